import type { AnalyticsSettings, GeneralInformations, SocialLoginSettings, Tropicalization } from "../../../contract";
import { createDb } from "./client";
import { loadDocument, loadSocialLoginSettings } from "./merchants";
import { readSettingsVersion } from "./settings";

/** The documents the pages, contact and integrations settings read, with the settings version. */
export interface PagesDocuments {
  info: GeneralInformations;
  analytics: AnalyticsSettings;
  socialLogin: SocialLoginSettings | null;
  tropicalization: Tropicalization;
  version: number;
}

export async function loadPagesDocuments(d1: D1Database, merchantId: number): Promise<PagesDocuments> {
  const db = createDb(d1);
  const [info, analytics, socialLogin, tropicalization, version] = await Promise.all([
    loadDocument(db, merchantId, "general_informations"),
    loadDocument(db, merchantId, "analytics_settings"),
    loadSocialLoginSettings(db, merchantId),
    loadDocument(db, merchantId, "tropicalization"),
    readSettingsVersion(d1, merchantId),
  ]);
  return { info, analytics, socialLogin, tropicalization, version };
}

/** A JSON path under general_informations and its new value. */
export type InformationsChange = [path: string, value: unknown];

const JSON_PATH = /^\$(?:\.[a-z_]+)+$/;

/**
 * Sets only the given paths of general_informations, so a write of another section of the same
 * document (the store's name, its address's map point) made meanwhile is kept.
 */
export function setInformations(
  d1: D1Database,
  merchantId: number,
  changes: InformationsChange[],
): D1PreparedStatement {
  for (const [path] of changes) if (!JSON_PATH.test(path)) throw new Error(`Not a JSON path: ${path}`);
  const pairs = changes.map(([path], index) => `'${path}', json(?${index + 2})`).join(", ");
  return d1
    .prepare(`UPDATE merchants SET general_informations = json_set(general_informations, ${pairs}) WHERE id = ?1`)
    .bind(merchantId, ...changes.map(([, value]) => JSON.stringify(value)));
}

/** Both documents are this section's alone, written whole. */
export function setIntegrations(
  d1: D1Database,
  merchantId: number,
  analytics: AnalyticsSettings,
  socialLogin: SocialLoginSettings,
): D1PreparedStatement {
  return d1
    .prepare("UPDATE merchants SET analytics_settings = ?2, social_login_settings = ?3 WHERE id = ?1")
    .bind(merchantId, JSON.stringify(analytics), JSON.stringify(socialLogin));
}
