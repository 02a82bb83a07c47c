import { redirectDocument, type AppLoadContext } from "@remix-run/cloudflare";
import {
  citiesResponseSchema,
  displayLocale,
  FRANCHISE_STORE_LIST_SIZE,
  storesResponseSchema,
  voucherCodeSchema,
  type Language,
} from "../../contract";
import { FranchiseStores } from "~/components/menu/FranchiseStores";
import { storesWithCart } from "~/lib/cart/cart-carry.server";
import { finderQuery, storeCards, storeMenuHref, type CepProblem } from "~/lib/store/franchise";
import { merchantHref } from "~/lib/store/links";
import { finderPlace, nearestServingStore, type AddressProblem } from "~/lib/location/nearest-store";
import { leaveArrival, rememberedPoint } from "~/lib/location/nearest-store.server";
import { geocodeTypedAddress } from "~/lib/location/finder-place.server";
import type { MerchantBootstrap } from "~/lib/store/merchant.server";
import type { MerchantView } from "~/lib/store/merchant-view";
import { staticPart } from "./static-part.server";

// `send` answers the envelope's `data`; the store list's flags sit beside it, so the whole body is wrapped.
const storeListBody = storesResponseSchema.transform((body) => ({ data: body }));

/**
 * A franchise's store list and finder (customer spec "Franchise store list"), as a static part:
 * `?cep=` geocoded by the API's postal-code lookup (stores nearest first, with their distance),
 * else open stores first; `?city=` narrows to one city. Shown by the franchise's home and its
 * `/stores` page. A failed read shows what could be read. When this browser holds a cart with
 * items at one of the stores, choosing another store is a POST that carries it there (decision 030).
 */
export async function franchiseStoresPart(
  request: Request,
  context: AppLoadContext,
  args: {
    slug: string;
    token: string;
    merchant: MerchantBootstrap;
    page: { language: Language; merchant: MerchantView | null };
    /** `redirect_to_nearest_store`, unless the customer asked to choose: a located customer is taken to the nearest store serving them. */
    redirectToNearest?: boolean;
  },
) {
  const { slug, token, merchant, page, redirectToNearest = false } = args;
  const { api } = context;
  const url = new URL(request.url);
  const { cep, cityId } = finderQuery(url);
  // The franchise's voucher link (the spec's isCouponFranquia): its code goes to the store chosen.
  const linked = voucherCodeSchema.safeParse(url.searchParams.get("voucher") ?? "");
  const voucher = linked.success ? linked.data : null;
  // Besides the CEP: the browser's location (`?near=`) or an address typed (`?address=`, with the city chosen).
  const place = finderPlace(url);
  const country = merchant.tropicalization.country_code;

  const [citiesRead, lookup] = await Promise.all([
    api.send(
      "GET",
      `/${slug}/cities?${new URLSearchParams({ page: "1", size: String(FRANCHISE_STORE_LIST_SIZE) })}`,
      token,
      citiesResponseSchema,
    ),
    cep ? api.lookupPostalCode(slug, token, cep, country) : Promise.resolve(null),
  ]);
  let cepProblem: CepProblem | null = null;
  let geolocation: string | null = null;
  if (lookup?.ok) geolocation = `${lookup.data.latitude},${lookup.data.longitude}`;
  else if (lookup)
    cepProblem =
      lookup.status === 404 ? "notFound" : lookup.status === 400 || lookup.status === 422 ? "invalid" : "failed";
  let addressProblem: AddressProblem | null = null;
  // Without a point asked for, the one this browser last shared: the list is sorted by it, and
  // nobody is taken anywhere (they came to the list; decision 079).
  const remembered = cep || place.near || place.address ? null : rememberedPoint(request);
  if (remembered) geolocation = `${remembered.latitude},${remembered.longitude}`;
  else if (!lookup && place.near) geolocation = `${place.near.latitude},${place.near.longitude}`;
  else if (!lookup && place.address) {
    const cities = citiesRead.ok ? citiesRead.data : [];
    // The city chosen; a franchise in one city has no select, and that city is the one.
    const city = (cities.find((candidate) => candidate.id === cityId) ?? (cities.length === 1 ? cities[0] : undefined))
      ?.name;
    const found = await geocodeTypedAddress(context, slug, token, place.address, city);
    if (found.point) geolocation = `${found.point.latitude},${found.point.longitude}`;
    else addressProblem = found.problem;
  }

  const query = new URLSearchParams({
    page: "1",
    size: String(FRANCHISE_STORE_LIST_SIZE),
    sort: geolocation ? "distance" : "opened",
  });
  if (geolocation) query.set("geolocation", geolocation);
  if (cityId !== null) query.set("city_id", String(cityId));
  const list = await api.send("GET", `/merchants/${slug}/stores?${query}`, token, storeListBody);

  const locale = displayLocale(page.language, country);
  const near = list.ok ? storeCards(list.data.data, locale) : null;
  // A postal code with no store near it: the stores of the city asked for (or all of them), nearest
  // first with their distance, under a notice saying none is near, never "no store available".
  const noneNear = geolocation !== null && list.ok && near?.length === 0;
  const stores = noneNear && list.ok ? storeCards(list.data.data, locale, { anyDistance: true }) : near;
  // Decision 030: a cart with items at one of the stores goes along to the store chosen (a POST).
  const withCart = stores
    ? await storesWithCart(
        context,
        request,
        stores.map((store) => store.slug),
      )
    : new Map<string, number>();
  const [carrySource] = withCart.keys();
  // Taken to the nearest store that serves them, when the franchise says so, the point is theirs
  // (their location, their address; a CEP is an area, and its search lists the stores, decision 079)
  // and no cart of another store would be left behind (with one, the list offers to carry it, decision 030).
  const theirPoint = !lookup && !remembered && geolocation !== null;
  const nearest =
    redirectToNearest && theirPoint && list.ok && withCart.size === 0 ? nearestServingStore(list.data.data) : null;
  if (nearest && nearest.distance !== null) {
    const back = new URLSearchParams(url.searchParams);
    back.set("choose", "1");
    const km = Math.round(nearest.distance * 10) / 10;
    const cookie = await leaveArrival(context, request, nearest.slug, { km, back: `${url.pathname}?${back}` });
    throw redirectDocument(storeMenuHref(merchantHref({ slug: nearest.slug, customDomain: false }), voucher), {
      status: 303,
      headers: { "Set-Cookie": cookie },
    });
  }
  const carry =
    carrySource === undefined
      ? null
      : {
          source: carrySource,
          sourceName: stores?.find((store) => store.slug === carrySource)?.name ?? carrySource,
          count: withCart.get(carrySource) ?? 0,
          withCart: [...withCart.keys()],
        };
  return staticPart(
    context,
    page,
    <FranchiseStores
      stores={stores}
      carry={carry}
      hasAnyLargeDistance={list.ok && list.data.hasAnyLargeDistance}
      located={geolocation !== null}
      noneNear={noneNear}
      cep={cep}
      cepProblem={cepProblem}
      place={remembered ? { ...place, near: remembered } : place}
      addressProblem={addressProblem}
      cities={citiesRead.ok ? citiesRead.data : []}
      cityId={cityId}
      voucher={voucher}
    />,
  );
}
