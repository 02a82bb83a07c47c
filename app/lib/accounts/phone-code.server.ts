import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ClientPhone, ClientSession, CountryCode } from "../../../contract";
import type { ApiResult } from "~/lib/platform/api.server";
import { phoneParts } from "./auth.server";
import type { MerchantSession } from "~/lib/platform/session.server";
import type { Store } from "~/lib/store/store.server";

// Where a login code was sent lives in the session between the two posts, never in the URL
// (decision 075). The login page and the checkout share it.

export interface PendingCode {
  via: "phone" | "email";
  phone: string;
  email?: string;
  registered: boolean;
}

type Refusal = Extract<ApiResult<unknown>, { ok: false }>;
type Services = Pick<Store, "slug" | "token" | "country" | "session"> & { context: Pick<AppLoadContext, "api"> };

/** Null also for a cookie from before it changed shape. */
export function pendingCodeOf(session: MerchantSession): PendingCode | null {
  const kept = session.get("pendingCode");
  if (!kept) return null;
  try {
    const pending = JSON.parse(kept) as Partial<PendingCode>;
    if ((pending.via !== "phone" && pending.via !== "email") || typeof pending.phone !== "string") return null;
    return {
      via: pending.via,
      phone: pending.phone,
      registered: pending.registered === true,
      ...(pending.email ? { email: pending.email } : {}),
    };
  } catch {
    return null;
  }
}

export const phoneOf = (country: CountryCode, national: string): ClientPhone => phoneParts(country, national);

/** Whether the phone is a client's here decides whether the next step asks a name. */
export async function sendPhoneCode(
  { context, slug, token, country, session }: Services,
  phone: string,
): Promise<{ ok: true } | Refusal> {
  const parts = phoneOf(country, phone);
  const [known, sent] = await Promise.all([
    context.api.simpleRegistration(slug, token, parts),
    context.api.tokenPhone(slug, token, { phone: parts }),
  ]);
  if (!sent.ok) return sent;
  session.set(
    "pendingCode",
    JSON.stringify({ via: "phone", phone, registered: known.ok && known.data.registered } satisfies PendingCode),
  );
  return { ok: true };
}

/** A phone registered meanwhile logs in with the same code instead. */
export async function confirmPhoneCode(
  { context, slug, token, country }: Services,
  pending: PendingCode,
  code: string,
  name: string | undefined,
): Promise<ApiResult<ClientSession>> {
  const phone = phoneOf(country, pending.phone);
  const logIn = async (): Promise<ApiResult<ClientSession>> => {
    const checked = await context.api.authenticatePhone(slug, token, { phone, token: code });
    if (!checked.ok) return checked;
    if (checked.data.session) return { ok: true, data: checked.data.session };
    return {
      ok: false,
      status: 400,
      error: {
        code: "VALIDATION_ERROR",
        message: "A new phone registers with a name",
        errors: [{ field: "name", message: "Required" }],
      },
    };
  };
  if (pending.registered || !name) return logIn();
  const registered = await context.api.registerPhone(slug, token, { token: code, client: { name, phone } });
  if (!registered.ok && registered.error.code === "PHONE_TAKEN") return logIn();
  return registered;
}
