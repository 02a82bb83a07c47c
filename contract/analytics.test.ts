import { describe, expect, it } from "vitest";
import {
  EVENT_ID_PATTERN,
  conversionPixels,
  facebookPixelEventRequestSchema,
  newEventId,
  type AnalyticsSettings,
} from "./index";
import { pixel } from "./analytics.fixtures";

describe("newEventId: time plus random (customer spec §5)", () => {
  it("is the time in milliseconds, a dot and ten random letters or digits", () => {
    expect(newEventId(1_764_165_600_000, new Uint8Array([0, 1, 10, 35, 36, 71, 255, 100, 200, 9]))).toBe(
      "1764165600000.01az0z3sk9",
    );
    const id = newEventId();
    expect(id).toMatch(EVENT_ID_PATTERN);
    expect(Number(id.split(".")[0])).toBeLessThanOrEqual(Date.now());
  });

  it("differs between two events of the same millisecond", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newEventId(1_764_165_600_000)));
    expect(ids.size).toBe(200);
  });

  it("passes the API's schema", () => {
    expect(facebookPixelEventRequestSchema.parse({ event_id: newEventId(), event_name: "AddToCart" })).toMatchObject({
      event_params: {},
      fbp: null,
      fbc: null,
    });
  });
});

describe("conversionPixels", () => {
  it("lists the pixels with the conversions API whose flag of the event is on, once each", () => {
    const settings: AnalyticsSettings = {
      facebook: [
        pixel("1", true, { add_to_cart: true }),
        pixel("2", false, { add_to_cart: true, purchase: true }),
        pixel("1", true, { add_to_cart: true }),
        pixel("3", true, { purchase: true }),
      ],
      ga4: [],
    };
    expect(conversionPixels(settings, "AddToCart")).toEqual(["1"]);
    expect(conversionPixels(settings, "Purchase")).toEqual(["3"]);
    expect(conversionPixels(settings, "Lead")).toEqual([]);
    expect(conversionPixels(null, "Purchase")).toEqual([]);
    expect(conversionPixels({ facebook: [], ga4: [{ google_analytics_id: "G-X" }] }, "Purchase")).toEqual([]);
  });
});
