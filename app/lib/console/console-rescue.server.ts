import * as z from "zod";
import { RESCUE_LINK_TTL_SECONDS, rescueChannelSchema } from "../../../contract";

/** How long a rescue link works, in hours, as the console's texts say it. */
export const RESCUE_LINK_HOURS = RESCUE_LINK_TTL_SECONDS / 3600;

/** One send button's form: the page rendered every field. */
export const rescueSendFormSchema = z.object({
  intent: z.literal("send"),
  guid: z.string().min(1).max(64),
  channel: rescueChannelSchema,
  name: z.string().max(120).default(""),
});

const REFUSALS: Record<string, string> = {
  RESCUE_ALREADY_SENT: "console.rescue.errors.alreadySent",
  RESCUE_NOT_ACCEPTED: "console.rescue.errors.notAccepted",
  CART_NOT_FOUND: "console.rescue.errors.gone",
  MAIL_NOT_SENT: "console.rescue.errors.mailNotSent",
};

/** The text key of a refused send, and the status the page answers with (503 for anything it cannot name). */
export function rescueRefusal(result: { status: number; error: { code: string } }): { key: string; status: number } {
  const key = REFUSALS[result.error.code];
  if (!key || result.status >= 500) return { key: key ?? "console.rescue.errors.unavailable", status: 503 };
  return { key, status: result.status };
}
