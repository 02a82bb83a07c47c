import type { SmartBanner } from "../../../contract";
import type { MerchantSession } from "~/lib/platform/session.server";

export type AppStore = "apple" | "google";

export interface SmartBannerChoice {
  store: AppStore;
  link: string;
}

/** iPadOS 13+ in "desktop mode" says Macintosh: it gets no banner, like a computer. */
const IOS = /\b(iPhone|iPad|iPod)\b/;
const ANDROID = /\bAndroid\b/;
/** Android's WebView marks itself "; wv)" (Android 5+). */
const ANDROID_WEBVIEW = /;\s*wv\)/;

/**
 * Core spec §4. The spec's "no e-commerce app setting" condition is left out: our contract has no
 * such setting. "In the native app": an Android WebView, or an iOS UA without "Safari" (WKWebView;
 * Chrome, Firefox and Edge on iOS all keep "Safari").
 */
export function chooseSmartBanner(
  settings: SmartBanner | null | undefined,
  userAgent: string | null | undefined,
  closed: boolean,
): SmartBannerChoice | null {
  if (!settings || !settings.show_link_store || closed) return null;
  const ua = userAgent ?? "";
  if (IOS.test(ua)) {
    if (!ua.includes("Safari")) return null;
    return settings.link_apple_store ? { store: "apple", link: settings.link_apple_store } : null;
  }
  if (ANDROID.test(ua)) {
    if (ANDROID_WEBVIEW.test(ua)) return null;
    return settings.link_play_store ? { store: "google", link: settings.link_play_store } : null;
  }
  return null;
}

// The spec's session storage; ours lasts as long as the cart's session.

export const smartBannerClosed = (session: MerchantSession): boolean => session.get("smartBannerClosed") === true;

export function closeSmartBanner(session: MerchantSession): void {
  session.set("smartBannerClosed", true);
}
