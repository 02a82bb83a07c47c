import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { merchantHref } from "~/lib/store/links";

/** Fallbacks of core spec §3 and icon sizes of §9. */
const FALLBACK_BACKGROUND = "#ffffff";
const FALLBACK_THEME = "#000000";
const ICON_SIZES = [
  [400, "large"],
  [256, "medium"],
  [100, "small"],
  [50, "small"],
] as const;

export async function loader({ context }: LoaderFunctionArgs) {
  const merchant = await context.store.loadMerchant().catch(() => null);
  if (!merchant) throw data(null, { status: 404 });
  const home = merchantHref(merchant, "/");
  const name = merchant.generalInformations?.merchant.name ?? merchant.slug;
  const logo = merchant.stylizations?.logo;
  const manifest = {
    id: home,
    name,
    short_name: name.length > 12 ? name.split(" ")[0] : name,
    description: merchant.generalInformations?.merchant.description ?? undefined,
    lang: merchant.tropicalization.language,
    start_url: home,
    scope: home,
    display: "standalone",
    background_color: FALLBACK_BACKGROUND,
    theme_color: merchant.stylizations?.brand_colors?.pure ?? FALLBACK_THEME,
    icons: logo
      ? ICON_SIZES.map(([size, key]) => ({
          src: logo[key],
          sizes: `${size}x${size}`,
          type: logo[key].endsWith(".svg") ? "image/svg+xml" : "image/png",
        }))
      : [],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
