import {
  consoleCouponResponseSchema,
  consoleCouponsResponseSchema,
  consoleLoyaltyResponseSchema,
  couponRemovalResponseSchema,
  settingsWriteResponseSchema,
  type CouponRequest,
  type CouponSettingsRequest,
  type FidelityProgramRequest,
  type LoyaltyCampaignRequest,
  type LoyaltySettingsRequest,
} from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** Coupons, loyalty and fidelity (contract/console-settings-rewards.ts) with the staff token: every member reads, the owner writes. */
export function rewardsCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}/settings`;
  return {
    coupons(slug: string, token: string) {
      return send("GET", `${base(slug)}/coupons`, token, consoleCouponsResponseSchema);
    },
    coupon(slug: string, token: string, id: number) {
      return send("GET", `${base(slug)}/coupons/${id}`, token, consoleCouponResponseSchema);
    },
    couponSettings(slug: string, token: string, body: CouponSettingsRequest) {
      return send("PUT", `${base(slug)}/coupons`, token, settingsWriteResponseSchema, body);
    },
    createCoupon(slug: string, token: string, body: CouponRequest) {
      return send("POST", `${base(slug)}/coupons`, token, settingsWriteResponseSchema, body);
    },
    updateCoupon(slug: string, token: string, id: number, body: CouponRequest) {
      return send("PUT", `${base(slug)}/coupons/${id}`, token, settingsWriteResponseSchema, body);
    },
    switchCoupon(slug: string, token: string, id: number, enabled: boolean) {
      return send("PUT", `${base(slug)}/coupons/${id}/enabled`, token, settingsWriteResponseSchema, { enabled });
    },
    removeCoupon(slug: string, token: string, id: number) {
      return send("DELETE", `${base(slug)}/coupons/${id}`, token, couponRemovalResponseSchema);
    },
    loyalty(slug: string, token: string) {
      return send("GET", `${base(slug)}/loyalty`, token, consoleLoyaltyResponseSchema);
    },
    loyaltySettings(slug: string, token: string, body: LoyaltySettingsRequest) {
      return send("PUT", `${base(slug)}/loyalty`, token, settingsWriteResponseSchema, body);
    },
    createCampaign(slug: string, token: string, body: LoyaltyCampaignRequest) {
      return send("POST", `${base(slug)}/loyalty/campaigns`, token, settingsWriteResponseSchema, body);
    },
    updateCampaign(slug: string, token: string, id: number, body: LoyaltyCampaignRequest) {
      return send("PUT", `${base(slug)}/loyalty/campaigns/${id}`, token, settingsWriteResponseSchema, body);
    },
    removeCampaign(slug: string, token: string, id: number) {
      return send("DELETE", `${base(slug)}/loyalty/campaigns/${id}`, token, settingsWriteResponseSchema);
    },
    fidelity(slug: string, token: string, body: FidelityProgramRequest) {
      return send("PUT", `${base(slug)}/fidelity`, token, settingsWriteResponseSchema, body);
    },
  };
}

export type RewardsCalls = ReturnType<typeof rewardsCalls>;
