import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env";
import { type Channel, type LiveEvent, appendEvents, missedSince, parseChannel, reaches } from "./ring";

/** Open screens one merchant's object holds; past it a new screen is refused (503) and falls back to reading. */
export const MAX_CONNECTIONS = 1000;
/** A screen only sends its cursor: anything longer closes its socket (1009). */
export const MAX_CLIENT_MESSAGE_BYTES = 256;

interface Stored {
  seq: number;
  ring: LiveEvent[];
}

/**
 * One merchant's live updates (docs/decisions/090): the open screens' WebSockets, accepted with the
 * hibernation API so an idle screen costs nothing, and the latest events with their sequence
 * number, kept in storage so a restart keeps the cursor.
 */
export class MerchantLive extends DurableObject<Bindings> {
  private seq = 0;
  private ring: LiveEvent[] = [];

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    // Answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    void ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.get<Stored>("live");
      if (stored) ({ seq: this.seq, ring: this.ring } = stored);
    });
  }

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/events" && request.method === "POST") {
      await this.publish((await request.json()) as Omit<LiveEvent, "seq">[]);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === "/connect" && request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const channel = parseChannel(url.searchParams.get("channel"));
      if (!channel) return new Response(null, { status: 400 });
      if (this.ctx.getWebSockets().length >= MAX_CONNECTIONS)
        return new Response(null, { status: 503, headers: { "Retry-After": "30" } });
      const pair = new WebSocketPair();
      this.ctx.acceptWebSocket(pair[1], [channel]);
      pair[1].send(this.hello(channel, cursorOf(url.searchParams.get("since"))));
      return new Response(null, { status: 101, webSocket: pair[0] });
    }
    return new Response(null, { status: 404 });
  }

  override webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    const size = typeof message === "string" ? message.length : message.byteLength;
    if (size > MAX_CLIENT_MESSAGE_BYTES || typeof message !== "string") return ws.close(1009, "too long");
    const channel = parseChannel(this.ctx.getTags(ws)[0] ?? null);
    const resume = parsed(message);
    if (channel && resume?.type === "resume") ws.send(this.hello(channel, cursorOf(String(resume.since))));
  }

  override webSocketClose(ws: WebSocket, code: number): void {
    // 1005/1006 say no code was given; they may not be sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
  }

  private hello(channel: Channel, since: number | null): string {
    return JSON.stringify({ type: "hello", seq: this.seq, missed: missedSince(this.ring, this.seq, channel, since) });
  }

  private async publish(events: Omit<LiveEvent, "seq">[]): Promise<void> {
    const next = appendEvents(this.ring, this.seq, events);
    ({ seq: this.seq, ring: this.ring } = next);
    await this.ctx.storage.put<Stored>("live", { seq: this.seq, ring: this.ring });
    for (const ws of this.ctx.getWebSockets()) {
      const channel = parseChannel(this.ctx.getTags(ws)[0] ?? null);
      if (!channel) continue;
      for (const event of next.numbered) {
        if (!reaches(channel, event)) continue;
        try {
          ws.send(JSON.stringify({ type: "event", ...event }));
        } catch {
          // A socket closing meanwhile: its screen catches up when it comes back.
        }
      }
    }
  }
}

function parsed(message: string): { type?: unknown; since?: unknown } | null {
  try {
    const value: unknown = JSON.parse(message);
    return typeof value === "object" ? (value as { type?: unknown; since?: unknown }) : null;
  } catch {
    return null;
  }
}

function cursorOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
