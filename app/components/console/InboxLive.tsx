import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { InboxLine } from "~/lib/console-orders.server";
import { useTranslation } from "~/lib/i18n";

/** How often the inbox asks for new orders while it is on screen. */
export const INBOX_POLL_MS = 3_000;

const SOUND_KEY = "comanda:console-sound";

/** Two short tones: loud enough over a kitchen, made in the browser (no file to download). */
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

/**
 * What keeps the inbox current with JavaScript: it asks again every INBOX_POLL_MS while the page is
 * visible (with a control to pause it, WCAG 2.2.2), says each new order in a live region that is
 * on the page from the start, puts the count awaiting an answer in the tab's title, and chimes when
 * the staff turned the sound on (browsers allow sound only after a tap, so it is a button). Without
 * JavaScript none of this renders: the page's refresh link is the control.
 */
export function InboxLive({ waiting, newestWaitingId, orders }: { waiting: number; newestWaitingId: number | null; orders: InboxLine[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [hydrated, setHydrated] = useState(false);
  const [paused, setPaused] = useState(false);
  const [sound, setSound] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const audio = useRef<AudioContext | null>(null);
  // The newest order awaiting an answer when the page was last drawn (undefined: not drawn yet).
  const lastSeen = useRef<number | null | undefined>(undefined);

  // The sound chosen before, kept by this browser; it can play once the page has had a tap or a key.
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

  // Ask again on a timer, only while shown and not already asking.
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, INBOX_POLL_MS);
    return () => window.clearInterval(timer);
  }, [paused, revalidator]);

  // A newer order awaiting an answer than the last one seen: say it, and chime.
  useEffect(() => {
    const previous = lastSeen.current;
    lastSeen.current = newestWaitingId;
    // The orders there when the page opened are not news; the first one after an empty inbox is.
    if (previous === undefined || newestWaitingId === null || (previous !== null && newestWaitingId <= previous)) return;
    const order = orders.find((line) => line.id === newestWaitingId);
    setAnnouncement(
      order ? t("console.inbox.newOrder", { id: order.id, customer: order.customer, total: order.total }) : t("console.inbox.newOrders", { count: waiting }),
    );
    if (sound && audio.current) chime(audio.current);
  }, [newestWaitingId, orders, waiting, sound, t]);

  // The count in the tab's title, so a tablet showing another tab still says it.
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
