import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchantHref } from "~/lib/store/use-merchant";

export function sendRefusal(reply: SubmissionResult<string[]> | null | undefined): string | null {
  const values = (reply?.initialValue ?? {}) as Record<string, unknown>;
  if (!reply || values.intent !== "send") return null;
  return Object.values(reply.error ?? {}).find((errors) => errors?.[0])?.[0] ?? null;
}

/** The form names its cart, so a second tap (or a reload of the POST) asks the API for the same round. */
export function SendRoundForm({
  cartGuid,
  total,
  reply,
  takesRounds = true,
}: {
  cartGuid: string;
  total: string;
  reply: SubmissionResult<string[]> | null | undefined;
  takesRounds?: boolean;
}) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const navigation = useNavigation();
  const refusal = sendRefusal(reply);
  const message = useRef<HTMLParagraphElement>(null);
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  useEffect(() => {
    if (refusal) message.current?.focus();
  }, [refusal, reply]);
  if (!takesRounds) {
    return (
      <div className="c-cart-checkout">
        <p className="c-alert c-alert--info c-cart-checkout__feedback">{t("table.cart.closed")}</p>
        <Link to={href("/table/bill")} className="c-button c-cart-checkout__button">
          {t("table.cart.bill")}
        </Link>
      </div>
    );
  }
  return (
    <Form
      method="post"
      preventScrollReset
      className="c-cart-checkout"
      onSubmit={(event) => {
        if (navigation.state !== "idle") event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="cart" value={cartGuid} />
      {refusal ? (
        <p
          ref={message}
          id="send-feedback"
          role="alert"
          tabIndex={-1}
          autoFocus
          className="c-alert c-alert--error c-cart-checkout__feedback"
        >
          {t(refusal)}
        </p>
      ) : null}
      <p className="c-dimmed">{t("table.cart.intro")}</p>
      <button
        type="submit"
        id="send-round-button"
        className="c-button c-cart-checkout__button"
        aria-disabled={sending || undefined}
      >
        {sending ? t("table.cart.sending") : t("table.cart.send")} · {total}
      </button>
    </Form>
  );
}
