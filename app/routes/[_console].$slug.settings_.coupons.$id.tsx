import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import type { ConsoleCoupon, Currency } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { CouponForm } from "~/components/console/settings/CouponForm";
import type { MenuFormAnswer } from "~/lib/console/console-menu";
import { requireOwner } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { rewardsCalls } from "~/lib/console/console-settings-rewards-api.server";
import { couponFormField, couponFormSchema, refusedRewardsForm } from "~/lib/console/console-settings-rewards.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

/* One coupon: the owner edits every restriction on one form; staff read them (decision 107). */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const K = "console.settings.rewards.coupon";

function couponId(params: { id?: string }): number {
  if (!/^[1-9]\d{0,11}$/.test(params.id ?? "")) throw data(null, { status: 404 });
  return Number(params.id);
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await staffPage(args.context, args.request, args.params);
  const id = couponId(args.params);
  const result = await rewardsCalls(args.context.api.send).coupon(page.slug, page.token, id);
  if (!result.ok) return page.refused(result);
  return {
    title: page.t(`${K}.pageTitle`, { code: result.data.coupon.code }),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    currency: page.store.currency,
    coupon: result.data.coupon,
  };
}

export async function action(args: ActionFunctionArgs) {
  const page = await staffPage(args.context, args.request, args.params);
  requireOwner(page);
  const id = couponId(args.params);
  const form = await args.request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: couponFormSchema(page.store.currency) });
  const values = (submission.payload ?? {}) as Record<string, unknown>;
  if (submission.status !== "success")
    return data<MenuFormAnswer>(
      { form: "coupon", errors: firstErrors(submission.error), values, message: null },
      { status: 400 },
    );
  const result = await rewardsCalls(args.context.api.send).updateCoupon(page.slug, page.token, id, submission.value);
  if (!result.ok)
    return refusedRewardsForm(page, result, { form: "coupon", values }, (field) =>
      couponFormField(field, submission.value.discount_type),
    );
  const code = submission.value.code.trim().toUpperCase();
  return redirect(`${consoleHref(page.slug, "/settings/coupons")}?done=saved&code=${encodeURIComponent(code)}`);
}

export default function CouponRoute() {
  const { t } = useTranslation();
  const { slug, owner, currency, coupon } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<MenuFormAnswer>());
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/settings/coupons")}>{t("console.settings.rewards.coupons.back")}</Link>
      </p>
      <h1>{t(`${K}.pageTitle`, { code: coupon.code })}</h1>
      {coupon.orders > 0 ? <p className="c-dimmed">{t(`${K}.used`, { count: coupon.orders })}</p> : null}
      {owner ? (
        <CouponForm coupon={coupon} currency={currency} today={coupon.starts_on} answer={answer} />
      ) : (
        <>
          <p>{t("console.settings.rewards.readOnly")}</p>
          <CouponDetails coupon={coupon} currency={currency} />
        </>
      )}
    </div>
  );
}

/** What staff see: each restriction in words. */
function CouponDetails({ coupon, currency }: { coupon: ConsoleCoupon; currency: Currency }) {
  const { t } = useTranslation();
  const yes = (on: boolean) => t(on ? `${K}.yes` : `${K}.no`);
  const value =
    coupon.discount_type === "PERCENTAGE"
      ? `${coupon.value}%`
      : coupon.discount_type === "FIXED"
        ? formatMoney(coupon.value, currency)
        : t(`${K}.types.FREE_DELIVERY`);
  const rows: [string, string][] = [
    [`${K}.name`, coupon.name],
    [`${K}.description`, coupon.description ?? "—"],
    [`${K}.type`, value],
    [`${K}.maxDiscount`, coupon.max_discount === null ? "—" : formatMoney(coupon.max_discount, currency)],
    [`${K}.minimumOrder`, coupon.minimum_order === 0 ? "—" : formatMoney(coupon.minimum_order, currency)],
    [`${K}.startsOn`, coupon.starts_on],
    [`${K}.endsOn`, coupon.ends_on ?? "—"],
    [`${K}.requiresClient`, yes(coupon.requires_client)],
    [`${K}.firstOrderOnly`, yes(coupon.first_order_only)],
    [
      "console.settings.couponLimits.maxUses",
      coupon.max_uses === null ? t("console.settings.couponLimits.noLimit") : String(coupon.max_uses),
    ],
    [
      "console.settings.couponLimits.perClient",
      coupon.max_uses_per_client === null
        ? t("console.settings.couponLimits.noLimit")
        : String(coupon.max_uses_per_client),
    ],
    [`${K}.exclusiveEmail`, coupon.exclusive_email ?? "—"],
    [`${K}.notWithPromotionalItems`, yes(coupon.not_with_promotional_items)],
    [`${K}.notWithLoyalty`, yes(coupon.not_with_loyalty)],
    [`${K}.restriction`, t(`${K}.restrictions.${coupon.delivery_restriction ?? "ANY"}`)],
    [`${K}.displayedInWallet`, yes(coupon.displayed_in_wallet)],
    [`${K}.enabled`, yes(coupon.enabled)],
  ];
  return (
    <dl className="c-menu-card">
      {rows.map(([label, shown]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{shown}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: "console.settings.rewards.readOnly" }}
      back={{ path: "/settings/coupons", label: "console.settings.rewards.coupons.back" }}
    />
  );
}
