import { settingsWriteResponseSchema } from "../../../contract/console-settings";
import {
  bannerImageResponseSchema,
  brandSettingsResponseSchema,
  consoleBannersResponseSchema,
  type BannerRequest,
  type BrandColorsRequest,
} from "../../../contract/console-settings-brand";
import type { Send } from "~/lib/platform/api-calls.server";

/**
 * The brand and the banners (contract/console-settings-brand.ts, decision 105) with the staff token:
 * every member reads them, the owner changes them. An image goes as its own bytes.
 */
export function brandCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}/settings`;
  return {
    read(slug: string, token: string) {
      return send("GET", `${base(slug)}/brand`, token, brandSettingsResponseSchema);
    },
    changeColors(slug: string, token: string, colors: BrandColorsRequest) {
      return send("PUT", `${base(slug)}/brand/colors`, token, settingsWriteResponseSchema, colors);
    },
    uploadLogo(slug: string, token: string, image: Blob) {
      return send("POST", `${base(slug)}/brand/logo`, token, settingsWriteResponseSchema, image);
    },
    removeLogo(slug: string, token: string) {
      return send("DELETE", `${base(slug)}/brand/logo`, token, settingsWriteResponseSchema);
    },
    banners(slug: string, token: string) {
      return send("GET", `${base(slug)}/banners`, token, consoleBannersResponseSchema);
    },
    uploadBannerImage(slug: string, token: string, image: Blob) {
      return send("POST", `${base(slug)}/banners/images`, token, bannerImageResponseSchema, image);
    },
    createBanner(slug: string, token: string, banner: BannerRequest) {
      return send("POST", `${base(slug)}/banners`, token, settingsWriteResponseSchema, banner);
    },
    changeBanner(slug: string, token: string, id: number, banner: BannerRequest) {
      return send("PUT", `${base(slug)}/banners/${id}`, token, settingsWriteResponseSchema, banner);
    },
    removeBanner(slug: string, token: string, id: number) {
      return send("DELETE", `${base(slug)}/banners/${id}`, token, settingsWriteResponseSchema);
    },
    reorderBanners(slug: string, token: string, ids: number[]) {
      return send("PUT", `${base(slug)}/banners/order`, token, settingsWriteResponseSchema, { ids });
    },
  };
}
