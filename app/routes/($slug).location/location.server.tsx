import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { displayLocale, FRANCHISE_STORE_LIST_SIZE, storesResponseSchema } from "../../../contract";
import type { AddressFormAnswer } from "~/components/profile/AddressForm";
import {
  fieldsOfValues,
  fillFromLookup,
  fillFromPlace,
  placeMismatch,
  sameAddress,
  type AddressFields,
} from "~/lib/accounts/address-form";
import { addressFormSchema, addressIntent, toAddressInput } from "~/lib/accounts/address-schema.server";
import { fieldsOfCartAddress, putCartAddress, putCartTakeout } from "~/lib/checkout/checkout.server";
import { currentClient } from "~/lib/accounts/client-session.server";
import { farLocation } from "~/lib/location/far-location.server";
import { firstErrors } from "~/lib/page/form-fields.server";
import { storeCards } from "~/lib/store/franchise";
import { mapTiles } from "~/lib/location/map-tiles.server";
import { accountErrorKey, refusalStatus } from "~/lib/accounts/profile.server";
import { merchantView } from "~/lib/store/merchant-view.server";
import { requireStore, type Store } from "~/lib/store/store.server";
import type { StaticPart } from "~/partial";
import { LocationHead, NearbyStores, NotServedPickup, staticPart } from "~/partial/index.server";
import { keepAddressForCheckout, locationReturn, type LocationReturn } from "./return.server";

// The store list's flags sit beside the envelope's `data`: the whole body is wrapped.
const storeListBody = storesResponseSchema.transform((body) => ({ data: body }));

function franchiseOf(store: Store): string | null {
  const type = store.merchant.slugType;
  if (type?.type !== "STORE" || !type.slug_franchise || !store.merchant.generalSettings?.multi_stores) return null;
  return type.slug_franchise;
}

async function requireCart(context: AppLoadContext, store: Store, back: LocationReturn) {
  if (!context.store.cart) throw respond(null, { status: 404 });
  const current = await context.store.cart.current();
  if (current.state === "unavailable") throw respond(null, { status: 503 });
  if (current.state === "none" || (current.cart.items.length === 0 && current.cart.pizzas.length === 0))
    throw redirect(store.href(`/${back}`));
  return current.cart;
}

function ruleOf(store: Store) {
  return (
    store.merchant.generalSettings?.address_configuration ?? {
      enabled_reference_point: false,
      required_reference_point: false,
    }
  );
}

