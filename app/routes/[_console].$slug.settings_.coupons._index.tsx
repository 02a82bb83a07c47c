import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import type { Currency } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import type { MenuFormAnswer } from "~/lib/console/console-menu";
import { requireOwner } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { rewardsCalls } from "~/lib/console/console-settings-rewards-api.server";
import {
  couponIntentSchema,
  couponSettingsFormSchema,
  refusedRewardsForm,
} from "~/lib/console/console-settings-rewards.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

/*
 * The store's coupons (decision 107): the coupon settings, every coupon with what it gives and when,
 * switched on or off in one tap; each coupon's own page holds its restrictions. Staff read them.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const DONE = ["created", "saved", "settings", "enabled", "disabled", "deleted", "kept"] as const;
const K = "console.settings.rewards.coupons";

async function read(args: LoaderFunctionArgs) {
  const page = await staffPage(args.context, args.request, args.params);
  const calls = rewardsCalls(args.context.api.send);
  const result = await calls.coupons(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return { page, calls, coupons: result.data };
}

export async function loader(args: LoaderFunctionArgs) {
  const { page, coupons } = await read(args);
  const currency = coupons.currency as Currency;
  const url = new URL(args.request.url);
  const asked = Number(url.searchParams.get("delete"));
  const day = new Intl.DateTimeFormat(page.store.locale, { dateStyle: "medium", timeZone: "UTC" });
  const dayOf = (iso: string) => day.format(new Date(`${iso}T12:00:00Z`));
  return {
    title: page.t(`${K}.title`),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    settings: coupons.settings,
    done: DONE.find((what) => what === url.searchParams.get("done")) ?? null,
    code: url.searchParams.get("code")?.slice(0, 40) ?? "",
    deleteAsked: coupons.coupons.some((coupon) => coupon.id === asked) ? asked : null,
    coupons: coupons.coupons.map((coupon) => ({
      id: coupon.id,
      code: coupon.code,
      name: coupon.name,
      enabled: coupon.enabled,
      orders: coupon.orders,
      maxUses: coupon.max_uses,
      discount:
        coupon.discount_type === "PERCENTAGE"
          ? { key: "percent", value: `${coupon.value}%` }
          : coupon.discount_type === "FIXED"
            ? { key: "fixed", value: formatMoney(coupon.value, currency) }
            : { key: "freeDelivery", value: "" },
      minimum: coupon.minimum_order > 0 ? formatMoney(coupon.minimum_order, currency) : null,
      from: dayOf(coupon.starts_on),
      until: coupon.ends_on ? dayOf(coupon.ends_on) : null,
    })),
  };
}

export async function action(args: ActionFunctionArgs) {
  const page = await staffPage(args.context, args.request, args.params);
  requireOwner(page);
  const calls = rewardsCalls(args.context.api.send);
  const form = await args.request.formData().catch(() => new FormData());
  const here = (done: string, code = "") =>
    redirect(
      `${consoleHref(page.slug, "/settings/coupons")}?done=${done}${code ? `&code=${encodeURIComponent(code)}` : ""}`,
    );

  if (form.get("intent") === "settings") {
    const submission = parseWithZod(form, { schema: couponSettingsFormSchema });
    const values = (submission.payload ?? {}) as Record<string, unknown>;
    if (submission.status !== "success")
      return data<MenuFormAnswer>(
        { form: "settings", errors: firstErrors(submission.error), values, message: null },
        { status: 400 },
      );
    const result = await calls.couponSettings(page.slug, page.token, submission.value);
    if (!result.ok) return refusedRewardsForm(page, result, { form: "settings", values }, (field) => field);
    return here("settings");
  }
  const asked = couponIntentSchema.safeParse(Object.fromEntries(form));
  if (!asked.success) throw data(null, { status: 400 });
  const { intent, coupon } = asked.data;
  const code = String(form.get("code") ?? "");
  const answer = { form: `coupon-${coupon}`, values: {} };
  if (intent === "delete") {
    const result = await calls.removeCoupon(page.slug, page.token, coupon);
    if (!result.ok) return refusedRewardsForm(page, result, answer, () => "coupon");
    return here(result.data.outcome === "deleted" ? "deleted" : "kept", code);
  }
  const result = await calls.switchCoupon(page.slug, page.token, coupon, intent === "enable");
  if (!result.ok) return refusedRewardsForm(page, result, answer, () => "coupon");
  return here(intent === "enable" ? "enabled" : "disabled", code);
}

type Loaded = Awaited<ReturnType<typeof loader>>;
type CouponLine = Loaded["coupons"][number];

export default function CouponsRoute() {
  const { t } = useTranslation();
  const { slug, owner, done, code, coupons, deleteAsked } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<MenuFormAnswer>());
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/settings")}>{t("console.settings.rewards.back")}</Link>
      </p>
      <h1>{t(`${K}.title`)}</h1>
      <p className="c-dimmed">{t(`${K}.intro`)}</p>
      <p id="coupons-status" role="status" tabIndex={-1} className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`${K}.done.${done}`, { code }) : null}
      </p>
      {answer?.message && answer.form !== "settings" ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus>
          {t(answer.message)}
        </p>
      ) : null}
      {owner ? (
        <>
          <SettingsForm answer={answer?.form === "settings" ? answer : undefined} />
          <p>
            <Link to={consoleHref(slug, "/settings/coupons/new")} className="c-button">
              {t(`${K}.new`)}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("console.settings.rewards.readOnly")}</p>
          <SettingsSummary />
        </>
      )}
      <h2>{t(`${K}.listTitle`)}</h2>
      {coupons.length === 0 ? <p>{t(`${K}.none`)}</p> : null}
      <ul className="c-staff-list">
        {coupons.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} owner={owner} deleteAsked={deleteAsked === coupon.id} />
        ))}
      </ul>
    </div>
  );
}

function SettingsSummary() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  return (
    <ul>
      <li>{t(settings.enabled ? `${K}.settings.on` : `${K}.settings.off`)}</li>
      <li>{t(`${K}.settings.perCartShown`, { count: settings.max_coupons_per_cart })}</li>
      <li>{t(settings.show_wallet ? `${K}.settings.walletOn` : `${K}.settings.walletOff`)}</li>
    </ul>
  );
}

function SettingsForm({ answer }: { answer: MenuFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const problems = problemsIn(
    errors,
    [{ name: "max_coupons_per_cart", target: "coupons-per-cart", label: t(`${K}.settings.perCart`) }],
    t,
  );
  return (
    <section aria-labelledby="coupons-settings-title" className="c-menu-card">
      <h2 id="coupons-settings-title">{t(`${K}.settings.title`)}</h2>
      <ErrorSummary id="coupons-settings-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems.length === 0}>
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="settings" />
        <MenuCheckbox
          id="coupons-enabled"
          name="enabled"
          label={t(`${K}.settings.enabled`)}
          defaultChecked={values ? values.enabled !== undefined : settings.enabled}
        />
        <MenuTextField
          id="coupons-per-cart"
          name="max_coupons_per_cart"
          label={t(`${K}.settings.perCart`)}
          hint={t(`${K}.settings.perCartHint`)}
          error={errors.max_coupons_per_cart}
          defaultValue={
            typeof values?.max_coupons_per_cart === "string"
              ? values.max_coupons_per_cart
              : String(settings.max_coupons_per_cart)
          }
          inputMode="numeric"
          maxLength={3}
        />
        <MenuCheckbox
          id="coupons-wallet"
          name="show_wallet"
          label={t(`${K}.settings.wallet`)}
          defaultChecked={values ? values.show_wallet !== undefined : settings.show_wallet}
        />
        <button type="submit" className="c-button" aria-disabled={busy || undefined} onClick={sendOnce(busy)}>
          {t(`${K}.settings.save`)}
        </button>
      </Form>
    </section>
  );
}

function CouponCard({ coupon, owner, deleteAsked }: { coupon: CouponLine; owner: boolean; deleteAsked: boolean }) {
  const { t } = useTranslation();
  const { slug } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const here = consoleHref(slug, "/settings/coupons");
  const id = `coupon-${coupon.id}`;
  return (
    <li id={id} className="c-menu-card c-staff-member" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Link to={`${here}/${coupon.id}`}>{coupon.code}</Link>
        {coupon.enabled ? null : <span className="c-dimmed"> ({t(`${K}.off`)})</span>}
      </h3>
      <p>{coupon.name}</p>
      <p>{t(`${K}.discount.${coupon.discount.key}`, { value: coupon.discount.value })}</p>
      {coupon.minimum ? <p>{t(`${K}.minimum`, { value: coupon.minimum })}</p> : null}
      <p>
        {coupon.until
          ? t(`${K}.window`, { from: coupon.from, until: coupon.until })
          : t(`${K}.windowOpen`, { from: coupon.from })}
      </p>
      <p className="c-dimmed">
        {coupon.maxUses === null
          ? t(`${K}.orders`, { count: coupon.orders })
          : t("console.settings.couponLimits.usesOf", { count: coupon.orders, max: coupon.maxUses })}
      </p>
      {owner ? (
        <div className="c-console-actions">
          <Form method="post">
            <input type="hidden" name="coupon" value={coupon.id} />
            <input type="hidden" name="code" value={coupon.code} />
            <button
              type="submit"
              name="intent"
              value={coupon.enabled ? "disable" : "enable"}
              className="c-button c-button--secondary"
              aria-disabled={busy || undefined}
              onClick={sendOnce(busy)}
            >
              {t(coupon.enabled ? `${K}.disable` : `${K}.enable`)}
              <span className="c-visually-hidden">: {coupon.code}</span>
            </button>
          </Form>
          {deleteAsked ? (
            <div role="group" aria-labelledby={`${id}-delete-ask`}>
              <p id={`${id}-delete-ask`}>
                {t(coupon.orders > 0 ? `${K}.deleteAskUsed` : `${K}.deleteAsk`, { code: coupon.code })}
              </p>
              <Form method="post">
                <input type="hidden" name="coupon" value={coupon.id} />
                <input type="hidden" name="code" value={coupon.code} />
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className="c-button c-staff-remove"
                  aria-disabled={busy || undefined}
                  onClick={sendOnce(busy)}
                  autoFocus
                >
                  {t(coupon.orders > 0 ? `${K}.disable` : `${K}.delete`)}
                  <span className="c-visually-hidden">: {coupon.code}</span>
                </button>
              </Form>
              <Link to={`${here}#${id}`}>{t(`${K}.cancel`)}</Link>
            </div>
          ) : (
            <Link to={`${here}?delete=${coupon.id}#${id}`} preventScrollReset>
              {t(`${K}.delete`)}
              <span className="c-visually-hidden">: {coupon.code}</span>
            </Link>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: "console.settings.rewards.readOnly" }}
      back={{ path: "/settings", label: "console.settings.rewards.back" }}
    />
  );
}
