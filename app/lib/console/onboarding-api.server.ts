import * as z from "zod";
import { envelope } from "../../../contract";
import {
  checklistResponseSchema,
  ownerInvitationResendResponseSchema,
  platformMerchantListResponseSchema,
  platformMerchantResponseSchema,
  staffInvitationResponseSchema,
  staffLinkAcceptResponseSchema,
  type OwnerInvitationResendRequest,
  type PasswordResetRequest,
  type PlatformMerchantCreateRequest,
  type StaffInvitationRequest,
  type StaffLinkAcceptRequest,
} from "../../../contract/onboarding";
import type { Send } from "~/lib/platform/api-calls.server";

/** An answer with no body (204), as `send` hands it over. */
const nullResponseSchema = envelope(z.null());

/**
 * Onboarding's calls (contract/onboarding.ts, decision 108): the platform's with the key its operator
 * typed; the console's checklist and invitations with the staff token; a forgotten password and a
 * mailed link with the shared secret (no login yet).
 */
export function onboardingCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}`;
  return {
    merchants(key: string) {
      return send("GET", "/platform/merchants", key, platformMerchantListResponseSchema);
    },
    createMerchant(key: string, body: PlatformMerchantCreateRequest) {
      return send("POST", "/platform/merchants", key, platformMerchantResponseSchema, body);
    },
    resendOwnerInvitation(key: string, slug: string, body: OwnerInvitationResendRequest) {
      return send(
        "POST",
        `/platform/merchants/${encodeURIComponent(slug)}/owner_invitation`,
        key,
        ownerInvitationResendResponseSchema,
        body,
      );
    },
    checklist(slug: string, token: string) {
      return send("GET", `${base(slug)}/checklist`, token, checklistResponseSchema);
    },
    invite(slug: string, token: string, body: StaffInvitationRequest) {
      return send("POST", `${base(slug)}/staff/invitations`, token, staffInvitationResponseSchema, body);
    },
    reinvite(slug: string, token: string, id: number, linkOrigin: string) {
      return send("POST", `${base(slug)}/staff/${id}/invitation`, token, nullResponseSchema, {
        link_origin: linkOrigin,
      });
    },
    passwordReset(slug: string, body: PasswordResetRequest) {
      return send("POST", `${base(slug)}/password_reset`, null, nullResponseSchema, body);
    },
    acceptLink(slug: string, body: StaffLinkAcceptRequest) {
      return send("POST", `${base(slug)}/staff_links/accept`, null, staffLinkAcceptResponseSchema, body);
    },
  };
}
