import * as z from "zod";
import { moneySchema } from "./menu";
import { timeToReceiveSchema } from "./operation";

/**
 * No document: every address pays order_settings.delivery_fee. DISTANCE: bands of kilometres from the store's
 * address; beyond the last band is not served, and the areas are only what a customer can pick without
 * geolocation.
 */
export const deliveryAreaModeSchema = z.enum(["NEIGHBORHOOD", "DISTANCE"]);
export type DeliveryAreaMode = z.infer<typeof deliveryAreaModeSchema>;

export const deliveryAreaSchema = z.object({
  name: z.string().trim().min(1).max(80),
  /** Absent for an area the owner named in the console: then it is found by its name only. */
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** Minor units; NEIGHBORHOOD mode only. */
  fee: moneySchema.min(0),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

export const deliveryBandSchema = z.object({
  /** Inclusive; a band starts where the previous one ends (or at 0). */
  up_to_km: z.number().positive(),
  fee: moneySchema.min(0),
});
export type DeliveryBand = z.infer<typeof deliveryBandSchema>;

/** Abbreviations people type for a neighbourhood's kind (Brazil, Colombia, Mexico), as whole words after the dots go. */
const AREA_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    jd: "jardim",
    jdm: "jardim",
    jard: "jardim",
    vl: "vila",
    pq: "parque",
    pque: "parque",
    res: "residencial",
    resid: "residencial",
    cj: "conjunto",
    conj: "conjunto",
    sta: "santa",
    sto: "santo",
    col: "colonia",
    fracc: "fraccionamiento",
    urb: "urbanizacion",
    gral: "general",
  }),
);

/**
 * A neighbourhood's name as it is compared: accents, case, punctuation and extra spaces ignored,
 * and the usual abbreviations ("Jd.", "Vl.", "Col.") read as the word they stand for.
 */
export const normalizeAreaName = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .map((word) => AREA_WORDS.get(word) ?? word)
    .join(" ");

export const deliveryAreasSchema = z
  .object({
    mode: deliveryAreaModeSchema,
    areas: z.array(deliveryAreaSchema),
    bands: z.array(deliveryBandSchema),
    time_to_receive: timeToReceiveSchema.optional(),
    /** Neighbourhoods never served, by name (case and accents ignored), even inside a band or near a served area. */
    not_served: z.array(z.string().trim().min(1).max(80)).optional(),
  })
  .superRefine((document, context) => {
    const seen = new Set<string>();
    for (const [index, area] of document.areas.entries()) {
      const key = normalizeAreaName(area.name);
      if (seen.has(key))
        context.addIssue({ code: "custom", path: ["areas", index, "name"], message: `duplicate area ${area.name}` });
      seen.add(key);
    }
    for (const [index, band] of document.bands.entries()) {
      const previous = document.bands[index - 1];
      if (previous && band.up_to_km <= previous.up_to_km) {
        context.addIssue({
          code: "custom",
          path: ["bands", index, "up_to_km"],
          message: "bands must grow in distance",
        });
      }
    }
    if (document.mode === "NEIGHBORHOOD" && document.areas.length === 0) {
      context.addIssue({ code: "custom", path: ["areas"], message: "NEIGHBORHOOD mode needs at least one area" });
    }
    if (document.mode === "DISTANCE" && document.bands.length === 0) {
      context.addIssue({ code: "custom", path: ["bands"], message: "DISTANCE mode needs at least one band" });
    }
  });
export type DeliveryAreas = z.infer<typeof deliveryAreasSchema>;

export const deliveryFeeLocationQuerySchema = z
  .object({
    neighborhood: z.string().trim().min(1).max(80).optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    /** The visitor's cart: the fee quoted is then the one that cart will be charged. */
    cart_guid: z.string().trim().min(1).max(64).optional(),
  })
  .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
    message: "latitude and longitude go together",
    path: ["latitude"],
  })
  .refine((query) => query.neighborhood !== undefined || query.latitude !== undefined, {
    message: "give a neighborhood or a latitude and longitude",
    path: ["neighborhood"],
  });
export type DeliveryFeeLocationQuery = z.infer<typeof deliveryFeeLocationQuerySchema>;
