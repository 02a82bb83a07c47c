import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { RoundView } from "~/lib/console/console-tables.server";
import { useTranslation } from "~/lib/i18n/i18n";

/** A control pauses the polling (WCAG 2.2.2); the live region is on the page from the first render so it is heard. */
export function KitchenLive({ rounds, seconds }: { rounds: RoundView[]; seconds: number }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [hydrated, setHydrated] = useState(false);
  const [paused, setPaused] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const seen = useRef<Set<number> | null>(null);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [paused, revalidator, seconds]);

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
    <>
      <p className="c-visually-hidden" role="status" aria-live="polite" id="kitchen-announcer">
        {announcement}
      </p>
      {hydrated ? (
        <div className="c-console-toolbar c-no-print" data-testid="kitchen-live">
          <span className="c-console-meta">
            {paused ? t("console.tables.kitchen.paused") : t("console.tables.kitchen.live", { count: seconds })}
          </span>
          <button type="button" className="c-button c-button--default" onClick={() => setPaused(!paused)}>
            {paused ? t("console.tables.kitchen.resume") : t("console.tables.kitchen.pause")}
          </button>
        </div>
      ) : null}
    </>
  );
}
