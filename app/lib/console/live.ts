import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/* A screen's live updates (docs/decisions/090); the socket itself is live-socket.ts. */

/**
 * Live updates of the page while `path` is given (null: off, as when paused): `onChange` on every
 * event and once after a drop that missed some. Answers whether the socket is open.
 */
export function useLiveUpdates(path: string | null, onChange: () => void, fallbackMs?: number): boolean {
  const latest = useRef(onChange);
  latest.current = onChange;
  // An event that arrives while a form of the page is on its way (often the event of that very tap)
  // is read once it has landed: reading the page then would cancel the submission or its redirect.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const deferred = useRef(false);
  useEffect(() => {
    if (busy || !deferred.current) return;
    deferred.current = false;
    latest.current();
  }, [busy]);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!path || typeof WebSocket === "undefined") return;
    const url = new URL(path, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    let live: { stop(): void } | null = null;
    let gone = false;
    // The socket's code comes after the page's first paint, not in its first load.
    void import("./live-socket").then(({ openLiveUpdates }) => {
      if (gone) return;
      live = openLiveUpdates({
        url: url.href,
        onChange: () => {
          if (busyNow.current) deferred.current = true;
          else latest.current();
        },
        onConnected: setConnected,
        ...(fallbackMs ? { fallbackMs } : {}),
      });
    });
    return () => {
      gone = true;
      live?.stop();
      setConnected(false);
    };
  }, [path, fallbackMs]);
  return connected;
}
