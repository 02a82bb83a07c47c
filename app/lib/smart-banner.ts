import type { SmartBanner } from "../../contract";
import type { MerchantSession } from "./session.server";

/** Which app store a device's browser opens. */
export type AppStore = "apple" | "google";

/** The banner to show: the store of the visitor's device and the merchant's link to its app there. */
export interface SmartBannerChoice {
  store: AppStore;
  link: string;
}

/** iPhone, iPad, iPod (iPadOS 13+ in "desktop mode" says Macintosh: it gets no banner, like a computer). */
const IOS = /\b(iPhone|iPad|iPod)\b/;
const ANDROID = /\bAndroid\b/;
/** Android's WebView marks itself "; wv)" in its platform part (Android 5+). */
const ANDROID_WEBVIEW = /;\s*wv\)/;

/**
 * Core spec §4: the smart banner shows only when the store link matches the device (iOS or
 * Android), the banner is enabled, it was not closed, the visitor is not in the native app, and
 * no e-commerce app setting exists. Our contract has no "e-commerce app setting" (smartBannerSchema
 * holds only the two links and `show_link_store`), so that condition cannot be checked and is left out.
 *
 * "In the native app" is read from the User-Agent: an Android WebView ("; wv)"), or an iOS
 * browser whose UA lacks "Safari" (WKWebView inside an app; Chrome, Firefox and Edge on iOS
 * all keep "Safari" in theirs).
 */
export function chooseSmartBanner(settings: SmartBanner | null | undefined, userAgent: string | null | undefined, closed: boolean): SmartBannerChoice | null {
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

// "The smart banner was closed", kept in the visitor's session for this merchant (the spec's
// session storage; ours lasts as long as the cart's session).

/** True once the visitor closed the banner in this session. */
export const smartBannerClosed = (session: MerchantSession): boolean => session.get("smartBannerClosed") === true;

/** Remembers that the visitor closed the banner. */
export function closeSmartBanner(session: MerchantSession): void {
  session.set("smartBannerClosed", true);
}
