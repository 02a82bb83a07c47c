import type { CardView } from "~/lib/profile-view";
import { useTranslation } from "~/lib/i18n";

/**
 * A saved card where one is chosen to pay (checkout, repayment): brand and last four digits, the
 * customer's nickname for it, its expiry, and whether it is the card used last, the same everywhere.
 */
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
