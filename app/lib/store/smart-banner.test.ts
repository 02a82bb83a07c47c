import { describe, expect, it } from "vitest";
import { chooseSmartBanner } from "./smart-banner";

const APPLE = "https://apps.apple.com/br/app/bella-napoli-pizzaria/id6449021734";
const PLAY = "https://play.google.com/store/apps/details?id=br.com.bellanapoli.delivery";
const both = { link_apple_store: APPLE, link_play_store: PLAY, show_link_store: true };

const UA = {
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipadSafari:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  ipodSafari:
    "Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.8 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  iphoneWebView:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36",
  androidWebView:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36",
  desktopChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
};

describe("chooseSmartBanner (core spec §4)", () => {
  it("gives an iPhone, iPad or iPod the App Store link", () => {
    for (const ua of [UA.iphoneSafari, UA.ipadSafari, UA.ipodSafari, UA.iphoneChrome]) {
      expect(chooseSmartBanner(both, ua, false)).toEqual({ store: "apple", link: APPLE });
    }
  });

  it("gives an Android browser the Google Play link", () => {
    expect(chooseSmartBanner(both, UA.androidChrome, false)).toEqual({ store: "google", link: PLAY });
  });

  it("shows nothing on a computer or an unknown device", () => {
    expect(chooseSmartBanner(both, UA.desktopChrome, false)).toBeNull();
    expect(chooseSmartBanner(both, UA.macSafari, false)).toBeNull();
    expect(chooseSmartBanner(both, "", false)).toBeNull();
    expect(chooseSmartBanner(both, null, false)).toBeNull();
  });

  it("shows nothing inside an app's WebView", () => {
    expect(chooseSmartBanner(both, UA.androidWebView, false)).toBeNull();
    expect(chooseSmartBanner(both, UA.iphoneWebView, false)).toBeNull();
  });

  it("shows nothing once closed", () => {
    expect(chooseSmartBanner(both, UA.androidChrome, true)).toBeNull();
    expect(chooseSmartBanner(both, UA.iphoneSafari, true)).toBeNull();
  });

  it("shows nothing when the merchant turned the banner off", () => {
    const off = { ...both, show_link_store: false };
    expect(chooseSmartBanner(off, UA.androidChrome, false)).toBeNull();
    expect(chooseSmartBanner(off, UA.iphoneSafari, false)).toBeNull();
  });

  it("shows nothing when the device's store has no link, whatever the other store has", () => {
    const appleOnly = { ...both, link_play_store: null };
    const playOnly = { ...both, link_apple_store: null };
    expect(chooseSmartBanner(appleOnly, UA.androidChrome, false)).toBeNull();
    expect(chooseSmartBanner(appleOnly, UA.iphoneSafari, false)).toEqual({ store: "apple", link: APPLE });
    expect(chooseSmartBanner(playOnly, UA.iphoneSafari, false)).toBeNull();
    expect(chooseSmartBanner(playOnly, UA.androidChrome, false)).toEqual({ store: "google", link: PLAY });
  });

  it("shows nothing without settings (the read failed)", () => {
    expect(chooseSmartBanner(null, UA.androidChrome, false)).toBeNull();
    expect(chooseSmartBanner(undefined, UA.iphoneSafari, false)).toBeNull();
  });
});
