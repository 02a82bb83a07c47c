import { data as respond, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { displayLocale, MAX_LINE_QUANTITY, type DeliveryType } from "../../../contract";
import { CartView } from "~/components/cart/CartView";
import { createCartService } from "~/lib/cart.server";
import { cartErrorKey } from "~/lib/cart-messages";
import { enabledModes, isDeliveryType, resolveDeliveryMode } from "~/lib/delivery-mode";
import { samePath } from "~/lib/modal-url";
import { i18nServer, resolveLanguage } from "~/lib/i18n.server";
import { presentCart, presentExtras, presentMinimum, presentModes } from "./cart.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];

/** What a refused or checked form sends back to the page. */
export interface CartActionData {
  error: string | null;
  /** A neighbourhood the store does not deliver to. */
  notServed: string | null;
  /** The minimum-order notice after a refused checkout. */
  minimumRefused: boolean;
  ready: boolean;
}

function accessOf(context: LoaderFunctionArgs["context"]) {
  const slug = context.merchantSlug;
  const session = context.session;
  if (!slug || !session) throw respond(null, { status: 404 });
  return { slug, session };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { slug, session } = accessOf(context);
  const token = await context.accessToken();
  if (!token) throw respond(null, { status: 404 });
  const { api } = context;
  const url = new URL(request.url);
  const cart = createCartService(api, slug, token, session);

  const [merchant, current, modes, statusNow, menu, orderSettings, minimum, areas] = await Promise.all([
    context.loadMerchant(),
    cart.current(),
    api.read("operation_modes", slug, token),
    api.read("operation_status_now", slug, token),
    api.read("menu", slug, token),
    api.read("order_settings", slug, token),
    cart.minimumOrder(),
    cart.deliveryAreas(),
  ]);
  if (!merchant) throw respond(null, { status: 404 });

  const language = await resolveLanguage(request, merchant.tropicalization.language);
  const t = await i18nServer.getFixedT(language);
  const { currency, country_code: country } = merchant.tropicalization;
  const locale = displayLocale(language, country);
  const enabled = enabledModes(modes);
  const mode = resolveDeliveryMode({
    modes,
    saved: session.get("deliveryMethod"),
    methodQuery: url.searchParams.get("method"),
    tableId: session.get("tableId"),
  });
  session.set("deliveryMethod", mode);

  // The cart follows the visit's mode (a cart with no type reads as DELIVERY on the API).
  let shown = current;
  if (current && current.delivery.type !== mode && mode !== "TABLE") {
    const synced = await cart.setDeliveryMethod(mode);
    if (synced.ok) shown = synced.data;
  }
  const notice = session.get("notice") ?? null;
  const title = t("cart.title");
  if (!shown || shown.count === 0) {
    return { title, empty: true as const, notice };
  }
  return {
    title,
    empty: false as const,
    notice,
    cart: presentCart(shown, currency, locale, (size) => t("cart.line.size", { size })),
    extras: menu ? presentExtras(menu.extras, shown, currency, locale) : [],
    // Table service starts from a table's QR code, not from this chooser.
    modes: presentModes(modes, enabled.filter((type) => type !== "TABLE" || mode === "TABLE")),
    mode,
    allowNotes: orderSettings?.allow_notes ?? true,
    // A minimum answered before a mode switch may be stale: ask again only when it matters.
    minimum: presentMinimum(shown === current ? minimum : await cart.minimumOrder(), currency, locale),
    areas: areas?.areas.map((area) => area.name) ?? [],
    closed: statusNow ? !statusNow.open && !statusNow.schedule_only : false,
    scheduleOnly: statusNow?.schedule_only ?? false,
  };
}

const lineKind = (value: FormDataEntryValue | null) => (value === "pizzas" ? "pizzas" : value === "items" ? "items" : null);

/** Every cart form of the page posts here (plain HTML forms; JavaScript only makes them quicker). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { slug, session } = accessOf(context);
  const token = await context.accessToken();
  if (!token) throw respond(null, { status: 404 });
  const cart = createCartService(context.api, slug, token, session);
  const form = await request.formData();
  const intent = form.get("intent");
  const url = new URL(request.url);
  const back = samePath(url);
  const reply = (state: Partial<CartActionData>, status = 422) =>
    respond({ error: null, notServed: null, minimumRefused: false, ready: false, ...state } satisfies CartActionData, { status });
  const done = (result: Awaited<ReturnType<typeof cart.setNotes>>) => {
    if (!result.ok) return reply({ error: cartErrorKey(result.error) }, result.status >= 500 ? 503 : 422);
    session.flash("notice", "cart.updated");
    return redirect(back);
  };

  switch (intent) {
    case "quantity": {
      const kind = lineKind(form.get("kind"));
      const id = Number(form.get("id"));
      const quantity = Number(form.get("quantity"));
      if (!kind || !Number.isInteger(id)) return reply({ error: "cart.errors.NOT_FOUND" });
      if (!Number.isInteger(quantity) || quantity > MAX_LINE_QUANTITY) return reply({ error: "cart.errors.INVALID_QUANTITY" });
      return done(quantity < 1 ? await cart.remove(kind, id) : await cart.setQuantity(kind, id, quantity));
    }
    case "remove": {
      const kind = lineKind(form.get("kind"));
      const id = Number(form.get("id"));
      if (!kind || !Number.isInteger(id)) return reply({ error: "cart.errors.NOT_FOUND" });
      return done(await cart.remove(kind, id));
    }
    case "notes":
      return done(await cart.setNotes(String(form.get("notes") ?? "").trim().slice(0, 500) || null));
    case "extras": {
      const extras = [...form.entries()]
        .filter(([name]) => name.startsWith("additional-"))
        .map(([name, value]) => ({ additional_id: Number(name.slice("additional-".length)), quantity: Number(value) }))
        .filter((extra) => Number.isInteger(extra.additional_id) && Number.isInteger(extra.quantity) && extra.quantity > 0);
      return done(await cart.setExtras(extras));
    }
    case "mode": {
      const type = form.get("type");
      if (!isDeliveryType(type) || type === "TABLE") return reply({ error: "cart.errors.DELIVERY_TYPE_INVALID" });
      const result = await cart.setDeliveryMethod(type);
      if (result.ok) session.set("deliveryMethod", type);
      return done(result);
    }
    case "area": {
      const neighborhood = String(form.get("neighborhood") ?? "").trim().slice(0, 80);
      if (!neighborhood) return reply({ error: "cart.area.needed" }, 400);
      const result = await cart.setDeliveryMethod("DELIVERY", {
        neighborhood,
        street: null,
        number: null,
        city: null,
        zip_code: null,
        latitude: null,
        longitude: null,
      });
      if (!result.ok && result.error.code === "DELIVERY_NOT_AVAILABLE") return reply({ notServed: neighborhood });
      if (result.ok) session.set("deliveryMethod", "DELIVERY");
      return done(result);
    }
    case "checkout": {
      const mode = (session.get("deliveryMethod") ?? "DELIVERY") as DeliveryType;
      const result = await cart.validate(mode);
      if (result.ok) return reply({ ready: true }, 200);
      if (result.error.code === "INVALID_MINIMUM_ORDER") return reply({ minimumRefused: true, error: cartErrorKey(result.error) });
      return reply({ error: cartErrorKey(result.error) }, result.status >= 500 ? 503 : 422);
    }
    default:
      return reply({ error: "cart.errors.generic" }, 400);
  }
}

export default function CartPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <CartView data={data} result={actionData ?? null} />;
}
