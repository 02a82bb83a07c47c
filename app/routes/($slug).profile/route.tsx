import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProfilePage, type ProfileActionData } from "~/components/profile/ProfilePage";
import { waitMessage } from "~/lib/accounts/auth.server";
import { logOut } from "~/lib/accounts/client-session.server";
import { hasLoyalty } from "~/lib/loyalty/loyalty.server";
import { accountErrorKey, accountPage, mustRead, refusalStatus, stopUnlessTheirs } from "~/lib/accounts/profile.server";
import { birthdateForField, birthdateToIso, phoneForField, phoneFromNational } from "~/lib/accounts/profile-view";
import { pendingEmail, profileIntentSchema } from "./intents.server";
import type { FrameHandle } from "~/lib/page/revalidation";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";
import { flashedNotice } from "~/lib/i18n/i18n.server";
import { headersWithRetryAfter, retryAfterHeaders } from "~/lib/page/wait.server";

/** A new name shows in the store's bar. */
export const handle = {
  changesFrame: true,
  texts: [
    "auth.errors.MAIL_NOT_SENT",
    "auth.errors.tooMany",
    "auth.errors.tooManyLater",
    "auth.errors.tooManySeconds",
    "coupons.wallet.link",
    "form",
    "loyalty.nav",
    "orders.myOrders",
    "profile.addresses",
    "profile.birthdate",
    "profile.cards",
    "profile.delete",
    "profile.email",
    "profile.errors",
    "profile.fields",
    "profile.logout",
    "profile.more",
    "profile.notEditable",
    "profile.notGiven",
    "profile.notifications",
    "profile.personal",
    "profile.save",
    "profile.session",
    "validation",
  ],
} satisfies FrameHandle & TextsHandle;
export const clientLoader = textsClientLoader(handle);
export const headers = headersWithRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await accountPage(context, request);
  const [clientResult, editableResult, loyalty] = await Promise.all([
    context.api.getClient(page.slug, page.client.token, page.client.id),
    context.api.editableData(page.slug, page.client.token, page.client.id),
    hasLoyalty(context),
  ]);
  const client = mustRead(context, request, clientResult);
  // When it cannot be read, the client's own flags hold.
  const editable = editableResult.ok ? editableResult.data : { name: true, email: true, phone: true, birthdate: true };
  return {
    title: page.t("profile.title"),
    notice: flashedNotice(page.session, page.t),
    country: page.country,
    client: {
      name: client.name,
      email: client.email,
      phone: phoneForField(page.country, client.phone),
      birthdate: birthdateForField(client.birthdate),
      birthdateEditable: client.birthdate_editable && editable.birthdate,
      notifications: client.notifications,
    },
    editable: { name: editable.name, phone: editable.phone, email: editable.email },
    pendingEmail: pendingEmail(new URL(request.url).searchParams.get("newEmail")),
    profileHref: page.href("/profile"),
    addressesHref: page.href("/profile/addresses"),
    cardsHref: page.href("/profile/cards"),
    ordersHref: page.href("/orders"),
    couponsHref: page.href("/coupons"),
    loyaltyHref: loyalty ? page.href("/loyalty") : undefined,
    logoutAction: page.href("/logout"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const page = await accountPage(context, request);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: profileIntentSchema(page.country, () => new Date()) });
  const answer = (state: Partial<ProfileActionData>, status: number, headers?: HeadersInit) =>
    respond({ reply: submission.reply(), formError: null, ...state } satisfies ProfileActionData, { status, headers });
  if (submission.status !== "success") return answer({}, 400);

  const { api } = context;
  const { slug, client } = page;
  const refused = (result: { status: number; error: { code: string; retry_after?: number } }, field?: string) => {
    if (result.status === 429) {
      const said = waitMessage(result.error.retry_after);
      return answer({ formError: said.message, count: said.count }, 429, retryAfterHeaders(said.wait));
    }
    const message = accountErrorKey(result.error, result.status);
    return field
      ? answer(
          { reply: submission.reply({ fieldErrors: { [field]: [message] }, hideFields: ["confirm"] }) },
          refusalStatus(result.status),
        )
      : answer({ formError: message }, refusalStatus(result.status));
  };
  const saved = (notice: string, search = "") => {
    page.session.flash("notice", notice);
    return redirect(`${page.href("/profile")}${search}`);
  };

  const intent = submission.value;
  switch (intent.intent) {
    case "name":
    case "phone":
    case "birthdate":
    case "notifications": {
      const update =
        intent.intent === "name"
          ? { name: intent.name }
          : intent.intent === "phone"
            ? { phone: intent.phone ? phoneFromNational(page.country, intent.phone) : null }
            : intent.intent === "birthdate"
              ? { birthdate: birthdateToIso(intent.birthdate) }
              : { notifications: { email: intent.email, sms: intent.sms, whatsapp: intent.whatsapp } };
      const result = await api.updateClient(slug, client.token, client.id, update);
      stopUnlessTheirs(context, request, result);
      if (!result.ok) return refused(result, intent.intent === "notifications" ? undefined : intent.intent);
      // The header greets the customer by the name kept in the session.
      if (intent.intent === "name") page.session.set("clientName", result.data.name);
      return saved(`profile.notices.${intent.intent}`);
    }
    case "emailCode": {
      const result = await api.tokenEmail(slug, client.token, { email: intent.email, purpose: "update_email" });
      stopUnlessTheirs(context, request, result);
      if (!result.ok) return refused(result, "email");
      return saved("profile.notices.emailCodeSent", `?${new URLSearchParams({ newEmail: intent.email })}`);
    }
    case "emailConfirm": {
      const result = await api.updateEmail(slug, client.token, client.id, { email: intent.email, token: intent.token });
      stopUnlessTheirs(context, request, result);
      if (!result.ok) return refused(result, result.error.code === "TOKEN_INVALID" ? "token" : undefined);
      return saved("profile.notices.email");
    }
    case "delete": {
      const reason =
        intent.reason === "other"
          ? `other: ${intent.reason_text ?? ""}`
          : intent.reason_text
            ? `${intent.reason}: ${intent.reason_text}`
            : intent.reason;
      const result = await api.deleteClient(slug, client.token, client.id, reason);
      stopUnlessTheirs(context, request, result);
      if (!result.ok) return refused(result);
      logOut(page.session);
      page.session.flash("notice", "profile.notices.deleted");
      return redirect(page.href("/"));
    }
  }
}

export default function ProfileRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return <ProfilePage page={page} result={result} />;
}
