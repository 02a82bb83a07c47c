import { useCallback, useEffect, useRef, useState } from "react";
import { chime, KITCHEN_CHIME } from "~/lib/console/chime";
import type { RoundView } from "~/lib/console/console-tables.server";
import type { KitchenOrderView } from "~/lib/console/kitchen.server";
import { useTranslation } from "~/lib/i18n/i18n";

const SOUND_KEY = "comanda:kitchen-sound";

/**
 * Says each round and order that reaches the kitchen, and chimes the kitchen's own chime for it when
 * this screen turned its sound on; the console's frame keeps the screen fresh (and pauses it). The
 * live region is on the page from the first render so it is heard.
 */
export function KitchenLive({ rounds, orders = [] }: { rounds: RoundView[]; orders?: KitchenOrderView[] }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const [sound, setSound] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const audio = useRef<AudioContext | null>(null);
  const seen = useRef<Set<string> | null>(null);
  const soundOn = useRef(false);
  soundOn.current = sound;

  const audioContext = useCallback((): AudioContext | null => {
    if (typeof AudioContext === "undefined") return null;
    if (!audio.current) {
      const context = new AudioContext();
      context.addEventListener("statechange", () => setBlocked(context.state !== "running"));
      audio.current = context;
    }
    return audio.current;
  }, []);

  const unlock = useCallback(() => {
    const context = audioContext();
    if (context) void context.resume().then(() => setBlocked(context.state !== "running"));
  }, [audioContext]);

  useEffect(() => {
    setHydrated(true);
    if (window.localStorage.getItem(SOUND_KEY) !== "on") return;
    setSound(true);
    const context = audioContext();
    if (!context) return;
    setBlocked(context.state !== "running");
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, [audioContext, unlock]);

  // The first render only remembers what is there.
  useEffect(() => {
    const before = seen.current;
    seen.current = new Set([
      ...rounds.map((round) => `round-${round.id}`),
      ...orders.map((order) => `order-${order.id}`),
    ]);
    if (before === null) return;
    const newRounds = rounds.filter((round) => !before.has(`round-${round.id}`));
    const newOrders = orders.filter((order) => !before.has(`order-${order.id}`));
    const count = newRounds.length + newOrders.length;
    if (count === 0) return;
    if (count > 1)
      setAnnouncement(
        t(newOrders.length ? "console.tables.kitchen.newTickets" : "console.tables.kitchen.newRounds", { count }),
      );
    else if (newRounds[0])
      setAnnouncement(
        t("console.tables.kitchen.newRound", { number: newRounds[0].tableNumber, guest: newRounds[0].guest }),
      );
    else
      setAnnouncement(t("console.tables.kitchen.newOrder", { id: newOrders[0]!.id, type: t(newOrders[0]!.typeKey) }));
    if (soundOn.current && audio.current?.state === "running") chime(audio.current, KITCHEN_CHIME);
  }, [rounds, orders, t]);

  function toggleSound() {
    const next = !sound;
    if (next) {
      unlock();
      const context = audioContext();
      if (context) chime(context, KITCHEN_CHIME);
    }
    setSound(next);
    window.localStorage.setItem(SOUND_KEY, next ? "on" : "off");
  }

  return (
    <>
      <p className="c-visually-hidden" role="status" aria-live="polite" id="kitchen-announcer">
        {announcement}
      </p>
      {hydrated ? (
        <div className="c-console-toolbar c-no-print">
          {sound && blocked ? (
            <button type="button" className="c-button" onClick={unlock}>
              {t("console.alerts.tapForSound")}
            </button>
          ) : null}
          <button type="button" className="c-button c-button--default" aria-pressed={sound} onClick={toggleSound}>
            {t("console.tables.kitchen.sound")}
          </button>
        </div>
      ) : null}
    </>
  );
}
