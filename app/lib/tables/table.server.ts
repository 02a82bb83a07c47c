import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import type { CountryCode, Table } from "../../../contract";
import { formatDeliveryTime } from "../../../contract/formats/money";
import { MAX_TABLE_GUESTS, NAME_MAX_LENGTH } from "../../../contract/limits";
import { phoneSchema, tableNameSchema, VALIDATION_MESSAGES } from "../../../contract/validation";
import type { ApiClient } from "~/lib/platform/api.server";
import type { MerchantSession } from "~/lib/platform/session.server";
import { visitorToken, type Store } from "~/lib/store/store.server";
import { checkGuest, ownerOf, presentTableBar, storedId, tableErrorKey, type TableBarView } from "./table-view";

export function assignSchema(askPhone: boolean, country: CountryCode) {
  const base = z.object({
    client_name: tableNameSchema.max(NAME_MAX_LENGTH, { error: VALIDATION_MESSAGES.nameTooLong }),
    guests: z
      .string({ error: "table.assign.guestsInvalid" })
      .trim()
      .regex(/^\d{1,3}$/, { error: "table.assign.guestsInvalid" })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: "table.assign.guestsInvalid" })
          .max(MAX_TABLE_GUESTS, { error: "table.assign.guestsInvalid" }),
      ),
  });
  return askPhone ? base.extend({ phone: phoneSchema(country) }) : base;
}

/** A TABLE cart is no use elsewhere. */
export function forgetTable(session: MerchantSession) {
  const hadTable = Boolean(session.get("tableId"));
  session.unset("tableId");
  session.unset("tableClientId");
  session.unset("tableOwnerId");
  session.unset("tableCode");
  session.unset("solicitationId");
  if (hadTable) session.unset("cartGuid");
  if (session.get("deliveryMethod") === "TABLE") session.unset("deliveryMethod");
}

export function rememberTable(session: MerchantSession, table: Table, clientId: number) {
  session.set("tableId", String(table.id));
  session.set("tableClientId", String(clientId));
  session.set("tableCode", table.code);
  const owner = ownerOf(table);
  if (owner === null) session.unset("tableOwnerId");
  else session.set("tableOwnerId", String(owner));
  session.unset("solicitationId");
  session.set("deliveryMethod", "TABLE");
}

export type GuestTable =
  | { state: "none" }
  | { state: "unavailable" }
  | { state: "lost"; code: string | null }
  | { state: "guest"; table: Table; bar: TableBarView | null };

/** A table that no longer has this guest is forgotten and answered as `lost`; an API that does not answer keeps the session. */
export async function guestTable(context: Pick<AppLoadContext, "store" | "api">): Promise<GuestTable> {
  const { slug, session } = context.store;
  if (!slug || !session) return { state: "none" };
  const tableId = storedId(session.get("tableId"));
  if (tableId === null) {
    if (session.get("tableId") !== undefined) forgetTable(session);
    return { state: "none" };
  }
  const token = await visitorToken(context).catch(() => null);
  if (!token) return { state: "unavailable" };
  const result = await context.api.getTable(slug, token, tableId);
  const lost = (): GuestTable => {
    const code = session.get("tableCode") ?? null;
    forgetTable(session);
    return { state: "lost", code };
  };
  if (!result.ok) return result.status === 404 ? lost() : { state: "unavailable" };
  const check = checkGuest(result.data, {
    tableId: session.get("tableId"),
    tableClientId: session.get("tableClientId"),
    tableOwnerId: session.get("tableOwnerId"),
  });
  if (!check.ok) return lost();
  // Modality 3: the store has no table time of its own, so the kitchen's pickup time is the one it states.
  let readyIn: string | null = null;
  if (result.data.modality === 3 && result.data.status === "OPEN") {
    const modes = await context.api.read("operation_modes", slug, token);
    const time = modes?.takeout_configuration.time_to_receive;
    readyIn = time ? formatDeliveryTime(time.minimum, time.maximum) : null;
  }
  return { state: "guest", table: result.data, bar: presentTableBar(result.data, check.clientId, readyIn) };
}

export type RoundResult = { ok: true; next: string } | { ok: false; status: number; error: string };

/** A round already sent answers as it is, so a double tap sends once. The session forgets the cart. */
export async function sendRound(
  api: ApiClient,
  store: Pick<Store, "slug" | "session" | "token">,
  cartGuid: string,
): Promise<RoundResult> {
  const { slug, session, token } = store;
  const tableId = storedId(session.get("tableId"));
  if (tableId === null) return { ok: false, status: 422, error: "table.errors.notAtTable" };
  const refused = (result: { status: number; error: { code: string } }): RoundResult => ({
    ok: false,
    status: result.status >= 500 ? 503 : result.status === 429 ? 429 : 422,
    error: tableErrorKey(result.error, result.status),
  });
  const round = await api.openRound(slug, token, tableId, cartGuid);
  if (!round.ok) return refused(round);
  session.set("solicitationId", String(round.data.id));
  const sent = await api.sendRound(slug, token, tableId, round.data.id);
  if (!sent.ok) return refused(sent);
  if (session.get("cartGuid") === cartGuid) session.unset("cartGuid");
  session.unset("solicitationId");
  return { ok: true, next: "/table/bill" };
}
