import type * as z from "zod";
import {
  OWNER_INVITATION_ERRORS,
  OWNER_INVITATION_RESEND_SECONDS,
  type ownerInvitationResendRequestSchema,
} from "../../../contract/onboarding";
import { bumpCounters } from "../db/clients";
import { createDb } from "../db/client";
import { findMerchantBySlug } from "../db/merchants";
import { emailTakenByAnother, findFirstOwner, replaceOwnerInvitation } from "../db/owner-invitations";
import type { Bindings } from "../env";
import { HttpError } from "../http/errors";
import { rateLimited } from "./login-attempts";
import { newLink, sendLinkMail } from "./onboarding";

/*
 * The platform recovers a store's owner invitation (decision 112): a lost or expired invitation is
 * sent again as a new link (the earlier one ends at once), optionally to a corrected address, at
 * most once a minute per store, and never once the owner has set a password.
 */

type OwnerInvitationResend = z.output<typeof ownerInvitationResendRequestSchema>;

const E = OWNER_INVITATION_ERRORS;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The owner's new invitation, mailed; answers where it went and until when it lasts. */
export async function resendOwnerInvitation(
  env: Bindings,
  slug: string,
  request: OwnerInvitationResend,
): Promise<{ email: string; sent_at: string; expires_at: string }> {
  const merchant = await findMerchantBySlug(createDb(env.DB), slug);
  if (!merchant) throw new HttpError(404, "NOT_FOUND", "No such store", [{ field: "slug", message: E.gone }]);
  const owner = await findFirstOwner(env.DB, merchant.id);
  if (!owner)
    throw new HttpError(409, "NO_OWNER", "This store has no owner to invite", [{ field: "email", message: E.noOwner }]);
  if (owner.invited_only !== 1) throw ownerAccepted();
  const email = request.email ?? owner.email;
  if (email !== owner.email && (await emailTakenByAnother(env.DB, merchant.id, owner.id, email))) throw emailTaken();

  // Counted before anything is sent, in one upsert: of two taps at once, one sends.
  const now = nowSeconds();
  const [counter] = await bumpCounters(
    env.DB,
    [`platform-owner-invitation:${merchant.id}`],
    OWNER_INVITATION_RESEND_SECONDS,
    now,
  );
  if (counter!.count > 1) throw rateLimited(Math.max(1, counter!.windowStart + OWNER_INVITATION_RESEND_SECONDS - now));

  const link = await newLink(env, "INVITATION");
  const replaced = await replaceOwnerInvitation(env.DB, merchant.id, owner.id, email, link, now);
  if (!replaced.ok) throw replaced.why === "taken" ? emailTaken() : ownerAccepted();
  const sent = await sendLinkMail(env, merchant, {
    purpose: "INVITATION",
    to: email,
    name: owner.name,
    token: link.token,
    origin: request.link_origin,
  });
  if (!sent)
    throw new HttpError(503, "MAIL_NOT_SENT", "The invitation could not be sent; send it again", [
      { field: "email", message: E.mailNotSent },
    ]);
  return {
    email,
    sent_at: new Date(replaced.createdAt * 1000).toISOString(),
    expires_at: new Date(replaced.expiresAt * 1000).toISOString(),
  };
}

const ownerAccepted = () =>
  new HttpError(409, "OWNER_ACCEPTED", "The owner has already set a password", [
    { field: "email", message: E.ownerAccepted },
  ]);

const emailTaken = () =>
  new HttpError(422, "EMAIL_TAKEN", "A member of this store has that e-mail", [
    { field: "email", message: E.emailTaken },
  ]);
