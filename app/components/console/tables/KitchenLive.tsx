import { useEffect, useRef, useState } from "react";
import type { RoundView } from "~/lib/console/console-tables.server";
import { useTranslation } from "~/lib/i18n/i18n";

/**
 * Says each round that arrives; the console's alert bar keeps the screen fresh (and pauses it). The
 * live region is on the page from the first render so it is heard.
 */
export function KitchenLive({ rounds }: { rounds: RoundView[] }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  const seen = useRef<Set<number> | null>(null);

  // The first render only remembers what is there.
  useEffect(() => {
    const before = seen.current;
    seen.current = new Set(rounds.map((round) => round.id));
    if (before === null) return;
    const arrived = rounds.filter((round) => !before.has(round.id));
    if (arrived.length === 1)
      setAnnouncement(
        t("console.tables.kitchen.newRound", { number: arrived[0]!.tableNumber, guest: arrived[0]!.guest }),
      );
    else if (arrived.length > 1) setAnnouncement(t("console.tables.kitchen.newRounds", { count: arrived.length }));
  }, [rounds, t]);

  return (
    <p className="c-visually-hidden" role="status" aria-live="polite" id="kitchen-announcer">
      {announcement}
    </p>
  );
}
