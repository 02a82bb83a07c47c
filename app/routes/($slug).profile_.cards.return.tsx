import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CARD_NICKNAME_MAX } from "../../contract/limits";
import { describedBy, FieldError } from "~/components/FieldError";
import { useFocusRefusal } from "~/components/profile/use-focus-refusal";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import {
  accountErrorKey,
  accountPage,
  cardBrandKey,
  cardSaveFormSchema,
  refusalStatus,
  stopUnlessTheirs,
} from "~/lib/accounts/profile.server";
import { safeRedirectPath } from "~/lib/store/links";
import { redirectToParam } from "~/lib/accounts/return-path";

export const handle = { texts: ["cards", "profile.errors"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await accountPage(context, request);
  const query = new URL(request.url).searchParams;
  const lastFour = query.get("last_four_digits") ?? query.get("last_four");
  return {
    title: page.t("cards.return.title"),
    cardToken: (query.get("card_token") ?? "").slice(0, 200),
    brandKey: cardBrandKey(query.get("brand")),
    lastFour: lastFour && /^\d{4}$/.test(lastFour) ? lastFour : null,
    listHref: page.href("/profile/cards"),
    redirectTo: redirectToParam(new URL(request.url)),
  };
}

/** The provider's token is single use. */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = await accountPage(context, request);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: cardSaveFormSchema });
  if (submission.status !== "success")
    return respond({ reply: submission.reply(), formError: null as string | null }, { status: 400 });
  const result = await context.api.saveCard(page.slug, page.client.token, page.client.id, {
    token: submission.value.card_token,
    nickname: submission.value.nickname,
  });
  stopUnlessTheirs(context, request, result);
  if (!result.ok) {
    const formError =
      result.error.code === "CARD_BRAND_NOT_ACCEPTED"
        ? "cards.errors.brandNotAccepted"
        : result.error.code === "TOKEN_INVALID"
          ? "cards.errors.tokenInvalid"
          : accountErrorKey(result.error, result.status);
    return respond({ reply: submission.reply(), formError }, { status: refusalStatus(result.status) });
  }
  // The same card again is the one already saved: said, not hidden.
  const saved = result.data;
  const card = page.t("cards.name", {
    brand: page.t(cardBrandKey(saved.brand) ?? saved.brand),
    lastFour: saved.last_four_digits,
  });
  page.session.flash(
    "notice",
    !saved.already_saved
      ? "cards.notices.added"
      : saved.nickname && submission.value.nickname
        ? page.t("cards.notices.alreadySavedRenamed", { card, nickname: saved.nickname })
        : page.t("cards.notices.alreadySaved", { card }),
  );
  const back = safeRedirectPath(form.get("redirectTo"), "") || redirectToParam(new URL(request.url));
  return redirect(page.href(back ?? "/profile/cards"));
}

export default function CardReturnRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const { t } = useTranslation();
  const nicknameError = answer?.reply.error?.nickname?.[0];
  const typed = answer?.reply.initialValue?.nickname;
  useFocusRefusal(answer, answer !== null, "card-save", "card-save-message");
  const formError = answer?.formError ?? (answer?.reply.error?.card_token ? "cards.errors.noToken" : null);
  return (
    <main id="main" className="c-container c-page">
      <h1 tabIndex={-1}>{page.title}</h1>
      {formError ? (
        <p id="card-save-message" role="alert" tabIndex={-1} className="c-alert c-alert--error">
          {t(formError)}
        </p>
      ) : null}
      {page.cardToken ? (
        <Form id="card-save" method="post" noValidate className="c-section">
          <p>
            {page.brandKey && page.lastFour
              ? t("cards.return.questionCard", {
                  card: t("cards.name", { brand: t(page.brandKey), lastFour: page.lastFour }),
                })
              : t("cards.return.question")}
          </p>
          <input type="hidden" name="card_token" value={page.cardToken} />
          {page.redirectTo ? <input type="hidden" name="redirectTo" value={page.redirectTo} /> : null}
          <div className="c-field">
            <label htmlFor="card-nickname">{t("cards.return.nickname")}</label>
            <input
              id="card-nickname"
              name="nickname"
              className="c-input"
              maxLength={CARD_NICKNAME_MAX}
              autoComplete="off"
              defaultValue={typeof typed === "string" ? typed : ""}
              {...describedBy("card-nickname-error", nicknameError)}
            />
            <FieldError id="card-nickname-error" message={nicknameError} values={{ max: CARD_NICKNAME_MAX }} />
          </div>
          <div className="c-row">
            <button type="submit" className="c-button" disabled={navigation.state === "submitting"}>
              {t("cards.return.save")}
            </button>
            <Link to={page.listHref} className="c-button c-button--default">
              {t("cards.return.cancel")}
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <p role="alert" className="c-alert c-alert--error">
            {t("cards.errors.noToken")}
          </p>
          <p>
            <Link to={page.listHref} className="c-back-link">
              {t("cards.back")}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
