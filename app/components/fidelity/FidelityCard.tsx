import { useTranslation } from "~/lib/i18n";
import { useMerchantHref } from "~/lib/use-merchant";
import { FidelityProgress } from "./FidelityProgress";

export interface FidelityCardData {
  name: string;
  modality: "ORDERS" | "ITEMS" | "POINTS";
  progress: number;
  goal: number;
  reward: string;
  rewardAvailable: boolean;
}

/** The logged-in client's progress on the menu: compact, with a link to the programme's page. */
export function FidelityCard({ fidelity }: { fidelity: FidelityCardData }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  return (
    <section className="c-container" aria-labelledby="fidelity-card-title">
      <div className="c-fidelity-card">
        <h2 id="fidelity-card-title" className="c-fidelity-card__title">
          {t("fidelity.card.title")}: <span className="c-fidelity-card__name">{fidelity.name}</span>
        </h2>
        <FidelityProgress id="fidelity-card-progress" modality={fidelity.modality} progress={fidelity.progress} goal={fidelity.goal} />
        <p className="c-dimmed">
          {fidelity.rewardAvailable ? t("fidelity.card.rewardReady", { reward: fidelity.reward }) : t("fidelity.card.rewardNext", { reward: fidelity.reward })}
        </p>
        <a id="fidelity-card-link" href={href("/fidelity")} className="c-fidelity-card__link" data-discover="true">
          {t("fidelity.card.details")}
        </a>
      </div>
    </section>
  );
}