/** The map has its own route and code, so neither the checkout's nor the cart's first load pays for it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const back = locationReturn(url);
  const store = await requireStore(context, request);
  const cart = await requireCart(context, store, back);
  const franchise = franchiseOf(store);
  const tab = franchise && url.searchParams.get("tab") === "stores" ? "stores" : "address";
  const fields: AddressFields = fieldsOfCartAddress(cart.delivery.address);
  const tabHref = (name: "address" | "stores") =>
    store.href(`/location?${new URLSearchParams({ return: back, ...(name === "stores" ? { tab: name } : {}) })}`);
  const view = { language: store.language, merchant: merchantView(store.merchant, store.language) };
  const tabs = franchise ? { address: tabHref("address"), stores: tabHref("stores") } : null;
  const stores = franchise && tab === "stores" ? await nearbyStores(context, store, fields) : null;
  return {
    title: store.t("location.page.title"),
    head: staticPart(
      context,
      view,
      <LocationHead back={back} backHref={store.href(`/${back}`)} tabs={tabs} tab={tab} />,
    ),
    stores:
      stores && franchise
        ? staticPart(
            context,
            view,
            <NearbyStores {...stores} carryAction={`/${franchise}/stores`} source={store.slug} />,
          )
        : null,
    fields,
    country: store.country,
    rule: ruleOf(store),
    tiles: mapTiles(context),
  };
}

async function nearbyStores(context: AppLoadContext, store: Store, fields: AddressFields) {
  const point = fields.latitude && fields.longitude ? `${fields.latitude},${fields.longitude}` : null;
  const query = new URLSearchParams({
    page: "1",
    size: String(FRANCHISE_STORE_LIST_SIZE),
    sort: point ? "distance" : "opened",
  });
  if (point) query.set("geolocation", point);
  const list = await context.api.send("GET", `/merchants/${store.slug}/stores?${query}`, store.token, storeListBody);
  const cards = list.ok
    ? storeCards(list.data.data, displayLocale(store.language, store.country), { anyDistance: true })
    : [];
  return { byDistance: point !== null, stores: cards.map((card) => ({ ...card, here: card.slug === store.slug })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const back = locationReturn(new URL(request.url));
  const store = await requireStore(context, request);
  const cart = await requireCart(context, store, back);
  const form = await request.formData().catch(() => new FormData());
  const client = currentClient(context);
  const { api } = context;
  const { slug, token, country } = store;

  const submission = parseWithZod(addressIntent(form), { schema: addressFormSchema(country, ruleOf(store)) });
  const typed = fieldsOfValues(submission.reply().initialValue ?? undefined);
  // As server HTML: the page's code stays the form's.
  const answer = (state: Partial<AddressFormAnswer>, status: number, pickup: StaticPart | null = null) =>
    respond(
      {
        ...({
          fields: typed,
          errors: {},
          formError: null,
          mismatch: null,
          found: false,
          far: null,
          located: false,
          ...state,
        } satisfies AddressFormAnswer),
        pickup,
      },
      { status },
    );
  if (form.get("intent") === "pickup") {
    const result = await putCartTakeout(context, slug, token, cart.guid);
    if (!result.ok)
      return answer({ formError: accountErrorKey(result.error, result.status) }, refusalStatus(result.status));
    store.session.set("deliveryMethod", "TAKEOUT");
    return redirect(store.href(`/${back}`), 303);
  }
  if (submission.status !== "success") {
    const errors = firstErrors(submission.reply().error);
    const formError = errors[""] ?? null;
    delete errors[""];
    return answer({ errors, formError }, 400);
  }
  const value = submission.value;

  if (value.intent === "locate") {
    const place = await api.reverseGeocode(slug, token, value.latitude, value.longitude);
    if (place.ok) return answer({ fields: fillFromPlace(country, typed, place.data), located: true }, 200);
    if (place.status === 404) return answer({ formError: "location.unknown" }, 422);
    return answer({ formError: accountErrorKey(place.error, place.status) }, refusalStatus(place.status));
  }

  const lookup = await api.lookupPostalCode(slug, token, value.zip_code, country);
  if (value.intent === "lookup") {
    if (lookup.ok) return answer({ fields: fillFromLookup(country, typed, lookup.data), found: true }, 200);
    if (lookup.status === 404)
      return answer({ errors: { zip_code: `addresses.lookup.notFound.${country === "BRA" ? "cep" : "zip"}` } }, 422);
    return answer({ formError: accountErrorKey(lookup.error, lookup.status) }, refusalStatus(lookup.status));
  }

  // As the profile's form: a city not the postal code's is confirmed, a far pin is asked about.
  const input = toAddressInput(country, value);
  if (lookup.ok) {
    const mismatch = placeMismatch(lookup.data, value.city, value.state);
    if (mismatch && !value.confirmed) return answer({ mismatch }, 409);
    if (!mismatch && input.latitude === null) {
      input.latitude = lookup.data.latitude;
      input.longitude = lookup.data.longitude;
    }
  }
  const far = value.located && value.far !== "pin" ? await farLocation(context, slug, token, input) : null;
  if (far && value.far === "address") {
    input.latitude = far.address.latitude;
    input.longitude = far.address.longitude;
  } else if (far) return answer({ far: { km: far.km } }, 409);

  const put = await putCartAddress(context, slug, token, cart.guid, {
    neighborhood: input.neighborhood,
    street: input.street,
    number: input.number,
    complement: input.complement,
    city: input.city,
    state: input.state,
    zip_code: input.zip_code,
    reference_point: input.reference_point,
    latitude: input.latitude,
    longitude: input.longitude,
  });
  if (!put.ok) {
    if (put.error.code === "DELIVERY_NOT_AVAILABLE") {
      const view = { language: store.language, merchant: merchantView(store.merchant, store.language) };
      return answer({ formError: "checkout.delivery.notServed" }, 422, staticPart(context, view, <NotServedPickup />));
    }
    return answer({ formError: accountErrorKey(put.error, put.status) }, refusalStatus(put.status));
  }
  store.session.set("deliveryMethod", "DELIVERY");

  let savedId: number | null = null;
  if (client) {
    const existing = await api.listAddresses(slug, token, client.id);
    const same = existing.ok ? existing.data.find((address) => sameAddress(address, input)) : undefined;
    const saved = same ? null : await api.createAddress(slug, token, client.id, input);
    savedId = same?.id ?? (saved?.ok ? saved.data.id : null);
  }
  if (back === "checkout") keepAddressForCheckout(store.session, input, savedId);
  return redirect(store.href(`/${back}`), 303);
}
