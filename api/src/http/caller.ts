import type { Context } from "hono";
import { requiredSecret } from "../auth/middleware";
import type { AppEnv } from "../env";
import type { AccountCaller } from "../services/client-accounts";
import type { AttemptSource } from "../services/login-attempts";
import { clientIpOf } from "./rate-limit";

export const callerOf = (c: Context<AppEnv>): AccountCaller => ({
  merchant: c.get("merchant"),
  visitorId: c.get("claims").vid,
  clientId: c.get("claims").client_id,
  ip: clientIpOf(c),
});

export const attemptSourceOf = (c: Context<AppEnv>): AttemptSource => ({
  d1: c.env.DB,
  tokenSecret: requiredSecret(c.env, "TOKEN_SECRET"),
  ip: clientIpOf(c),
});
