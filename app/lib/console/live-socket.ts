/* A screen's live updates (docs/decisions/090): one WebSocket to its merchant's live object, a read
 * of the page per event and none between them; after a drop it comes back with its cursor. */

/** Waits before each new attempt after a drop, the last one repeated. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** While the socket is down, the page still reads this often (unless it says otherwise). */
export const SAFETY_REVALIDATION_MS = 5 * 60_000;
/** A ping this often; a socket with no pong by the next one is taken as dropped (a tablet's Wi-Fi gone). */
export const PING_MS = 30_000;

interface LiveMessage {
  type?: unknown;
  seq?: unknown;
  missed?: unknown;
}

export interface LiveOptions {
  /** The socket's URL (ws: or wss:), without the cursor. */
  url: string;
  /** Something changed that the page shows: read it again. */
  onChange: () => void;
  onConnected?: (connected: boolean) => void;
  fallbackMs?: number;
  /** The browser's, replaced in tests. */
  WebSocket?: typeof WebSocket;
  window?: Pick<
    Window,
    "addEventListener" | "removeEventListener" | "setTimeout" | "clearTimeout" | "setInterval" | "clearInterval"
  >;
  document?: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
}

/** Opens the live updates of `url`; `stop()` closes them for good. */
export function openLiveUpdates(options: LiveOptions): { stop(): void } {
  const Socket = options.WebSocket ?? WebSocket;
  const win = options.window ?? window;
  const doc = options.document ?? document;
  const fallbackMs = options.fallbackMs ?? SAFETY_REVALIDATION_MS;
  let seq: number | null = null;
  let socket: WebSocket | null = null;
  let open = false;
  let attempts = 0;
  let stopped = false;
  let awaitingPong = false;
  let retry: number | undefined;
  let safety: number | undefined;

  const setConnected = (connected: boolean) => {
    if (open === connected) return;
    open = connected;
    options.onConnected?.(connected);
  };

  function connect() {
    win.clearTimeout(retry);
    retry = undefined;
    if (stopped) return;
    const current = new Socket(seq === null ? options.url : `${options.url}?since=${seq}`);
    socket = current;
    current.addEventListener("message", (event) => {
      if (socket !== current) return;
      if (event.data === "pong") {
        awaitingPong = false;
        return;
      }
      const message = parse(event.data);
      if (typeof message?.seq !== "number") return;
      if (message.type === "hello") {
        const first = seq === null;
        seq = message.seq;
        attempts = 0;
        setConnected(true);
        win.clearInterval(safety);
        safety = undefined;
        // The first: what happened between the page's read and this socket. Later: only when told.
        if (first || message.missed === true) options.onChange();
      } else if (message.type === "event" && (seq === null || message.seq > seq)) {
        seq = message.seq;
        options.onChange();
      }
    });
    const dropped = () => {
      if (socket !== current) return;
      socket = null;
      dropAndRetry();
    };
    current.addEventListener("close", dropped);
    current.addEventListener("error", dropped);
  }

  function dropAndRetry() {
    setConnected(false);
    awaitingPong = false;
    if (stopped) return;
    safety ??= win.setInterval(() => options.onChange(), fallbackMs);
    if (retry !== undefined) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempts, RECONNECT_DELAYS_MS.length - 1)]!;
    attempts += 1;
    retry = win.setTimeout(connect, delay);
  }

  function close(current: WebSocket | null) {
    if (!current) return;
    socket = null;
    try {
      current.close(1000);
    } catch {
      // Already closing.
    }
  }

  // A tablet that wakes or comes back online asks at once: a dead socket is replaced, a live one
  // sends its cursor and is told whether it missed anything.
  const wake = () => {
    if (stopped || doc.visibilityState !== "visible") return;
    if (socket && open && socket.readyState === 1) {
      socket.send(JSON.stringify({ type: "resume", since: seq }));
      return;
    }
    if (socket && !open) return;
    attempts = 0;
    connect();
  };
  const goneOffline = () => {
    close(socket);
    dropAndRetry();
  };

  const ping = win.setInterval(() => {
    if (!socket || !open) return;
    if (awaitingPong) {
      close(socket);
      dropAndRetry();
      return;
    }
    awaitingPong = true;
    socket.send("ping");
  }, PING_MS);
  doc.addEventListener("visibilitychange", wake);
  win.addEventListener("online", wake);
  win.addEventListener("offline", goneOffline);
  connect();

  return {
    stop() {
      stopped = true;
      win.clearTimeout(retry);
      win.clearInterval(safety);
      win.clearInterval(ping);
      doc.removeEventListener("visibilitychange", wake);
      win.removeEventListener("online", wake);
      win.removeEventListener("offline", goneOffline);
      close(socket);
    },
  };
}

function parse(data: unknown): LiveMessage | null {
  if (typeof data !== "string") return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value !== null ? (value as LiveMessage) : null;
  } catch {
    return null;
  }
}
