import { Form } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { TextWithMerchantWords, WORDS_SLOT } from "~/components/MerchantWords";
import { useTranslation } from "~/lib/i18n/i18n";
import { useContentLang } from "~/lib/store/use-merchant";

/** Rendered open while the API says `congratulate`; closing it posts `fidelity-seen`, so it works without JavaScript. */
export function FidelityDialog({
  fidelity,
  closeHref,
}: {
  fidelity: { programId: number; name: string; reward: string };
  closeHref: string;
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const titleId = "fidelity-congrats-title";
  const fields = { intent: "fidelity-seen", programId: String(fidelity.programId) };
  return (
    <Dialog
      titleId={titleId}
      closeHref={closeHref}
      closeFields={fields}
      className="c-notice-dialog"
      returnFocusId="fidelity-card-link"
    >
      <h2 id={titleId} tabIndex={-1} className="c-dialog__title">
        {t("fidelity.congrats.title")}
      </h2>
      <p>
        <TextWithMerchantWords text={t("fidelity.congrats.body", { name: WORDS_SLOT })} words={fidelity.name} />
      </p>
      <p>
        <strong lang={lang}>{fidelity.reward}</strong>
      </p>
      <p>{t("fidelity.congrats.next")}</p>
      <Form method="post" preventScrollReset>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="c-button">
          {t("fidelity.congrats.ok")}
        </button>
      </Form>
    </Dialog>
  );
}
