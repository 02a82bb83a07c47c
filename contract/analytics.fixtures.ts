import type { AnalyticsSettings } from "./settings";

export const pixel = (
  id: string,
  conversions: boolean,
  flags: Partial<AnalyticsSettings["facebook"][number]> = {},
): AnalyticsSettings["facebook"][number] => ({
  facebook_pixel_id: id,
  facebook_api_conversion_enabled: conversions,
  add_payment_info: false,
  add_to_cart: false,
  initiate_checkout: false,
  lead: false,
  purchase: false,
  remove_from_cart: false,
  view_content: false,
  ...flags,
});
