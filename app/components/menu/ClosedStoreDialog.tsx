import { Form } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { useTranslation } from "~/lib/i18n";
import { useMerchantHref } from "~/lib/use-merchant";

/**
 * The closed-store and schedule-only modals (core spec §2): when the store opens again, and that
 * the menu can still be browsed and a cart built. Dismissing is remembered for this closure.
 */
export function ClosedStoreDialog({
  notice,
  closeHref,
}: {
  notice: { scheduleOnly: boolean; untilFurtherNotice: boolean; key: string; nextOpening: string | null; otherStores: string | null };
  closeHref: string;
}) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const titleId = "closed-store-title";
  return (
    <Dialog
      titleId={titleId}
      closeHref={closeHref}
      closeFields={{ intent: "dismiss-closed-notice", key: notice.key }}
      className="c-notice-dialog"
    >
      <h2 id={titleId} tabIndex={-1} className="c-dialog__title">
        {notice.scheduleOnly ? t("closedStore.scheduleOnlyTitle") : t("closedStore.title")}
      </h2>
      {notice.nextOpening ? <p>{notice.nextOpening}</p> : null}
      <p>
        {notice.scheduleOnly
          ? t("closedStore.scheduleOnlyBody")
          : notice.untilFurtherNotice
            ? t("closedStore.untilFurtherNoticeBody")
            : t("closedStore.body")}
      </p>
      <div className="c-row">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="dismiss-closed-notice" />
          <input type="hidden" name="key" value={notice.key} />
          <button type="submit" className="c-button">
            {t("closedStore.browse")}
          </button>
        </Form>
        {notice.scheduleOnly ? (
          // Issue 17: the schedule-only notice leads to choosing a time (decision 029).
          <a className="c-button c-button--default" href={href("/scheduling")}>
            {t("scheduling.choose")}
          </a>
        ) : null}
        {notice.otherStores ? (
          <a className="c-button c-button--default" href={notice.otherStores}>
            {t("closedStore.otherStores")}
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}
