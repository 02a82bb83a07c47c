import { useEffect, useRef, useState } from "react";
import { KITCHEN_CHIME } from "~/lib/console/chime";
import type { RoundView } from "~/lib/console/console-tables.server";
import type { KitchenOrderView } from "~/lib/console/kitchen.server";
import { useSavedSound } from "~/lib/console/use-saved-sound";
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
  const { hydrated, sound, blocked, unlock, play, toggle } = useSavedSound(SOUND_KEY, KITCHEN_CHIME);
  const seen = useRef<Set<string> | null>(null);

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
    play();
  }, [rounds, orders, t, play]);

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
          <button type="button" className="c-button c-button--default" aria-pressed={sound} onClick={toggle}>
            {t("console.tables.kitchen.sound")}
          </button>
        </div>
      ) : null}
    </>
  );
}
