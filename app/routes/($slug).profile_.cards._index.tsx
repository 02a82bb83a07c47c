import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountListHead } from "~/components/profile/AccountListHead";
import { leaveAnalyticsBehind } from "~/lib/platform/analytics.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import {
  accountErrorKey,
  accountPage,
  cardIntentFormSchema,
  mustRead,
  refusalStatus,
  stopUnlessTheirs,
} from "~/lib/accounts/profile.server";
import { hostedPageHref, presentCards } from "~/lib/accounts/profile-view";
import { safeRedirectPath } from "~/lib/store/links";
import { redirectToParam } from "~/lib/accounts/return-path";
import { flashedNotice } from "~/lib/i18n/i18n.server";

export const handle = { texts: ["cards", "cards.errors", "profile.back", "profile.errors"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await leaveAnalyticsBehind(context, request);
  const page = await accountPage(context, request);
  const [listed, methods] = await Promise.all([
    context.api.listCards(page.slug, page.client.token, page.client.id),
    context.api.paymentMethods(page.slug, page.client.token, { clientId: page.client.id, modality: "delivery" }),
  ]);
  const cards = mustRead(context, request, listed);
  // Unread, the page still lists the cards: only the note is left out.
  const hostedCards =
    methods.ok && methods.data.online_payments.some((method) => method.code === "CARD" && method.hosted);
  const deleting = new URL(request.url).searchParams.get("delete");
  return {
    title: page.t("cards.title"),
    notice: flashedNotice(page.session, page.t),
    profileHref: page.href("/profile"),
    listHref: page.href("/profile/cards"),
    redirectTo: redirectToParam(new URL(request.url)),
    hostedCards,
    cards: presentCards(cards).map((card) => ({
      ...card,
      deleteHref: page.href(`/profile/cards?delete=${encodeURIComponent(card.guid)}`),
      confirming: card.guid === deleting,
    })),
  };
}

/** "Add a card" goes to the provider's hosted page: our pages never hold a card number. */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = await accountPage(context, request);
  const submission = parseWithZod(await request.formData().catch(() => new FormData()), {
    schema: cardIntentFormSchema,
  });
  if (submission.status !== "success") return respond({ formError: "form.invalid" }, { status: 400 });
  const { api } = context;
  if (submission.value.intent === "add") {
    const settings = await api.cardRegistrationSettings(page.slug, page.client.token);
    if (!settings.ok)
      return respond(
        { formError: accountErrorKey(settings.error, settings.status) },
        { status: refusalStatus(settings.status) },
      );
    const back = safeRedirectPath(submission.value.redirectTo, "") || null;
    const returnPath = back
      ? `/profile/cards/return?${new URLSearchParams({ redirectTo: back })}`
      : "/profile/cards/return";
    return redirect(
      hostedPageHref(settings.data, page.href(returnPath), page.href(back ?? "/profile/cards"), page.language),
    );
  }
  const result = await api.deleteCard(page.slug, page.client.token, page.client.id, submission.value.guid);
  if (result.ok) {
    page.session.flash("notice", "cards.notices.deleted");
    return redirect(page.href("/profile/cards"));
  }
  if (result.status === 404) return respond({ formError: "cards.errors.notFound" }, { status: 404 });
  stopUnlessTheirs(context, request, result);
  return respond({ formError: accountErrorKey(result.error, result.status) }, { status: refusalStatus(result.status) });
}

export default function CardsRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const { t } = useTranslation();
  return (
    <main id="main" className="c-container c-page">
      <AccountListHead
        id="cards"
        title={page.title}
        profileHref={page.profileHref}
        notice={page.notice}
        answer={answer}
      />
      {page.hostedCards ? <p className="c-alert c-alert--info">{t("cards.hostedNote")}</p> : null}
      {/* A document request: the provider's page is outside this app. */}
      <Form method="post" reloadDocument className="c-row">
        <input type="hidden" name="intent" value="add" />
        {page.redirectTo ? <input type="hidden" name="redirectTo" value={page.redirectTo} /> : null}
        <button type="submit" className="c-button">
          {t("cards.add")}
        </button>
      </Form>
      {page.cards.length === 0 ? <p>{t("cards.empty")}</p> : null}
      <ul id="cards" className="c-section c-account-list" aria-label={page.title}>
        {page.cards.map((card) => {
          const name = t("cards.name", { brand: t(card.brandKey), lastFour: card.lastFour });
          return (
            <li key={card.guid} className="c-section">
              <h2>{name}</h2>
              <p>
                {t("cards.expiry", { expiry: card.expiry })}
                {card.nickname ? ` · ${card.nickname}` : null}
                {card.lastUsed ? (
                  <>
                    {" "}
                    · <span className="c-tag">{t("cards.lastUsed")}</span>
                  </>
                ) : null}
              </p>
              {card.confirming ? (
                <Form method="post" className="c-alert c-alert--info">
                  <p id={`delete-${card.guid}-question`}>{t("cards.delete.question", { card: name })}</p>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="guid" value={card.guid} />
                  <div className="c-row">
                    <button
                      type="submit"
                      className="c-button"
                      aria-describedby={`delete-${card.guid}-question`}
                      autoFocus
                    >
                      {t("cards.delete.confirm")}
                    </button>
                    <Link to={page.listHref} className="c-button c-button--default">
                      {t("cards.delete.cancel")}
                    </Link>
                  </div>
                </Form>
              ) : (
                <p className="c-row">
                  <Link
                    to={card.deleteHref}
                    className="c-button c-button--default"
                    aria-label={t("cards.delete.actionOne", { card: name })}
                  >
                    {t("cards.delete.action")}
                  </Link>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
