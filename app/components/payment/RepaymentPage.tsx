import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";
import type { CardView } from "~/lib/accounts/profile-view";
import { PseFields } from "./PseFields";
import { SavedCardLabel } from "./SavedCardLabel";

export type RepaymentCard = CardView;

export interface RepaymentPageData {
  title: string;
  orderId: number;
  total: string;
  repayable: boolean;
  pix: boolean;
  /** The saved cards of brands the store takes (possibly none); null: CARD not offered. */
  cards: RepaymentCard[] | null;
  /** The card is typed on the store's hosted checkout (Mercado Pago's): one choice, no saved card. */
  hostedCard?: boolean;
  /** PSE offered again (a store paid through Mercado Pago): the banks its provider lists today. */
  pse: { banks: { id: string; name: string }[] } | null;
  addCardHref: string;
  orderHref: string;
  notice: string | null;
}

export interface RepaymentActionData {
  errors: Partial<Record<string, string[] | null>> | null;
  chosen: string | null;
  /** PSE's fields as typed: a refused submit keeps them. */
  values?: Record<string, string>;
  formError: string | null;
}

const PSE_FIELDS = ["pse_bank", "pse_entity_type", "pse_document_type", "pse_document_number"] as const;

export function RepaymentPage({ page, answer }: { page: RepaymentPageData; answer: RepaymentActionData | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const heading = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const fieldError = answer?.errors?.payment?.[0] ?? null;
  const formError = answer?.formError ?? null;
  const pseErrors = Object.fromEntries(
    PSE_FIELDS.flatMap((name) => {
      const message = answer?.errors?.[name]?.[0];
      return message ? [[name, message]] : [];
    }),
  ) as Partial<Record<string, string>>;
  const firstPseError = PSE_FIELDS.find((name) => pseErrors[name]) ?? null;
  // A refused submit: focus to the first choice of the group in error, else the first PSE field in error, else the message.
  useEffect(() => {
    if (!answer) return;
    if (fieldError) document.querySelector<HTMLInputElement>('#repayment-form input[name="payment"]')?.focus();
    else if (firstPseError) document.querySelector<HTMLElement>(`#repayment-form [name="${firstPseError}"]`)?.focus();
    else if (formError) messageRef.current?.focus();
  }, [answer, fieldError, firstPseError, formError]);
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  const chosen = answer?.chosen ?? null;
  const offered = page.pix || page.pse !== null || page.cards !== null || page.hostedCard === true;

  return (
    <main id="main" className="c-container c-page">
      <h1 id="repayment-title" tabIndex={-1} ref={heading}>
        {page.title}
      </h1>
      {page.notice ? (
        <p className="c-alert c-alert--info" role="status">
          {page.notice}
        </p>
      ) : null}
      <p>{t("payment.repayment.total", { total: page.total })}</p>
      {!page.repayable ? (
        <>
          <p className="c-alert c-alert--info">{t("payment.repayment.notRepayable")}</p>
          <p>
            <Link to={page.orderHref} className="c-button">
              {t("payment.gateway.viewOrder")}
            </Link>
          </p>
        </>
      ) : !offered ? (
        <>
          <p className="c-alert c-alert--info">{t("payment.repayment.noMethods")}</p>
          <p>
            <Link to={page.orderHref} className="c-button">
              {t("payment.gateway.viewOrder")}
            </Link>
          </p>
        </>
      ) : (
        <Form id="repayment-form" method="post" noValidate className="c-section" onSubmit={onSubmit}>
          {formError ? (
            <p id="repayment-message" role="alert" tabIndex={-1} ref={messageRef} className="c-alert c-alert--error">
              {t(formError)}
            </p>
          ) : null}
          <fieldset className="c-option-group" {...describedBy("repayment-payment-error", fieldError)}>
            <legend>{t("payment.repayment.legend")}</legend>
            <FieldError id="repayment-payment-error" message={fieldError} />
            {page.cards !== null ? (
              <fieldset className="c-option-group">
                <legend>{t("payment.repayment.cardsLegend")}</legend>
                {page.cards.length === 0 ? <p>{t("payment.repayment.noCards")}</p> : null}
                {page.cards.map((card) => (
                  <label key={card.guid} className="c-option">
                    <input
                      type="radio"
                      name="payment"
                      value={`CARD:${card.guid}`}
                      defaultChecked={chosen === `CARD:${card.guid}`}
                    />
                    <SavedCardLabel card={card} />
                  </label>
                ))}
                <p>
                  <Link to={page.addCardHref}>{t("payment.repayment.addCard")}</Link>
                </p>
              </fieldset>
            ) : null}
            {page.hostedCard ? (
              <div>
                <label className="c-option">
                  <input
                    type="radio"
                    name="payment"
                    value="CARD"
                    defaultChecked={chosen === "CARD"}
                    aria-describedby="repayment-card-hint"
                  />
                  {t("payment.repayment.hostedCard")}
                </label>
                <p id="repayment-card-hint" className="c-field-hint">
                  {t("payment.repayment.hostedCardHint")}
                </p>
              </div>
            ) : null}
            {page.pix ? (
              <div>
                <label className="c-option">
                  <input
                    type="radio"
                    name="payment"
                    value="PIX"
                    defaultChecked={chosen === "PIX"}
                    aria-describedby="repayment-pix-hint"
                  />
                  {t("payment.repayment.pix")}
                </label>
                <p id="repayment-pix-hint" className="c-field-hint">
                  {t("payment.repayment.pixHint")}
                </p>
              </div>
            ) : null}
            {page.pse ? (
              <div>
                <label className="c-option">
                  <input type="radio" name="payment" value="PSE" defaultChecked={chosen === "PSE"} />
                  {t("payment.repayment.pse")}
                </label>
                <PseFields
                  idPrefix="repayment"
                  banks={page.pse.banks}
                  value={(name) => answer?.values?.[name] ?? ""}
                  errors={pseErrors}
                  hint={t("payment.repayment.pseHint")}
                />
              </div>
            ) : null}
          </fieldset>
          <p className="c-row">
            <button type="submit" name="intent" value="pay" className="c-button" aria-disabled={busy || undefined}>
              {busy ? t("payment.repayment.sending") : t("payment.repayment.submit")}
            </button>
            <Link to={page.orderHref} className="c-button c-button--default">
              {t("payment.gateway.viewOrder")}
            </Link>
          </p>
        </Form>
      )}
    </main>
  );
}
