import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";
import { QuestionForm } from "~/components/QuestionForm";
import type { CampaignView, LoyaltyEntryView, LoyaltyView, RedeemView } from "~/lib/loyalty/loyalty-view";

export function LoyaltyBalance({ view }: { view: Pick<LoyaltyView, "balance" | "pending" | "rules"> }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="loyalty-balance-title">
      <h2 id="loyalty-balance-title" className="c-section__title">
        {t("loyalty.page.balanceTitle")}
      </h2>
      <dl className="c-summary">
        <dt>{t("loyalty.page.balanceLabel")}</dt>
        <dd data-testid="loyalty-balance">
          <strong>{t("loyalty.points", { count: view.balance })}</strong>
        </dd>
        <dt>{t("loyalty.page.pendingLabel")}</dt>
        <dd data-testid="loyalty-pending">{t("loyalty.points", { count: view.pending })}</dd>
      </dl>
      {view.pending > 0 ? <p className="c-dimmed">{t("loyalty.page.pendingHint")}</p> : null}
      <p className="c-dimmed">
        {t("loyalty.page.rules", { unit: view.rules.unit, points: t("loyalty.points", { count: view.rules.points }) })}
      </p>
    </section>
  );
}

export function LoyaltyExpiring({ expiring, windowDays }: { expiring: LoyaltyView["expiring"]; windowDays: number }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="loyalty-expiring-title">
      <h2 id="loyalty-expiring-title" className="c-section__title">
        {t("loyalty.page.expiringTitle")}
      </h2>
      {expiring.length === 0 ? (
        <p>{t("loyalty.page.expiringNone", { days: windowDays })}</p>
      ) : (
        <ul>
          {expiring.map((entry) => (
            <li key={`${entry.date}-${entry.points}`}>
              {t("loyalty.page.expiringLine", {
                points: t("loyalty.points", { count: entry.points }),
                date: entry.date,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function entryText(
  entry: LoyaltyEntryView,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  if (entry.kind === "BONUS") return entry.description;
  if (entry.orderId === null) return entry.kind === "EXPIRED" ? t("loyalty.page.kind.EXPIRED") : entry.description;
  return t(`loyalty.page.kind.${entry.kind}`, { id: entry.orderId });
}

export function LoyaltyExtract({ entries }: { entries: LoyaltyEntryView[] }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="loyalty-extract-title">
      <h2 id="loyalty-extract-title" className="c-section__title">
        {t("loyalty.page.extractTitle")}
      </h2>
      {entries.length === 0 ? (
        <p>{t("loyalty.page.extractEmpty")}</p>
      ) : (
        <ul className="c-account-list" data-testid="loyalty-extract">
          {entries.map((entry) => (
            <li key={entry.id} className="c-section">
              <p>
                <strong>
                  {entry.points > 0 ? "+" : "−"}
                  {t("loyalty.points", { count: Math.abs(entry.points) })}
                </strong>{" "}
                · {entryText(entry, t)}
              </p>
              <p className="c-dimmed" style={{ margin: 0 }}>
                {entry.date}
                {entry.expires
                  ? ` · ${t(entry.expires.past ? "loyalty.page.expiredOn" : "loyalty.page.expiresOn", { date: entry.expires.date })}`
                  : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CampaignDetails({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{campaign.description}</p>
      {campaign.categories.length > 0 ? (
        <ul>
          {campaign.categories.map((category) => (
            <li key={category.name}>{t(`loyalty.page.campaignCategory_${category.value}`, { name: category.name })}</li>
          ))}
        </ul>
      ) : null}
      {campaign.payment ? (
        <p>
          {t("loyalty.page.campaignPayment", {
            percent: campaign.payment.percent,
            method: t(`checkout.payment.methods.${campaign.payment.method}`),
          })}
        </p>
      ) : null}
      <p className="c-dimmed">
        {campaign.until
          ? t("loyalty.page.campaignUntil", { date: campaign.until })
          : t("loyalty.page.campaignOpenEnded")}
      </p>
    </>
  );
}

export function LoyaltyCampaigns({
  campaigns,
  detailsHref,
}: {
  campaigns: CampaignView[] | null;
  detailsHref: (id: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="loyalty-campaigns-title">
      <h2 id="loyalty-campaigns-title" className="c-section__title">
        {t("loyalty.page.campaignsTitle")}
      </h2>
      {campaigns === null ? (
        <p role="alert">{t("loyalty.page.campaignsFailed")}</p>
      ) : campaigns.length === 0 ? (
        <p>{t("loyalty.page.campaignsEmpty")}</p>
      ) : (
        <ul className="c-account-list">
          {campaigns.map((campaign) => (
            <li key={campaign.id} className="c-section">
              <p>
                <strong>{campaign.name}</strong>
              </p>
              <p>
                <Link
                  id={`campaign-${campaign.id}`}
                  to={detailsHref(campaign.id)}
                  preventScrollReset
                  aria-label={t("loyalty.page.campaignDetailsOf", { name: campaign.name })}
                >
                  {t("loyalty.page.campaignDetails")}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface RedeemListProps {
  products: RedeemView[];
  busy: boolean;
  error: { itemId: number | null; message: string } | null;
  /** Asked in place of its button (decision 031). */
  askAge: number | null;
  pageHref: string;
}

export function RedeemList({ products, busy, error, askAge, pageHref }: RedeemListProps) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="loyalty-redeem-title">
      <h2 id="loyalty-redeem-title" className="c-section__title">
        {t("loyalty.page.redeemTitle")}
      </h2>
      {error && error.itemId === null ? (
        <p role="alert" className="c-field-error" id="loyalty-redeem-error" tabIndex={-1}>
          {t(error.message)}
        </p>
      ) : null}
      {products.length === 0 ? (
        <p>{t("loyalty.page.redeemEmpty")}</p>
      ) : (
        <ul className="c-account-list">
          {products.map((product) => {
            const hintId = `redeem-${product.itemId}-hint`;
            const errorId = `redeem-${product.itemId}-error`;
            const failed = error?.itemId === product.itemId;
            const points = t("loyalty.points", { count: product.points });
            return (
              <li key={product.itemId} className="c-section">
                <p>
                  <strong>{product.name}</strong> · {points}
                </p>
                {product.description ? <p className="c-dimmed">{product.description}</p> : null}
                {askAge === product.itemId ? (
                  <QuestionForm
                    id={`redeem-${product.itemId}-age`}
                    question={t("age.question")}
                    intent="redeem-over18"
                    fields={{ item_id: String(product.itemId) }}
                    yes={t("age.confirm")}
                    no={t("loyalty.page.ageDecline")}
                    noHref={pageHref}
                    busy={busy}
                  />
                ) : (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="redeem" />
                    <input type="hidden" name="item_id" value={product.itemId} />
                    <button
                      type="submit"
                      className="c-button"
                      disabled={busy || !product.affordable}
                      aria-label={t("loyalty.page.redeemOne", { name: product.name, points })}
                      aria-describedby={
                        [product.affordable ? null : hintId, failed ? errorId : null].filter(Boolean).join(" ") ||
                        undefined
                      }
                    >
                      {t("loyalty.page.redeem")}
                    </button>
                  </Form>
                )}
                {product.affordable ? null : (
                  <p id={hintId} className="c-dimmed">
                    {t("loyalty.page.missing", { points: t("loyalty.points", { count: product.missing }) })}
                  </p>
                )}
                {failed ? (
                  <p id={errorId} role="alert" className="c-field-error" tabIndex={-1}>
                    {t(error.message)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
