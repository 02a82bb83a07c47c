import {
  type CustomDomainRequest,
  customDomainRequestSchema,
  customDomainsResponseSchema,
} from "../../../contract/console-domain";
import { settingsWriteResponseSchema } from "../../../contract/console-settings";
import type { ApiResult } from "~/lib/platform/api.server";
import type { Send } from "~/lib/platform/api-calls.server";

/** The add form: the API's own rules of a host name, so a bad one is refused before any call. */
export const customDomainFormSchema = customDomainRequestSchema;

/**
 * The store's own domain (contract/console-domain.ts), with the staff token: every member reads
 * it, the owner adds it, has it checked again and removes it.
 */
export function customDomainCalls(send: Send) {
  const path = (slug: string) => `/console/${encodeURIComponent(slug)}/domain`;
  return {
    read(slug: string, token: string) {
      return send("GET", path(slug), token, customDomainsResponseSchema);
    },
    add(slug: string, token: string, body: CustomDomainRequest) {
      return send("POST", path(slug), token, settingsWriteResponseSchema, body);
    },
    check(slug: string, token: string) {
      return send("POST", `${path(slug)}/check`, token, customDomainsResponseSchema);
    },
    remove(slug: string, token: string, host: string) {
      return send("DELETE", `${path(slug)}/${encodeURIComponent(host)}`, token, settingsWriteResponseSchema);
    },
  };
}

/**
 * A refused call as the page shows it: the API's error on the host beside its field (a locale
 * key), else one message for the form; a provider that did not answer says so.
 */
export function customDomainRefusal(result: Extract<ApiResult<unknown>, { ok: false }>): {
  errors: Record<string, string>;
  message: string | null;
} {
  const hostError = (result.error.errors ?? []).find(
    (error) => error.field === "host" && error.message.startsWith("console.domain.errors."),
  );
  if (hostError) return { errors: { host: hostError.message }, message: null };
  return {
    errors: {},
    message:
      result.error.code === "DOMAIN_PROVIDER_UNAVAILABLE"
        ? "console.domain.errors.providerDown"
        : "console.domain.errors.unavailable",
  };
}
