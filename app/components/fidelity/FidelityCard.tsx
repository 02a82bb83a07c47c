import { useTranslation } from "~/lib/i18n/i18n";
import { useContentLang, useMerchantHref } from "~/lib/store/use-merchant";
import { TextWithMerchantWords, WORDS_SLOT } from "~/components/MerchantWords";
import { FidelityProgress } from "./FidelityProgress";

export interface FidelityCardData {
  name: string;
  modality: "ORDERS" | "ITEMS" | "POINTS";
  progress: number;
  goal: number;
  reward: string;
  rewardAvailable: boolean;
}

export function FidelityCard({ fidelity }: { fidelity: FidelityCardData }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const lang = useContentLang();
  return (
    <section className="c-container" aria-labelledby="fidelity-card-title">
      <div className="c-fidelity-card">
        <h2 id="fidelity-card-title" className="c-fidelity-card__title">
          {t("fidelity.card.title")}:{" "}
          <span className="c-fidelity-card__name" lang={lang}>
            {fidelity.name}
          </span>
        </h2>
        <FidelityProgress
          id="fidelity-card-progress"
          modality={fidelity.modality}
          progress={fidelity.progress}
          goal={fidelity.goal}
        />
        <p className="c-dimmed">
          <TextWithMerchantWords
            text={t(fidelity.rewardAvailable ? "fidelity.card.rewardReady" : "fidelity.card.rewardNext", {
              reward: WORDS_SLOT,
            })}
            words={fidelity.reward}
          />
        </p>
        <a id="fidelity-card-link" href={href("/fidelity")} className="c-fidelity-card__link" data-discover="true">
          {t("fidelity.card.details")}
        </a>
      </div>
    </section>
  );
}
