import { Hono, type Context } from "hono";
import { CLIENT_SECRET_HEADER } from "../../../contract";
import { requiredSecret } from "../auth/middleware";
import { secretsEqual } from "../auth/token";
import type { AppEnv } from "../env";
import { notFound, validationError } from "../http/errors";
import { parseEnvelope, receiveEnvelope, receivedEnvelopes } from "../provider/error-tracker-inbox";

/*
 * The sandbox error tracker (local only: 404 unless ERROR_TRACKER_SANDBOX is "1"), standing in for
 * Sentry (decision 077); the tests read what came through GET /dev/error_envelopes.
 */

const sandboxOn = (c: Context<AppEnv>) => c.env.ERROR_TRACKER_SANDBOX === "1";

export const errorTrackerIntakeRoutes = new Hono<AppEnv>().post("/error-tracker/api/:project/envelope/", async (c) => {
  if (!sandboxOn(c)) throw notFound(`No route for POST ${c.req.path}`);
  // The SDK authenticates with its DSN's public key, in the query (sentry_key) or X-Sentry-Auth.
  const key = c.req.query("sentry_key") ?? /sentry_key=([^,\s]+)/.exec(c.req.header("x-sentry-auth") ?? "")?.[1];
  if (!key) return c.json({ detail: "missing authorization information" }, 401);
  const envelope = parseEnvelope(new Uint8Array(await c.req.arrayBuffer()));
  if (!envelope) return c.json({ detail: "invalid envelope" }, 400);
  receiveEnvelope({ project: c.req.param("project"), receivedAt: new Date().toISOString(), ...envelope });
  return c.json({ id: typeof envelope.header.event_id === "string" ? envelope.header.event_id : null });
});

export const errorTrackerReadRoutes = new Hono<AppEnv>().get("/error_envelopes", async (c) => {
  const presented = c.req.header(CLIENT_SECRET_HEADER);
  if (!sandboxOn(c) || !presented || !(await secretsEqual(presented, requiredSecret(c.env, "CLIENT_SECRET")))) {
    throw notFound(`No route for GET ${c.req.path}`);
  }
  const since = c.req.query("since") ?? null;
  if (since !== null && Number.isNaN(Date.parse(since)))
    throw validationError("since is an ISO instant", [{ field: "since", message: "Invalid" }]);
  return c.json({ data: receivedEnvelopes(since) });
});
