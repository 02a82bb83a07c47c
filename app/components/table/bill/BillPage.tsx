import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AutoRefreshControl, RefreshWithoutScript, useAutoRefreshStopped } from "~/components/AutoRefresh";
import { useOrderPolling } from "~/components/orders/use-order-polling";
import { useTranslation } from "~/lib/i18n/i18n";
import {
  BILL_POLL_SECONDS,
  BILL_REFRESH_SECONDS,
  type BillLineView,
  type BillView,
} from "~/lib/tables/table-bill-view";

const DETAILS = { margin: 0, fontSize: ".875rem", color: "var(--mantine-color-dimmed)" } as const;

export interface BillPageData {
  title: string;
  bill: BillView;
  store: { name: string };
  notice: string | null;
  hrefs: { self: string; menu: string };
  autoRefreshStopped: boolean;
}

export interface BillActionData {
  formError: string | null;
  confirmClose: boolean;
}

function Lines({ lines }: { lines: BillLineView[] }) {
  return (
    <ul className="c-list" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {lines.map((line) => (
        <li
          key={line.key}
          className="c-row"
          style={{ justifyContent: "space-between", alignItems: "flex-start", gap: ".5rem" }}
        >
          <div>
            <span>
              {line.quantity}× {line.name}
            </span>
            {line.details.filter(Boolean).map((detail) => (
              <p key={detail} style={DETAILS}>
                {detail}
              </p>
            ))}
            {line.notes ? <p style={DETAILS}>{line.notes}</p> : null}
          </div>
          <span style={{ whiteSpace: "nowrap" }}>{line.total}</span>
        </li>
      ))}
    </ul>
  );
}

function Amount({
  label,
  amount,
  strong = false,
  testId,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className="c-row"
      style={{ justifyContent: "space-between", fontWeight: strong ? 700 : undefined }}
      data-testid={testId}
    >
      <dt>{label}</dt>
      <dd style={{ margin: 0, whiteSpace: "nowrap" }}>{amount}</dd>
    </div>
  );
}

