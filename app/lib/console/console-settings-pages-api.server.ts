import { settingsWriteResponseSchema } from "../../../contract/console-settings";
import {
  type ContactRequest,
  contactResponseSchema,
  type InformationPage,
  informationPagesResponseSchema,
  type IntegrationsRequest,
  integrationsResponseSchema,
} from "../../../contract/console-settings-pages";
import type { Send } from "~/lib/platform/api-calls.server";

/**
 * The store's information pages, contact and integrations (contract/console-settings-pages.ts),
 * with the staff token: every member reads them, the owner writes them.
 */
export function settingsPagesCalls(send: Send) {
  const path = (slug: string, rest: string) => `/console/${encodeURIComponent(slug)}/settings${rest}`;
  return {
    readPages: (slug: string, token: string) =>
      send("GET", path(slug, "/pages"), token, informationPagesResponseSchema),
    writePage: (slug: string, token: string, page: InformationPage, text: string | null) =>
      send("PUT", path(slug, `/pages/${page}`), token, settingsWriteResponseSchema, { text }),
    readContact: (slug: string, token: string) => send("GET", path(slug, "/contact"), token, contactResponseSchema),
    writeContact: (slug: string, token: string, body: ContactRequest) =>
      send("PUT", path(slug, "/contact"), token, settingsWriteResponseSchema, body),
    readIntegrations: (slug: string, token: string) =>
      send("GET", path(slug, "/integrations"), token, integrationsResponseSchema),
    writeIntegrations: (slug: string, token: string, body: IntegrationsRequest) =>
      send("PUT", path(slug, "/integrations"), token, settingsWriteResponseSchema, body),
  };
}
