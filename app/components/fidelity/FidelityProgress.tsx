import { useTranslation } from "~/lib/i18n/i18n";

/** The bar says the same as the text to assistive technology. */
export function FidelityProgress({
  id,
  modality,
  progress,
  goal,
}: {
  id: string;
  modality: "ORDERS" | "ITEMS" | "POINTS";
  progress: number;
  goal: number;
}) {
  const { t } = useTranslation();
  const text = t(`fidelity.progress.${modality}`, { progress, goal });
  return (
    <div className="c-fidelity-progress">
      <p id={id} className="c-fidelity-progress__text">
        {text}
      </p>
      <progress className="c-fidelity-progress__bar" max={goal} value={progress} aria-labelledby={id}>
        {text}
      </progress>
    </div>
  );
}
