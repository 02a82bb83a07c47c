import type { CardView } from "~/lib/accounts/profile-view";
import { useTranslation } from "~/lib/i18n/i18n";

/** The same everywhere a card is chosen to pay. */
export function SavedCardLabel({ card }: { card: CardView }) {
  const { t } = useTranslation();
  const name = t("cards.name", { brand: t(card.brandKey), lastFour: card.lastFour });
  return (
    <>
      {t("payment.repayment.card", { card: card.nickname ? `${name} · ${card.nickname}` : name, expiry: card.expiry })}
      {card.lastUsed ? (
        <>
          {" · "}
          <span className="c-tag">{t("cards.lastUsed")}</span>
        </>
      ) : null}
    </>
  );
}
