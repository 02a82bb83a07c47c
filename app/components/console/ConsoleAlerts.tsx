import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { arrivedIds, CHIME_REPEAT_MS, type ConsoleAlertsView } from "~/lib/console/console-alerts";
import { useConsoleRefresh } from "~/lib/console/use-console-refresh";
import { useSavedSound } from "~/lib/console/use-saved-sound";
import { useTranslation } from "~/lib/i18n/i18n";

const SOUND_KEY = "comanda:console-sound";
const REPEAT_KEY = "comanda:console-sound-repeat";

/**
 * On every console page: how many orders await an answer and how long the oldest has waited; each id
 * not seen before (a new order, a PIX just paid) is said in a live region that is there from the first
 * render and chimes; the chime repeats until someone answers, unless this screen turned that off.
 * Browsers allow sound only after a tap, so a screen reloaded with the sound on shows a button for it.
 */
export function ConsoleAlerts({ alerts, inboxHref }: { alerts: ConsoleAlertsView | null; inboxHref: string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const { hydrated, sound, blocked, unlock, play, toggle } = useSavedSound(SOUND_KEY);
  const [repeat, setRepeat] = useState(true);
  const [announcement, setAnnouncement] = useState("");
  const seen = useRef<Set<number> | null>(null);
  const count = alerts?.count ?? 0;
  useConsoleRefresh(paused);

  useEffect(() => setRepeat(window.localStorage.getItem(REPEAT_KEY) !== "off"), []);

  useEffect(() => {
    if (!alerts) return;
    const arrived = arrivedIds(seen.current, alerts.ids);
    seen.current = new Set([...(seen.current ?? []), ...alerts.ids]);
    if (arrived.length === 0) return;
    setAnnouncement(
      arrived.length === 1
        ? t("console.alerts.newOrder", { id: arrived[0] })
        : t("console.alerts.newOrders", { ids: arrived.join(", ") }),
    );
    play();
  }, [alerts, play, t]);

  useEffect(() => {
    if (!sound || !repeat || count === 0) return;
    const timer = window.setInterval(play, CHIME_REPEAT_MS);
    return () => window.clearInterval(timer);
  }, [sound, repeat, count, play]);

  // A tablet showing another tab still says it.
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, "");
    document.title = count > 0 ? `(${count}) ${base}` : base;
  });

  function toggleRepeat() {
    setRepeat(!repeat);
    window.localStorage.setItem(REPEAT_KEY, repeat ? "off" : "on");
  }

  const oldest = alerts?.oldestMinutes ?? null;
  return (
    <div className={`c-console-alerts${count > 0 ? " c-console-alerts--some" : ""}`} data-testid="console-alerts">
      {/* On the page from the first render, so that what it says later is heard. */}
      <div id="console-announcer" className="c-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <p className="c-console-alerts__count">
        {alerts === null ? (
          t("console.alerts.unknown")
        ) : count > 0 ? (
          <>
            <Link to={inboxHref}>{t("console.inbox.waiting", { count })}</Link>
            {oldest !== null ? (
              <span>
                {" · "}
                {oldest < 1 ? t("console.alerts.oldestNow") : t("console.alerts.oldest", { count: oldest })}
              </span>
            ) : null}
          </>
        ) : (
          t("console.inbox.waitingNone")
        )}
      </p>
      {hydrated ? (
        <div className="c-console-alerts__controls c-no-print">
          {sound && blocked ? (
            <button type="button" className="c-button" onClick={unlock}>
              {t("console.alerts.tapForSound")}
            </button>
          ) : null}
          {paused ? <span className="c-console-meta">{t("console.inbox.paused")}</span> : null}
          <button type="button" className="c-button c-button--default" onClick={() => setPaused(!paused)}>
            {paused ? t("console.inbox.resume") : t("console.inbox.pause")}
          </button>
          <button type="button" className="c-button c-button--default" onClick={toggle}>
            {sound ? t("console.inbox.sound.off") : t("console.inbox.sound.enable")}
          </button>
          {sound ? (
            <button type="button" className="c-button c-button--default" aria-pressed={repeat} onClick={toggleRepeat}>
              {t("console.alerts.repeat")}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