export function BillPage({ page, answer }: { page: BillPageData; answer: BillActionData | null }) {
  const { t } = useTranslation();
  const { bill, hrefs } = page;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const statusText = t(bill.statusKey);
  const stopped = useAutoRefreshStopped(page.autoRefreshStopped);
  const [polling, setPolling] = useState(false);
  useEffect(() => setPolling(true), []);
  const announcement = useOrderPolling(
    bill.refreshSeconds && !stopped ? BILL_POLL_SECONDS : null,
    t("tableBill.statusNow", { status: statusText }),
    bill.status,
  );
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer?.formError) messageRef.current?.focus();
  }, [answer]);
  const closed = bill.status === "CLOSED";

  return (
    <main id="main" className="c-container c-page" aria-busy={busy || undefined}>
      <RefreshWithoutScript seconds={stopped ? null : bill.refreshSeconds} />
      <p>
        <Link to={hrefs.menu} className="c-back-link">
          ← {t("tableBill.back")}
        </Link>
      </p>
      <h1 id="bill-title" tabIndex={-1}>
        {page.title}
      </h1>
      <div role="status" className="c-cart-status">
        {announcement ? (
          <p key={announcement} className="c-snackbar">
            {announcement}
          </p>
        ) : page.notice ? (
          <p className="c-snackbar">{page.notice}</p>
        ) : null}
      </div>
      {answer?.formError ? (
        <p role="alert" className="c-alert c-alert--error" tabIndex={-1} ref={messageRef}>
          {t(answer.formError)}
        </p>
      ) : null}

      <section className="c-section" aria-labelledby="bill-status-title">
        <h2 id="bill-status-title" className="c-section__title" data-testid="bill-status">
          {statusText}
        </h2>
        <p>{t(`tableBill.statusHint.${bill.status}`)}</p>
        {closed ? (
          <>
            <p>{t("tableBill.closed.thanks", { store: page.store.name })}</p>
            <p>
              <Link to={hrefs.menu} className="c-button">
                {t("tableBill.closed.menu")}
              </Link>
            </p>
          </>
        ) : (
          <AutoRefreshControl
            stopped={stopped}
            note={t("autoRefresh.page", {
              count: polling ? BILL_POLL_SECONDS : (bill.refreshSeconds ?? BILL_REFRESH_SECONDS),
            })}
            self={hrefs.self}
            refreshLabel={t("tableBill.refresh")}
          />
        )}
      </section>

      {answer?.confirmClose && bill.canClose ? (
        <Form method="post" className="c-alert c-alert--info c-section">
          <p id="close-question">{t("tableBill.close.question")}</p>
          <div className="c-row">
            <button
              type="submit"
              name="intent"
              value="close-confirm"
              className="c-button"
              aria-describedby="close-question"
              autoFocus
              disabled={busy}
            >
              {t("tableBill.close.confirm")}
            </button>
            <Link to={hrefs.self} className="c-button c-button--default">
              {t("tableBill.close.keep")}
            </Link>
          </div>
        </Form>
      ) : null}
      {bill.canClose ? (
        <div className="c-row c-section">
          {!answer?.confirmClose ? (
            <Form method="post">
              <button type="submit" name="intent" value="close" className="c-button" disabled={busy}>
                {t("tableBill.close.button")}
              </button>
            </Form>
          ) : null}
          <Link to={hrefs.menu} className="c-button c-button--default">
            {t("tableBill.orderMore")}
          </Link>
        </div>
      ) : null}

      {bill.empty ? (
        <p className="c-section">{t("tableBill.empty")}</p>
      ) : (
        <>
          {bill.guests.map((guest) => (
            <section
              key={guest.id}
              className="c-section"
              aria-labelledby={`guest-${guest.id}`}
              data-testid="bill-guest"
            >
              <h2 id={`guest-${guest.id}`} className="c-section__title">
                {guest.mine ? t("tableBill.guest.you", { name: guest.name }) : guest.name}
              </h2>
              {guest.rounds.length === 0 ? (
                <p>{t("tableBill.guest.nothing")}</p>
              ) : (
                guest.rounds.map((round, index) => (
                  <div key={round.id} style={{ marginBlockEnd: ".75rem" }}>
                    <h3 style={{ fontSize: "1rem", margin: ".5rem 0" }}>
                      {round.sentAt
                        ? t("tableBill.round.at", { number: index + 1, time: round.sentAt })
                        : t("tableBill.round.title", { number: index + 1 })}
                    </h3>
                    <Lines lines={round.lines} />
                  </div>
                ))
              )}
              <dl style={{ margin: 0 }}>
                <Amount label={t("tableBill.guest.subtotal")} amount={guest.subtotal} />
              </dl>
            </section>
          ))}
          <section className="c-section" aria-labelledby="bill-total-title">
            <h2 id="bill-total-title" className="c-section__title">
              {t("tableBill.summary.title")}
            </h2>
            <dl style={{ margin: 0 }}>
              <Amount label={t("tableBill.summary.subtotal")} amount={bill.subtotal} testId="bill-subtotal" />
              {bill.serviceCharge ? (
                <Amount
                  label={
                    bill.serviceCharge.percent
                      ? t("tableBill.summary.servicePercent", { percent: bill.serviceCharge.percent })
                      : t("tableBill.summary.service")
                  }
                  amount={bill.serviceCharge.amount}
                  testId="bill-service"
                />
              ) : null}
              {bill.adjustments.map((adjustment) => (
                <Amount
                  key={adjustment.name}
                  label={adjustment.name}
                  amount={adjustment.discount ? `− ${adjustment.amount}` : adjustment.amount}
                />
              ))}
              <Amount label={t("tableBill.summary.total")} amount={bill.total} strong testId="bill-total" />
            </dl>
          </section>
        </>
      )}
    </main>
  );
}
