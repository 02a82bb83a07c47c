import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";
import { useFocusRefusal } from "./use-focus-refusal";

/** `answer` is the action's data: each new one is a new refusal, whose message takes the focus with JavaScript. */
export function AccountListHead({
  id,
  title,
  profileHref,
  notice,
  answer,
}: {
  id: string;
  title: string;
  profileHref: string;
  notice: string | null;
  answer: { formError: string } | null;
}) {
  const { t } = useTranslation();
  const messageId = `${id}-message`;
  useFocusRefusal(answer, answer !== null, id, messageId);
  return (
    <>
      <p>
        <Link to={profileHref} className="c-back-link">
          {t("profile.back")}
        </Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <div role="status">{notice ? <p className="c-alert c-alert--info">{notice}</p> : null}</div>
      {answer ? (
        <p id={messageId} role="alert" tabIndex={-1} className="c-alert c-alert--error">
          {t(answer.formError)}
        </p>
      ) : null}
    </>
  );
}
