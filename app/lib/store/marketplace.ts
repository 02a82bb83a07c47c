import type { GeneralSettings, SlugType } from "../../../contract";

/** What a marketplace's home shows of it (decision 040). */
export interface MarketplaceHome {
  name: string;
  description: string;
  kind: "UNIQUE" | "INDIVIDUAL";
}

/**
 * The marketplace a merchant's home stands for, or null: a FRANCHISE account whose
 * general_settings.marketplace is active. A STORE sells its own menu, which its
 * marketplace setting never hides. The name falls back to the merchant's own.
 */
export function marketplaceHome(
  merchant: { slugType: SlugType | null; generalSettings: GeneralSettings | null },
  merchantName: string,
): MarketplaceHome | null {
  const settings = merchant.generalSettings?.marketplace;
  if (!settings?.active || merchant.slugType?.type !== "FRANCHISE") return null;
  return { name: settings.name.trim() || merchantName, description: settings.description.trim(), kind: settings.type };
}
