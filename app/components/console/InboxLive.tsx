import { useParams, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { InboxLine } from "~/lib/console/console-orders.server";
import { useLiveUpdates } from "~/lib/console/live";
import { consoleHref } from "~/lib/console/console-paths";
import { useTranslation } from "~/lib/i18n/i18n";

const SOUND_KEY = "comanda:console-sound";

/** Made in the browser: no file to download. */
function chime(context: AudioContext): void {
  const start = context.currentTime;
  [0, 0.25].forEach((offset, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = index === 0 ? 880 : 1320;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.22);
  });
}

/** Live updates can be paused (WCAG 2.2.2); sound is a button because browsers allow it only after a tap. */
export function InboxLive({
  waiting,
  newestWaitingId,
  orders,
}: {
  waiting: number;
  newestWaitingId: number | null;
  orders: InboxLine[];
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [hydrated, setHydrated] = useState(false);
  const [paused, setPaused] = useState(false);
  const [sound, setSound] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const audio = useRef<AudioContext | null>(null);
  const lastSeen = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    setHydrated(true);
    if (window.localStorage.getItem(SOUND_KEY) !== "on") return;
    setSound(true);
    const unlock = () => {
      audio.current ??= new AudioContext();
      void audio.current.resume();
    };
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, []);

  // Pushed, not polled (decision 090): one read per order event; paused, no live updates at all.
  const { slug } = useParams();
  useLiveUpdates(paused || !slug ? null : consoleHref(slug, "/live"), () => revalidator.revalidate());

  useEffect(() => {
    const previous = lastSeen.current;
    lastSeen.current = newestWaitingId;
    // The orders there when the page opened are not news; the first one after an empty inbox is.
    if (previous === undefined || newestWaitingId === null || (previous !== null && newestWaitingId <= previous))
      return;
    const order = orders.find((line) => line.id === newestWaitingId);
    setAnnouncement(
      order
        ? t("console.inbox.newOrder", { id: order.id, customer: order.customer, total: order.total })
        : t("console.inbox.newOrders", { count: waiting }),
    );
    if (sound && audio.current) chime(audio.current);
  }, [newestWaitingId, orders, waiting, sound, t]);

  // A tablet showing another tab still says it.
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, "");
    document.title = waiting > 0 ? `(${waiting}) ${base}` : base;
  }, [waiting]);

  function toggleSound() {
    const next = !sound;
    if (next) {
      audio.current ??= new AudioContext();
      void audio.current.resume();
      chime(audio.current);
    }
    setSound(next);
    window.localStorage.setItem(SOUND_KEY, next ? "on" : "off");
  }

  return (
    <>
      {/* On the page from the first render, so that what it says later is heard. */}
      <p className="c-visually-hidden" role="status" aria-live="polite" id="console-announcer">
        {announcement}
      </p>
      {hydrated ? (
        <div className="c-console-toolbar c-no-print">
          <span className="c-console-meta">{paused ? t("console.inbox.paused") : t("console.inbox.live")}</span>
          <button type="button" className="c-button c-button--default" onClick={() => setPaused(!paused)}>
            {paused ? t("console.inbox.resume") : t("console.inbox.pause")}
          </button>
          <button type="button" className="c-button c-button--default" onClick={toggleSound}>
            {sound ? t("console.inbox.sound.off") : t("console.inbox.sound.enable")}
          </button>
        </div>
      ) : null}
    </>
  );
}
