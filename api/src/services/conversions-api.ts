import type * as z from "zod";
import {
  type ConversionUserData,
  type FacebookPixelEventRequest,
  conversionPixels,
  type facebookPixelEventRequestSchema,
} from "../../../contract";
import { recordConversionEvent } from "../db/analytics";
import { createDb } from "../db/client";
import { loadDocument, type MerchantRef } from "../db/merchants";
import type { Bindings } from "../env";
import { HttpError, notFound } from "../http/errors";
import { sandboxHost } from "../provider/sandbox-host";

/* Meta's conversions API (decision 076): each event carries the id the browser's pixel used, so Meta counts the two as one. */

export const GRAPH_API_VERSION = "v21.0";
const GRAPH_URL = "https://graph.facebook.com";

type RecordedEvent = Required<Pick<FacebookPixelEventRequest, "event_id" | "event_name">> & {
  event_params: NonNullable<FacebookPixelEventRequest["event_params"]>;
  fbp: string | null;
  fbc: string | null;
  user_data: ConversionUserData;
  event_source_url?: string;
};

/** Digits after the decimal point of a currency (BRL, COP and MXN: 2). */
const fractionDigits = (currency: string) => {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

/** `value` in units of the currency (ours is minor units). */
export function serverEvent(event: RecordedEvent, eventTime: number) {
  const { value, currency, ...custom } = event.event_params;
  const userData = {
    ...(event.user_data.em ? { em: [event.user_data.em] } : {}),
    ...(event.user_data.ph ? { ph: [event.user_data.ph] } : {}),
    ...(event.user_data.external_id ? { external_id: [event.user_data.external_id] } : {}),
    ...(event.user_data.client_ip_address ? { client_ip_address: event.user_data.client_ip_address } : {}),
    ...(event.user_data.client_user_agent ? { client_user_agent: event.user_data.client_user_agent } : {}),
    ...(event.fbp ? { fbp: event.fbp } : {}),
    ...(event.fbc ? { fbc: event.fbc } : {}),
  };
  return {
    event_name: event.event_name,
    event_time: Math.floor(eventTime / 1000),
    event_id: event.event_id,
    action_source: "website",
    ...(event.event_source_url ? { event_source_url: event.event_source_url } : {}),
    user_data: userData,
    custom_data: {
      ...custom,
      ...(currency ? { currency } : {}),
      ...(value !== undefined && currency ? { value: value / 10 ** fractionDigits(currency) } : {}),
    },
  };
}

/** A refusal is logged only (customer spec §8), without the event's data. */
export async function forwardConversion(
  env: Bindings,
  pixelIds: string[],
  event: RecordedEvent,
  fetchGraph: (request: Request) => Promise<Response>,
  now = Date.now(),
): Promise<void> {
  const token = env.FACEBOOK_CONVERSIONS_TOKEN;
  if (!token) return;
  const origin = (env.FACEBOOK_GRAPH_URL ?? GRAPH_URL).replace(/\/$/, "");
  const body = JSON.stringify({ data: [serverEvent(event, now)], access_token: token });
  await Promise.all(
    pixelIds.map(async (pixelId) => {
      const request = new Request(`${origin}/${GRAPH_API_VERSION}/${pixelId}/events`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      const response = await fetchGraph(request).catch(() => null);
      if (!response?.ok)
        console.error(
          `[conversions] ${event.event_name} ${event.event_id} to pixel ${pixelId}: ${response?.status ?? "unreachable"}`,
        );
    }),
  );
}

/**
 * Recorded once per event id (a retry is the same event). The user data goes to Meta after the
 * answer and is never stored here.
 */
export async function recordConversion(
  env: Bindings,
  merchant: MerchantRef,
  event: z.output<typeof facebookPixelEventRequestSchema>,
  inProcess: (request: Request) => Promise<Response>,
): Promise<Promise<void> | null> {
  const db = createDb(env.DB);
  const settings = await loadDocument(db, merchant.id, "analytics_settings");
  if (!settings.facebook.some((pixel) => pixel.facebook_api_conversion_enabled)) {
    throw notFound(`Merchant ${merchant.slug} has no Facebook pixel with the conversions API`);
  }
  const pixelIds = conversionPixels(settings, event.event_name);
  if (pixelIds.length === 0)
    throw new HttpError(422, "EVENT_NOT_ENABLED", `No pixel of ${merchant.slug} takes ${event.event_name} events`);
  const recorded = await recordConversionEvent(db, {
    merchantId: merchant.id,
    eventId: event.event_id,
    eventName: event.event_name,
    eventParams: JSON.stringify(event.event_params),
    fbp: event.fbp,
    fbc: event.fbc,
    pixelIds: JSON.stringify(pixelIds),
    createdAt: new Date().toISOString(),
  });
  if (!recorded) return null;
  const graph = env.FACEBOOK_GRAPH_URL;
  const fetchGraph = graph && sandboxHost(graph) ? inProcess : (request: Request) => fetch(request);
  return forwardConversion(env, pixelIds, event, fetchGraph);
}
