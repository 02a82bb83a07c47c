import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** Never while the tab is hidden, and once more when shown again; answers what the live region says of a change. */
export function useOrderPolling(seconds: number | null, statusText: string, status: string): string | null {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const idle = useRef(true);
  idle.current = revalidator.state === "idle";

  useEffect(() => {
    if (!seconds) return;
    const tick = () => {
      if (document.visibilityState === "visible" && idle.current) revalidate.current();
    };
    const timer = window.setInterval(tick, seconds * 1000);
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [seconds]);

  const first = useRef(status);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  useEffect(() => {
    if (status !== first.current) setAnnouncement(statusText);
  }, [status, statusText]);
  return announcement;
}
