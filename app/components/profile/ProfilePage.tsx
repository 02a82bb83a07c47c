import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import type { CountryCode, NotificationPreferences } from "../../../contract";
import { describedBy, FieldError } from "~/components/FieldError";
import { feedbackFor, type FormFeedback } from "~/lib/page/reply-feedback";
import { ErrorSummary, problemsIn, type SummaryField, type SummaryProblem } from "~/components/ErrorSummary";
import { useTranslation, type Translate } from "~/lib/i18n/i18n";
import { DeleteAccount } from "./DeleteAccount";
import { EmailChange } from "./EmailChange";
import { useFocusRefusal } from "./use-focus-refusal";

export interface ProfileActionData {
  reply: SubmissionResult<string[]>;
  formError: string | null;
  count?: number;
}

export interface ProfileView {
  title: string;
  notice: string | null;
  country: CountryCode;
  client: {
    name: string;
    email: string;
    phone: string;
    birthdate: string;
    birthdateEditable: boolean;
    notifications: NotificationPreferences;
  };
  /** The others are shown, not offered. */
  editable: { name: boolean; phone: boolean; email: boolean };
  pendingEmail: string | null;
  profileHref: string;
  addressesHref: string;
  cardsHref: string;
  couponsHref?: string;
  ordersHref?: string;
  loyaltyHref?: string;
  logoutAction: string;
}

/** Spec §5 masks. */
const PHONE_EXAMPLE: Record<CountryCode, string> = {
  BRA: "(11) 91234-5678",
  COL: "(300) 1234567",
  MEX: "55 1234 5678",
};

export function typedOr(feedback: FormFeedback | null, name: string, saved: string): string {
  const value = feedback?.values[name];
  return typeof value === "string" ? value : saved;
}

function FieldForm(props: {
  intent: string;
  label: string;
  feedback: FormFeedback | null;
  children: (describedByProps: ReturnType<typeof describedBy>, errorId: string) => ReactNode;
  hint?: string;
}) {
  const { t } = useTranslation();
  const error = props.feedback?.fieldErrors[props.intent] ?? undefined;
  const errorId = `profile-${props.intent}-error`;
  return (
    <Form method="post" noValidate className="c-section">
      <input type="hidden" name="intent" value={props.intent} />
      <div className="c-field">
        <label htmlFor={`profile-${props.intent}`}>{props.label}</label>
        {props.children(describedBy(errorId, error), errorId)}
        {props.hint ? <p id={`profile-${props.intent}-hint`}>{props.hint}</p> : null}
        <FieldError id={errorId} message={error} values={{ max: 50 }} />
      </div>
      <div>
        <button type="submit" id={`profile-${props.intent}-submit`} className="c-button c-button--default">
          {t("profile.save")}
        </button>
      </div>
    </Form>
  );
}

const FOCUS_AFTER: Record<string, string> = {
  name: "profile-name-submit",
  phone: "profile-phone-submit",
  birthdate: "profile-title",
  notifications: "profile-notifications-submit",
  emailCode: "profile-token",
  emailConfirm: "profile-email",
};

/** A saved form is drawn again and the focus would fall to the page: it goes back to that form's button. */
function useFocusAfterSave(refused: boolean) {
  const navigation = useNavigation();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const intent = sent.current;
    if (navigation.state !== "idle" || !intent) return;
    sent.current = null;
    const active = document.activeElement;
    if (refused || (active && active !== document.body && active.isConnected)) return;
    document.getElementById(FOCUS_AFTER[intent] ?? "profile-title")?.focus();
  }, [navigation.state, refused]);
  return (event: FormEvent<HTMLElement>) => {
    const intent = (event.target as HTMLFormElement).elements.namedItem("intent");
    sent.current = intent instanceof HTMLInputElement ? intent.value : null;
  };
}

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby={`profile-${id}-title`}>
      <h3 id={`profile-${id}-title`}>{label}</h3>
      <p>{value || t("profile.notGiven")}</p>
      <p>{t("profile.notEditable")}</p>
    </section>
  );
}

