import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import type { Coupon } from "../../contract";
import { formatDate } from "../../contract/formats/dates";
import { formatMoney } from "../../contract/formats/money";
import { describedBy } from "~/components/FieldError";
import { currentClient } from "~/lib/accounts/client-session.server";
import { couponErrorKey, couponMessage, couponReasonKey } from "~/lib/cart/coupon-messages";
import {
  addToWallet,
  applyCoupon,
  followDeliveryChange,
  listWallet,
  walletIntentSchema,
} from "~/lib/cart/coupons.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { safeRedirectPath } from "~/lib/store/links";
import { redirectToParam } from "~/lib/accounts/return-path";
import { accountPage, stopUnlessTheirs } from "~/lib/accounts/profile.server";
import { useFocusOnAnswer } from "~/lib/page/focus";
import { samePath } from "~/lib/page/modal-url";
import { flashedNotice } from "~/lib/i18n/i18n.server";
import { visitorToken } from "~/lib/store/store.server";

export const handle = { texts: ["coupons", "profile.errors"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

// The coupon wallet; a visitor goes to login, whose return path ignores /coupons (core spec §2).

interface WalletAnswer {
  addError: string | null;
  useError: { code: string; key: string } | null;
  typed: string;
}

function describeCoupon(coupon: Coupon, money: (minor: number) => string, date: (iso: string) => string) {
  const discount =
    coupon.discount_type === "FIXED"
      ? { key: "coupons.wallet.discount.FIXED", values: { amount: money(coupon.value) } }
      : coupon.discount_type === "PERCENTAGE"
        ? coupon.max_discount !== null
          ? {
              key: "coupons.wallet.discount.PERCENTAGE_CAPPED",
              values: { value: String(coupon.value), max: money(coupon.max_discount) },
            }
          : { key: "coupons.wallet.discount.PERCENTAGE", values: { value: String(coupon.value) } }
        : { key: "coupons.wallet.discount.FREE_DELIVERY", values: {} };
  const restrictions = [
    ...Object.entries(coupon.restrictions)
      .filter(
        ([name, on]) =>
          on &&
          !(
            name === "requires_client" &&
            (coupon.restrictions.exclusive || coupon.restrictions.single_use || coupon.restrictions.first_order)
          ),
      )
      .map(([name]) => `coupons.wallet.restrictions.${name}`),
    ...Object.entries(coupon.restrictions_by_delivery_method)
      .filter(([, on]) => on)
      .map(([name]) => `coupons.wallet.restrictions.${name}`),
  ];
  return {
    id: coupon.id,
    code: coupon.voucher_code,
    name: coupon.name,
    description: coupon.description,
    discount,
    minimum: coupon.minimum_order > 0 ? money(coupon.minimum_order) : null,
    validUntil: coupon.end_date ? date(coupon.end_date) : null,
    restrictions,
    reason: coupon.unavailable_reason ? couponReasonKey(coupon.unavailable_reason) : null,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = context.store.slug;
  // The wallet needs only the client's token: it goes out beside the store's own, one round of
  // calls. visitorToken() forgets a client whose token expired: no wallet then, and accountPage
  // sends to login.
  const listed = visitorToken(context)
    .catch(() => null)
    .then((token) => {
      const client = currentClient(context);
      return token && client && slug ? listWallet(context, slug, token, client.id) : null;
    });
  const [page, wallet, current] = await Promise.all([
    accountPage(context, request),
    listed,
    context.store.cart?.current(),
  ]);
  const { t, currency, timeZone, locale } = page;
  if (wallet) stopUnlessTheirs(context, request, wallet);
  const coupons = wallet?.ok ? wallet.data.coupons : null;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const date = (iso: string) => formatDate(iso, timeZone, locale);
  const described = (coupons ?? []).map((coupon) => ({
    available: coupon.available_for_use,
    view: describeCoupon(coupon, money, date),
  }));
  return {
    title: t("coupons.wallet.title"),
    failed: coupons === null,
    active: described.filter((coupon) => coupon.available).map((coupon) => coupon.view),
    unavailable: described.filter((coupon) => !coupon.available).map((coupon) => coupon.view),
    hasCart: current?.state === "open" && current.cart.count > 0,
    redirectTo: redirectToParam(new URL(request.url)),
    menuHref: page.href("/"),
    notice: flashedNotice(page.session, page.t),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const [page, form] = await Promise.all([
    accountPage(context, request),
    request.formData().catch(() => new FormData()),
  ]);
  const submission = parseWithZod(form, { schema: walletIntentSchema });
  const typed = String(form.get("code") ?? "");
  const answer = (state: Partial<WalletAnswer>, status: number) =>
    respond({ addError: null, useError: null, typed, ...state } satisfies WalletAnswer, { status });
  if (submission.status !== "success") {
    const key = submission.reply().error?.code?.[0] ?? "coupons.errors.invalid";
    return form.get("intent") === "use"
      ? answer({ useError: { code: typed, key } }, 400)
      : answer({ addError: key }, 400);
  }
  const value = submission.value;
  if (value.intent === "add") {
    const added = await addToWallet(context, page.slug, page.token, page.client.id, value.code);
    if (!added.ok) {
      if (added.status === 401) stopUnlessTheirs(context, request, added);
      return answer({ addError: couponErrorKey(added.status, added.error.code) }, added.status >= 500 ? 503 : 422);
    }
    // Post/redirect/get: a reload does not send the same code again.
    page.session.flash("notice", "coupons.wallet.added");
    const url = new URL(request.url);
    return redirect(`${samePath(url)}${url.search}`);
  }
  const current = await context.store.cart?.current();
  if (!current || current.state !== "open" || current.cart.count === 0)
    return answer({ useError: { code: value.code, key: "coupons.wallet.noCart" } }, 422);
  const applied = await applyCoupon(context, page.slug, page.token, current.cart.guid, value.code);
  if (!applied.ok)
    return answer(
      { useError: { code: value.code, key: couponErrorKey(applied.status, applied.error.code) } },
      applied.status >= 500 ? 503 : 422,
    );
  page.session.flash(
    "notice",
    followDeliveryChange(page.session, applied.data.delivery_type_changed_to) ?? "coupons.applied",
  );
  return redirect(page.href(safeRedirectPath(value.redirectTo, "") || "/checkout"));
}

const MESSAGE_ID = "wallet-message";
const NOTICE_ID = "wallet-notice";

export default function CouponWalletRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const { t } = useTranslation();
  const navigation = useNavigation();
  // Without JavaScript the answered page opens at the field or notice (autofocus), not at its top.
  useFocusOnAnswer(answer, (refusal) =>
    refusal.addError
      ? document.getElementById("wallet-code")
      : refusal.useError
        ? document.getElementById(MESSAGE_ID)
        : null,
  );
  const notice = answer ? null : page.notice;
  const addForm = useRef<HTMLFormElement>(null);
  useFocusOnAnswer(notice ? page : null, () => {
    addForm.current?.reset();
    return document.getElementById(NOTICE_ID);
  });
  const addError = answer?.addError ? couponMessage(answer.addError) : null;
  const useError = answer?.useError ? couponMessage(answer.useError.key) : null;

  const list = (coupons: typeof page.active, available: boolean) => (
    <ul className="c-section c-account-list">
      {coupons.map((coupon) => (
        <li key={coupon.id} className="c-section">
          <h3>{coupon.name}</h3>
          <p>
            <strong>{t(coupon.discount.key, coupon.discount.values)}</strong> ·{" "}
            {t("coupons.wallet.code", { code: coupon.code })}
          </p>
          {coupon.description ? <p>{coupon.description}</p> : null}
          <p>
            {coupon.minimum ? t("coupons.wallet.minimum", { amount: coupon.minimum }) : t("coupons.wallet.noMinimum")} ·{" "}
            {coupon.validUntil
              ? t("coupons.wallet.validUntil", { date: coupon.validUntil })
              : t("coupons.wallet.noEnd")}
          </p>
          {coupon.restrictions.length > 0 ? (
            <ul aria-label={t("coupons.wallet.title")} className="c-coupon-restrictions">
              {coupon.restrictions.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          ) : null}
          {!available && coupon.reason ? <p>{t("coupons.wallet.why", { reason: t(coupon.reason) })}</p> : null}
          {available && page.hasCart ? (
            <Form method="post">
              <input type="hidden" name="intent" value="use" />
              <input type="hidden" name="code" value={coupon.code} />
              {page.redirectTo ? <input type="hidden" name="redirectTo" value={page.redirectTo} /> : null}
              <button
                type="submit"
                className="c-button"
                aria-label={t("coupons.wallet.useNamed", { code: coupon.code })}
              >
                {t("coupons.wallet.use")}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <main id="main" className="c-container c-page" aria-busy={navigation.state !== "idle" || undefined}>
      <h1 tabIndex={-1}>{page.title}</h1>
      {useError && answer?.useError ? (
        <div id={MESSAGE_ID} role="alert" tabIndex={-1} className="c-alert c-alert--error" autoFocus>
          <p>
            {answer.useError.code}: {t(useError.key, useError.values)}
          </p>
          {useError.key === "coupons.wallet.noCart" ? (
            <Link to={page.menuHref}>{t("coupons.wallet.toMenu")}</Link>
          ) : null}
        </div>
      ) : null}
      {page.failed ? (
        <p role="alert" className="c-alert c-alert--error">
          {t("coupons.wallet.error")}
        </p>
      ) : null}

      <Form ref={addForm} method="post" noValidate className="c-section">
        <fieldset className="c-option-group">
          <legend>{t("coupons.wallet.add.legend")}</legend>
          <input type="hidden" name="intent" value="add" />
          {/* Always in the page, so that the notice put in it is announced. */}
          <div role="status">
            {notice ? (
              <p id={NOTICE_ID} tabIndex={-1} className="c-alert c-alert--info" autoFocus>
                {notice}
              </p>
            ) : null}
          </div>
          <div className="c-field">
            <label htmlFor="wallet-code">{t("coupons.wallet.add.label")}</label>
            <div className="c-row">
              <input
                id="wallet-code"
                name="code"
                className="c-input"
                maxLength={40}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                key={answer ? JSON.stringify(answer) : "loaded"}
                defaultValue={answer?.addError ? answer.typed : ""}
                autoFocus={Boolean(answer?.addError) || undefined}
                {...describedBy("wallet-code-error", answer?.addError)}
              />
              <button type="submit" className="c-button">
                {t("coupons.wallet.add.submit")}
              </button>
            </div>
            {addError ? (
              <p id="wallet-code-error" className="c-field-error" role="alert">
                {t(addError.key, addError.values)}
              </p>
            ) : null}
          </div>
        </fieldset>
      </Form>

      {!page.hasCart && page.active.length > 0 ? <p className="c-field-hint">{t("coupons.wallet.noCart")}</p> : null}
      <section aria-labelledby="wallet-active" className="c-cart-section">
        <h2 id="wallet-active">{t("coupons.wallet.active")}</h2>
        {page.active.length === 0 ? <p>{t("coupons.wallet.empty")}</p> : list(page.active, true)}
      </section>
      <section aria-labelledby="wallet-unavailable" className="c-cart-section">
        <h2 id="wallet-unavailable">{t("coupons.wallet.unavailable")}</h2>
        {page.unavailable.length === 0 ? <p>{t("coupons.wallet.empty")}</p> : list(page.unavailable, false)}
      </section>
    </main>
  );
}
