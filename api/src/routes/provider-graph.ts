import { Hono, type Context } from "hono";
import * as z from "zod";
import { CLIENT_SECRET_HEADER } from "../../../contract";
import { requiredSecret } from "../auth/middleware";
import { secretsEqual } from "../auth/token";
import type { AppEnv } from "../env";
import { notFound, validationError } from "../http/errors";
import { sandboxInbox } from "../provider/sandbox-inbox";

/*
 * The sandbox Graph API (local only: 404 unless CONVERSIONS_SANDBOX is "1"), standing in for Meta's
 * conversions API (decision 076); the tests read what came through GET /dev/graph_events.
 */

export interface ReceivedGraphEvents {
  receivedAt: string;
  pixelId: string;
  data: unknown[];
}

const inbox = sandboxInbox<ReceivedGraphEvents>();
const sandboxOn = (c: Context<AppEnv>) => c.env.CONVERSIONS_SANDBOX === "1";
const eventsBody = z.object({
  data: z.array(z.record(z.string(), z.unknown())).min(1).max(1000),
  access_token: z.string(),
});

export const graphIntakeRoutes = new Hono<AppEnv>().post("/graph/:version/:pixel/events", async (c) => {
  if (!sandboxOn(c)) throw notFound(`No route for POST ${c.req.path}`);
  const body = eventsBody.safeParse(await c.req.json().catch(() => null));
  if (!body.success) return c.json({ error: { message: "Invalid parameter", type: "OAuthException", code: 100 } }, 400);
  const token = c.env.FACEBOOK_CONVERSIONS_TOKEN;
  if (!token || !(await secretsEqual(body.data.access_token, token))) {
    return c.json({ error: { message: "Invalid OAuth access token", type: "OAuthException", code: 190 } }, 400);
  }
  inbox.receive({ receivedAt: new Date().toISOString(), pixelId: c.req.param("pixel"), data: body.data.data });
  return c.json({ events_received: body.data.data.length, messages: [], fbtrace_id: crypto.randomUUID() });
});

export const graphReadRoutes = new Hono<AppEnv>().get("/graph_events", async (c) => {
  const presented = c.req.header(CLIENT_SECRET_HEADER);
  if (!sandboxOn(c) || !presented || !(await secretsEqual(presented, requiredSecret(c.env, "CLIENT_SECRET")))) {
    throw notFound(`No route for GET ${c.req.path}`);
  }
  const since = c.req.query("since") ?? null;
  if (since !== null && Number.isNaN(Date.parse(since)))
    throw validationError("since is an ISO instant", [{ field: "since", message: "Invalid" }]);
  return c.json({ data: inbox.since(since) });
});