export function ProfilePage({ page, result }: { page: ProfileView; result: ProfileActionData | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const reply = result?.reply ?? null;
  const intentSent = typeof reply?.initialValue?.intent === "string" ? reply.initialValue.intent : "";
  const refused = result !== null && (result.formError !== null || reply?.status === "error");
  useFocusRefusal(result, refused, "main", "profile-message");
  const keepFocus = useFocusAfterSave(refused);
  const { client } = page;
  const name = feedbackFor(reply, "name");
  const phone = feedbackFor(reply, "phone");
  const birthdate = feedbackFor(reply, "birthdate");
  const notifications = feedbackFor(reply, "notifications");

  return (
    <main
      id="main"
      className="c-container c-page"
      aria-busy={navigation.state !== "idle" || undefined}
      onSubmitCapture={keepFocus}
    >
      <h1 id="profile-title" tabIndex={-1}>
        {page.title}
      </h1>
      <div role="status">{page.notice && !result ? <p className="c-alert c-alert--info">{page.notice}</p> : null}</div>
      <ErrorSummary id="profile-problems" problems={problemsOf(reply, t)} />
      {result?.formError ? (
        <p id="profile-message" role="alert" tabIndex={-1} className="c-alert c-alert--error">
          {t(result.formError, { count: result.count ?? 0 })}
        </p>
      ) : null}
      <nav aria-label={t("profile.more")} className="c-row">
        {page.ordersHref ? (
          <Link to={page.ordersHref} className="c-button c-button--default">
            {t("orders.myOrders")}
          </Link>
        ) : null}
        {page.loyaltyHref ? (
          <Link to={page.loyaltyHref} className="c-button c-button--default">
            {t("loyalty.nav")}
          </Link>
        ) : null}
        {page.couponsHref ? (
          <Link to={page.couponsHref} className="c-button c-button--default">
            {t("coupons.wallet.link")}
          </Link>
        ) : null}
        <Link to={page.addressesHref} className="c-button c-button--default">
          {t("profile.addresses")}
        </Link>
        <Link to={page.cardsHref} className="c-button c-button--default">
          {t("profile.cards")}
        </Link>
      </nav>

      <h2>{t("profile.personal")}</h2>
      {!page.editable.name ? (
        <ReadOnlyField id="name" label={t("profile.fields.name")} value={client.name} />
      ) : (
        <FieldForm
          key={`name-${client.name}-${intentSent}`}
          intent="name"
          label={t("profile.fields.name")}
          feedback={name}
        >
          {(aria) => (
            <input
              id="profile-name"
              name="name"
              className="c-input"
              autoComplete="name"
              maxLength={50}
              required
              defaultValue={typedOr(name, "name", client.name)}
              {...aria}
            />
          )}
        </FieldForm>
      )}
      {!page.editable.phone ? (
        <ReadOnlyField id="phone" label={t("profile.fields.phone")} value={client.phone} />
      ) : (
        <FieldForm
          key={`phone-${client.phone}-${intentSent}`}
          intent="phone"
          label={t("profile.fields.phone")}
          feedback={phone}
        >
          {(aria) => (
            <input
              id="profile-phone"
              name="phone"
              type="tel"
              className="c-input"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder={PHONE_EXAMPLE[page.country]}
              defaultValue={typedOr(phone, "phone", client.phone)}
              {...aria}
            />
          )}
        </FieldForm>
      )}
      {client.birthdateEditable ? (
        <FieldForm
          key={`birthdate-${client.birthdate}-${intentSent}`}
          intent="birthdate"
          label={t("profile.fields.birthdate")}
          feedback={birthdate}
          hint={t("profile.birthdate.once")}
        >
          {(aria) => (
            <input
              id="profile-birthdate"
              name="birthdate"
              className="c-input"
              autoComplete="bday"
              inputMode="numeric"
              placeholder={t("profile.birthdate.placeholder")}
              maxLength={10}
              defaultValue={typedOr(birthdate, "birthdate", client.birthdate)}
              {...aria}
              aria-describedby={["profile-birthdate-hint", aria["aria-describedby"]].filter(Boolean).join(" ")}
            />
          )}
        </FieldForm>
      ) : (
        <section className="c-section" aria-labelledby="profile-birthdate-title">
          <h3 id="profile-birthdate-title">{t("profile.fields.birthdate")}</h3>
          <p>{client.birthdate || t("profile.birthdate.none")}</p>
          <p>{t("profile.birthdate.locked")}</p>
        </section>
      )}

      {page.editable.email ? (
        <EmailChange
          key={`email-${client.email}-${page.pendingEmail}-${intentSent}`}
          email={client.email}
          pendingEmail={page.pendingEmail}
          profileHref={page.profileHref}
          reply={reply}
        />
      ) : (
        <ReadOnlyField id="email" label={t("profile.email.title")} value={client.email} />
      )}

      <Form
        key={`notifications-${JSON.stringify(client.notifications)}-${intentSent}`}
        method="post"
        noValidate
        className="c-section"
      >
        <input type="hidden" name="intent" value="notifications" />
        <fieldset className="c-field">
          <legend>
            <h2>{t("profile.notifications.title")}</h2>
          </legend>
          {(["email", "sms", "whatsapp"] as const).map((channel) => (
            <label key={channel} className="c-option">
              <input
                type="checkbox"
                name={channel}
                defaultChecked={notifications ? notifications.values[channel] === "on" : client.notifications[channel]}
              />{" "}
              {t(`profile.notifications.${channel}`)}
            </label>
          ))}
        </fieldset>
        <div>
          <button type="submit" id="profile-notifications-submit" className="c-button c-button--default">
            {t("profile.notifications.save")}
          </button>
        </div>
      </Form>

      <section className="c-section" aria-labelledby="profile-session-title">
        <h2 id="profile-session-title">{t("profile.session")}</h2>
        <Form method="post" action={page.logoutAction}>
          <button type="submit" className="c-button c-button--default">
            {t("profile.logout")}
          </button>
        </Form>
      </section>

      <DeleteAccount key={`delete-${intentSent}`} reply={reply} />
    </main>
  );
}

const FIELD_LABELS: Record<string, { id: string; label: string }> = {
  name: { id: "profile-name", label: "profile.fields.name" },
  phone: { id: "profile-phone", label: "profile.fields.phone" },
  birthdate: { id: "profile-birthdate", label: "profile.fields.birthdate" },
  email: { id: "profile-email", label: "profile.email.new" },
  token: { id: "profile-token", label: "profile.email.code" },
};

/** Without JavaScript the answer is the page from its top, and the form may be far below. */
function problemsOf(reply: ProfileActionData["reply"] | null, t: Translate): SummaryProblem[] {
  const errors = Object.fromEntries(
    Object.entries(reply?.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
  const fields = Object.entries(FIELD_LABELS).map(([name, field]): SummaryField => ({
    name,
    target: field.id,
    label: t(field.label),
    values: { max: 50 },
  }));
  return problemsIn(errors, fields, t);
}
