import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { PixView } from "~/lib/orders/order-view";

/** Without JavaScript there is no copy button, and the field selects its whole code when focused. */
export function PixPayment({ pix, qr }: { pix: PixView; qr: string }) {
  const { t } = useTranslation();
  const field = useRef<HTMLTextAreaElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.code);
      setCopied("copied");
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopied("failed");
    }
  };

  return (
    <section className="c-section" aria-labelledby="pix-title">
      <h2 id="pix-title" className="c-section__title">
        {t("orders.pix.title")}
      </h2>
      <div
        role="img"
        aria-label={t("orders.pix.qrLabel", { amount: pix.amount })}
        data-testid="pix-qr"
        style={{ width: "min(100%, 16rem)", aspectRatio: "1", lineHeight: 0 }}
        dangerouslySetInnerHTML={{ __html: qr }}
      />
      <p>
        <strong>{t("orders.pix.amount", { amount: pix.amount })}</strong>
      </p>
      <p>
        {t("orders.pix.deadline", { time: pix.deadline })} ({t("orders.pix.minutesLeft", { count: pix.minutesLeft })})
      </p>
      <h3>{t("orders.pix.howTo")}</h3>
      <ol>
        <li>{t("orders.pix.step1")}</li>
        <li>{t("orders.pix.step2")}</li>
        <li>{t("orders.pix.step3")}</li>
      </ol>
      <label htmlFor="pix-code" style={{ display: "block", fontWeight: 600 }}>
        {t("orders.pix.codeLabel")}
      </label>
      <textarea
        id="pix-code"
        ref={field}
        readOnly
        rows={4}
        value={pix.code}
        onFocus={(event) => event.currentTarget.select()}
        className="c-input c-textarea"
        style={{ width: "100%", maxWidth: "32rem", fontFamily: "monospace", wordBreak: "break-all", fontSize: "1rem" }}
      />
      {/* Not rendered until the browser can copy: the class's display would beat a hidden attribute. */}
      {canCopy ? (
        <p className="c-row">
          <button type="button" className="c-button" onClick={() => void copy()}>
            {t("orders.pix.copy")}
          </button>
        </p>
      ) : null}
      <div role="status">
        {copied ? <p>{t(copied === "copied" ? "orders.pix.copied" : "orders.pix.copyFailed")}</p> : null}
      </div>
    </section>
  );
}
