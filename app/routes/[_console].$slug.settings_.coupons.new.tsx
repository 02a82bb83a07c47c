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
import { formatInTimeZone } from "date-fns-tz";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { CouponForm } from "~/components/console/settings/CouponForm";
import type { MenuFormAnswer } from "~/lib/console/console-menu";
import { requestKeyOf, requireOwner } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { rewardsCalls } from "~/lib/console/console-settings-rewards-api.server";
import { couponFormField, couponFormSchema, refusedRewardsForm } from "~/lib/console/console-settings-rewards.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

/* A new coupon, the owner's only (decision 107); saved, it is listed with the store's coupons. */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

async function ownerPage(args: LoaderFunctionArgs) {
  const page = await staffPage(args.context, args.request, args.params);
  requireOwner(page);
  return page;
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await ownerPage(args);
  return {
    title: page.t("console.settings.rewards.coupon.newTitle"),
    slug: page.slug,
    currency: page.store.currency,
    today: formatInTimeZone(new Date(), page.store.timeZone, "yyyy-MM-dd"),
    // The form's own key, drawn each time: sent twice (a double tap without JavaScript), it adds one coupon.
    requestKey: crypto.randomUUID(),
  };
}

export async function action(args: ActionFunctionArgs) {
  const page = await ownerPage(args);
  const form = await args.request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: couponFormSchema(page.store.currency) });
  const values = (submission.payload ?? {}) as Record<string, unknown>;
  if (submission.status !== "success")
    return data<MenuFormAnswer>(
      { form: "coupon", errors: firstErrors(submission.error), values, message: null },
      { status: 400 },
    );
  const result = await rewardsCalls(args.context.api.send).createCoupon(page.slug, page.token, {
    ...submission.value,
    request_key: requestKeyOf(form),
  });
  if (!result.ok)
    return refusedRewardsForm(page, result, { form: "coupon", values }, (field) =>
      couponFormField(field, submission.value.discount_type),
    );
  const code = submission.value.code.trim().toUpperCase();
  return redirect(`${consoleHref(page.slug, "/settings/coupons")}?done=created&code=${encodeURIComponent(code)}`);
}

export default function NewCouponRoute() {
  const { t } = useTranslation();
  const { slug, currency, today, requestKey } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<MenuFormAnswer>());
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/settings/coupons")}>{t("console.settings.rewards.coupons.back")}</Link>
      </p>
      <h1>{t("console.settings.rewards.coupon.newTitle")}</h1>
      <CouponForm coupon={null} currency={currency} today={today} answer={answer} requestKey={requestKey} />
    </div>
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
