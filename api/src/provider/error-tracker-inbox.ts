import { sandboxInbox } from "./sandbox-inbox";

/* The sandbox error tracker's inbox (local only, ERROR_TRACKER_SANDBOX): the envelopes both Workers sent. */

/** One item of an envelope: its header's type and its payload (parsed when it is JSON). */
export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

/** An envelope as received: its header, its items and the project of the address it came to. */
export interface ReceivedEnvelope {
  project: string;
  receivedAt: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

const inbox = sandboxInbox<ReceivedEnvelope>();

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Reads Sentry's envelope format: a header line, then each item's header line and its payload (of
 * the header's `length` in bytes when it says, else up to the next newline). Null when malformed.
 */
export function parseEnvelope(body: Uint8Array): { header: Record<string, unknown>; items: EnvelopeItem[] } | null {
  const decoder = new TextDecoder();
  let at = 0;
  const line = (): string | null => {
    if (at >= body.length) return null;
    let end = body.indexOf(10, at);
    if (end < 0) end = body.length;
    const text = decoder.decode(body.subarray(at, end));
    at = end + 1;
    return text;
  };
  const header = parseJson(line() ?? "");
  if (!header || typeof header !== "object") return null;
  const items: EnvelopeItem[] = [];
  for (let itemHeaderLine = line(); itemHeaderLine !== null; itemHeaderLine = line()) {
    if (itemHeaderLine.trim() === "") continue;
    const itemHeader = parseJson(itemHeaderLine) as { type?: unknown; length?: unknown };
    if (!itemHeader || typeof itemHeader !== "object" || typeof itemHeader.type !== "string") return null;
    let payload: string;
    if (typeof itemHeader.length === "number") {
      payload = decoder.decode(body.subarray(at, at + itemHeader.length));
      at += itemHeader.length + 1;
    } else payload = line() ?? "";
    items.push({ type: itemHeader.type, payload: parseJson(payload) });
  }
  return { header: header as Record<string, unknown>, items };
}

export const receiveEnvelope = (envelope: ReceivedEnvelope) => inbox.receive(envelope);
export const receivedEnvelopes = (since: string | null) => inbox.since(since);
