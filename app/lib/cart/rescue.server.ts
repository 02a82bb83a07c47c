import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  RESCUE_LINK_TTL_SECONDS,
  rescueClaimResponseSchema,
  rescueDataResponseSchema,
  rescueTokenSchema,
} from "../../../contract";
import type { Store } from "~/lib/store/store.server";

/* A rescue link's page (decision 110): what it says in each state, written here in the customer's language. */

export interface RescuePage {
  status: number;
  title: string;
  heading: string;
  body: string;
  alert: string | null;
  /** The button that spends the link, while it is good. */
  claim: { guid: string; label: string } | null;
  links: { href: string; label: string }[];
}

type Context = Pick<AppLoadContext, "api">;
type RescueStore = Pick<Store, "slug" | "token" | "t" | "href">;
type Ended = "USED" | "EXPIRED" | "ORDERED" | "NOT_FOUND";

const HOURS = RESCUE_LINK_TTL_SECONDS / 3600;

function endedPage(store: RescueStore, state: Ended, status: number): RescuePage {
  const { t, href } = store;
  return {
    status,
    title: t("rescue.title"),
    heading: t(`rescue.${state}.heading`),
    body: t(`rescue.${state}.body`, { hours: HOURS }),
    alert: null,
    claim: null,
    links: [
      { href: href("/"), label: t("rescue.toMenu") },
      ...(state === "ORDERED" ? [{ href: href("/orders"), label: t("rescue.toOrders") }] : []),
    ],
  };
}

function unavailablePage(store: RescueStore): RescuePage {
  const { t, href } = store;
  return {
    status: 503,
    title: t("rescue.title"),
    heading: t("rescue.title"),
    body: t("rescue.unavailable"),
    alert: null,
    claim: null,
    links: [{ href: href("/"), label: t("rescue.toMenu") }],
  };
}

/** The spec's consumer_data_infos read: the link's state, nothing spent. */
export async function readRescueLink(context: Context, store: RescueStore, guid: string): Promise<RescuePage> {
  if (!rescueTokenSchema.safeParse(guid).success) return endedPage(store, "NOT_FOUND", 404);
  const result = await context.api.send(
    "GET",
    `/${encodeURIComponent(store.slug)}/consumer_data_infos?guid=${encodeURIComponent(guid)}`,
    store.token,
    rescueDataResponseSchema,
  );
  if (!result.ok) return result.status === 404 ? endedPage(store, "NOT_FOUND", 404) : unavailablePage(store);
  if (result.data.state !== "VALID") return endedPage(store, result.data.state, 410);
  const { t, href } = store;
  return {
    status: 200,
    title: t("rescue.title"),
    heading: t("rescue.valid.heading", { name: result.data.first_name ?? "" }),
    body: t("rescue.valid.body"),
    alert: null,
    claim: { guid, label: t("rescue.valid.submit") },
    links: [{ href: href("/"), label: t("rescue.toMenu") }],
  };
}

const ENDED_CODES: Record<string, Ended> = {
  RESCUE_LINK_USED: "USED",
  RESCUE_LINK_EXPIRED: "EXPIRED",
  RESCUE_CART_ORDERED: "ORDERED",
  RESCUE_LINK_NOT_FOUND: "NOT_FOUND",
};

/** Spends the link: the cart becomes this browser's visitor's. A refusal is the page to show instead. */
export async function claimRescueLink(
  context: Context,
  store: RescueStore,
  guid: string,
): Promise<{ state: "claimed"; cartGuid: string } | { state: "refused"; page: RescuePage }> {
  if (!rescueTokenSchema.safeParse(guid).success) return { state: "refused", page: endedPage(store, "NOT_FOUND", 404) };
  const result = await context.api.send(
    "POST",
    `/${encodeURIComponent(store.slug)}/consumer_data_infos`,
    store.token,
    rescueClaimResponseSchema,
    { guid },
  );
  if (result.ok) return { state: "claimed", cartGuid: result.data.cart_guid };
  const ended = ENDED_CODES[result.error.code];
  if (ended) return { state: "refused", page: endedPage(store, ended, ended === "NOT_FOUND" ? 404 : 410) };
  if (result.error.code === "RESCUE_CART_CONFLICT") {
    const { t, href } = store;
    const page = await readRescueLink(context, store, guid);
    return {
      state: "refused",
      page: {
        ...page,
        status: 409,
        alert: t("rescue.conflict"),
        links: [{ href: href("/cart"), label: t("rescue.toCart") }, ...page.links],
      },
    };
  }
  return { state: "refused", page: unavailablePage(store) };
}
