import { Form } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { useTranslation } from "~/lib/i18n/i18n";
import { useContentLang, useMerchantHref } from "~/lib/store/use-merchant";
import { TextWithMerchantWords, WORDS_SLOT } from "~/components/MerchantWords";

export interface ClosedNotice {
  kind: "closed";
  atTable: boolean;
  scheduleOnly: boolean;
  canSchedule: boolean;
  untilFurtherNotice: boolean;
  key: string;
  nextOpening: string | null;
  otherStores: string | null;
}

export interface WelcomeNotice {
  kind: "welcome";
  name: string;
  description: string | null;
  logo: string | null;
}

export interface PointsNotice {
  kind: "points";
  points: number;
  date: string;
  key: string;
}

export type StoreNotice = ClosedNotice | WelcomeNotice | PointsNotice;

/** One island for both the closed-store notices and the welcome: the same dialog with other words. */
export function ClosedStoreDialog({ notice, closeHref }: { notice: StoreNotice; closeHref: string }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const lang = useContentLang();
  const titleId = "closed-store-title";
  const dismiss: Record<string, string> =
    notice.kind === "welcome"
      ? { intent: "dismiss-welcome" }
      : notice.kind === "points"
        ? { intent: "dismiss-points-alert", key: notice.key }
        : { intent: "dismiss-closed-notice", key: notice.key };
  return (
    <Dialog titleId={titleId} closeHref={closeHref} closeFields={dismiss} className="c-notice-dialog">
      {notice.kind === "welcome" ? (
        <>
          {notice.logo ? (
            <img className="c-notice-dialog__logo" src={notice.logo} alt="" width={72} height={72} />
          ) : null}
          <h2 id={titleId} tabIndex={-1} className="c-dialog__title">
            <TextWithMerchantWords text={t("welcome.title", { name: WORDS_SLOT })} words={notice.name} />
          </h2>
          {notice.description ? <p lang={lang}>{notice.description}</p> : null}
          <p>{t("welcome.body")}</p>
        </>
      ) : notice.kind === "points" ? (
        <>
          <h2 id={titleId} tabIndex={-1} className="c-dialog__title">
            {t("pointsAlert.title")}
          </h2>
          <p>{t("pointsAlert.body", { count: notice.points, date: notice.date })}</p>
        </>
      ) : (
        <>
          <h2 id={titleId} tabIndex={-1} className="c-dialog__title">
            {notice.atTable
              ? t("closedStore.tableTitle")
              : notice.scheduleOnly
                ? t("closedStore.scheduleOnlyTitle")
                : t("closedStore.title")}
          </h2>
          {notice.nextOpening ? <p>{notice.nextOpening}</p> : null}
          <p>
            {notice.atTable
              ? t("closedStore.tableBody")
              : notice.scheduleOnly
                ? t("closedStore.scheduleOnlyBody")
                : notice.untilFurtherNotice
                  ? t("closedStore.untilFurtherNoticeBody")
                  : notice.canSchedule
                    ? t("closedStore.scheduleBody")
                    : t("closedStore.body")}
          </p>
        </>
      )}
      <div className="c-row">
        <Form method="post" preventScrollReset>
          {Object.entries(dismiss).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="c-button">
            {t("closedStore.browse")}
          </button>
          {/* Seen too: the alert does not wait on the menu for the customer's way back. */}
          {notice.kind === "points" ? (
            <button type="submit" name="then" value="loyalty" className="c-button c-button--default">
              {t("pointsAlert.seePoints")}
            </button>
          ) : null}
        </Form>
        {notice.kind === "closed" && (notice.scheduleOnly || notice.canSchedule) ? (
          <a className="c-button c-button--default" href={href("/scheduling")}>
            {notice.scheduleOnly ? t("scheduling.choose") : t("closedStore.schedule")}
          </a>
        ) : null}
        {notice.kind === "closed" && notice.otherStores ? (
          <a className="c-button c-button--default" href={notice.otherStores}>
            {t("closedStore.otherStores")}
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}
