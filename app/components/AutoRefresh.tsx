import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useDataSaver } from "~/lib/page/data-saver";
import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchantHref } from "~/lib/store/use-merchant";

/** The toggle's redirect lands here, so a page reloaded without JavaScript opens at the control. */
export const AUTO_REFRESH_ANCHOR = "auto-refresh";
// One fetcher for the control and the page's polling, so polling stops the moment the button is pressed.
const FETCHER_KEY = "auto-refresh";

/** Inside <noscript>, so that with JavaScript the page polls instead of reloading. */
export function RefreshWithoutScript({ seconds }: { seconds: number | null }) {
  // The data-saver mode sends no script to poll with, so the page always reloads itself.
  const saver = useDataSaver();
  if (!seconds) return null;
  if (saver) return <meta httpEquiv="refresh" content={String(seconds)} />;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  );
}

/** The server's answer, or the choice a toggle is sending right now. */
export function useAutoRefreshStopped(stopped: boolean): boolean {
  const sending = useFetcher({ key: FETCHER_KEY }).formData?.get("autoRefresh");
  return sending === "off" ? true : sending === "on" ? false : stopped;
}

/** With JavaScript the toggle is a fetcher, so the page stays where it is. */
export function AutoRefreshControl({
  stopped,
  note,
  self,
  refreshLabel,
}: {
  stopped: boolean;
  note: string;
  self: string;
  refreshLabel: string;
}) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const sending = fetcher.formData?.get("autoRefresh");
  // Rendered empty with the page, so that screen readers announce what the toggle did.
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    if (sending === "off" || sending === "on")
      setSaid(sending === "off" ? "autoRefresh.stoppedNow" : "autoRefresh.resumedNow");
  }, [sending]);
  return (
    <div id={AUTO_REFRESH_ANCHOR} data-testid="auto-refresh">
      <p>{stopped ? t("autoRefresh.stopped", { refresh: refreshLabel }) : note}</p>
      <div className="c-row">
        <fetcher.Form method="post" action={href("/auto-refresh")} preventScrollReset>
          <input type="hidden" name="returnTo" value={self} />
          <button
            type="submit"
            name="autoRefresh"
            value={stopped ? "on" : "off"}
            className="c-button c-button--default"
          >
            {t(stopped ? "autoRefresh.resume" : "autoRefresh.stop")}
          </button>
        </fetcher.Form>
        <Link to={self} className="c-button c-button--default">
          {refreshLabel}
        </Link>
      </div>
      <div role="status" className="c-visually-hidden">
        {said ? <p>{t(said)}</p> : null}
      </div>
    </div>
  );
}
