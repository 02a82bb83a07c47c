import * as z from "zod";
import {
  envelope,
  staffListResponseSchema,
  staffMemberResponseSchema,
  type OwnPasswordRequest,
  type StaffCreateRequest,
  type StaffUpdateRequest,
} from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** An answer with no body (204), as `send` hands it over. */
const nullResponseSchema = envelope(z.null());

/**
 * The staff accounts' calls (contract/console-staff.ts), with the staff token: the owner's list and
 * changes, and each member's own password. Refusals come back as `send` hands them (status, code,
 * field errors whose messages are locale keys).
 */
export function staffCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}`;
  return {
    list(slug: string, token: string) {
      return send("GET", `${base(slug)}/staff`, token, staffListResponseSchema);
    },
    add(slug: string, token: string, body: StaffCreateRequest) {
      return send("POST", `${base(slug)}/staff`, token, staffMemberResponseSchema, body);
    },
    update(slug: string, token: string, id: number, body: StaffUpdateRequest) {
      return send("PUT", `${base(slug)}/staff/${id}`, token, staffMemberResponseSchema, body);
    },
    remove(slug: string, token: string, id: number) {
      return send("DELETE", `${base(slug)}/staff/${id}`, token, nullResponseSchema);
    },
    setPassword(slug: string, token: string, id: number, password: string) {
      return send("PUT", `${base(slug)}/staff/${id}/password`, token, nullResponseSchema, { password });
    },
    changeOwnPassword(slug: string, token: string, body: OwnPasswordRequest) {
      return send("PUT", `${base(slug)}/me/password`, token, nullResponseSchema, body);
    },
  };
}
