import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data as respond, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAX_LINE_QUANTITY } from "../../../contract";
import { LINE_NOTES_MAX } from "../../../contract/limits";
import { chosenOptions, type ItemFormState } from "~/components/menu/item-form";
import type { PizzaFormError } from "~/components/menu/PizzaDialog";
import {
  applyPizzaStep,
  pizzaIsComplete,
  pizzaStateFromParams,
  pizzaStateToParams,
  presentPizzaModal,
} from "~/components/menu/pizza/steps.server";
import { addedItemParams, addedPizzaParams, trackEvent } from "~/lib/platform/analytics.server";
import { upstreamRefusal } from "~/lib/platform/api.server";
import type { CartService } from "~/lib/cart/cart.server";
import { cartErrorKey, isCartWideRefusal, refusalStatus } from "~/lib/cart/cart-messages";
import { applyLinkedVoucher } from "~/lib/cart/coupons.server";
import { markFidelitySeen } from "~/lib/loyalty/fidelity.server";
import { merchantHref } from "~/lib/store/links";
import { samePath, withoutModal } from "~/lib/page/modal-url";
import type { MerchantSession } from "~/lib/platform/session.server";
import { closeSmartBanner } from "~/lib/store/smart-banner";
import { findPizza, isAdultsOnly } from "./dialog.server";
import { menuIntentSchema, type MenuIntent } from "./intents.server";
import { requireStoreSession, visitorToken } from "~/lib/store/store.server";

type MenuActionData = {
  reply: SubmissionResult<string[]>;
  itemForm: (ItemFormState & { itemId: number }) | null;
  pizzaForm: PizzaFormError | null;
};
type MenuSubmission = Submission<MenuIntent, string[]> & { status: "success" };

const answer = (state: Partial<MenuActionData> & Pick<MenuActionData, "reply">, status: number) =>
  respond({ itemForm: null, pizzaForm: null, ...state } satisfies MenuActionData, { status });

/** The menu's forms: add an item, the pizza builder's steps, the notices a customer dismisses. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { slug, base, session, cart } = requireStoreSession(context);
  const url = new URL(request.url);
  // server.ts refuses non-form posts; an unreadable form body counts as empty and is refused below.
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: menuIntentSchema });

  if (submission.status !== "success") return refusedForm(form, submission.reply());

  const intent = submission.value;
  switch (intent.intent) {
    case "dismiss-closed-notice":
      session.set("closedNoticeSeen", intent.key);
      return redirect(withoutModal(url));
    case "dismiss-welcome":
      session.set("welcomeSeen", true);
      return redirect(withoutModal(url));
    case "dismiss-points-alert":
      session.set("pointsAlertSeen", intent.key);
      return redirect(intent.then === "loyalty" ? merchantHref(base, "/loyalty") : withoutModal(url));
    case "dismiss-smart-banner":
      closeSmartBanner(session);
      return redirect(withoutModal(url));
    case "fidelity-seen": {
      // Told to the API; if it could not answer, the menu shows the congratulations again later.
      const token = await visitorToken(context).catch(() => null);
      if (token) await markFidelitySeen(context, token, intent.programId);
      return redirect(withoutModal(url));
    }
    case "pizza-step":
    case "add-pizza":
      return pizzaAction(context, slug, cart, url, form, submission, request);
    case "add-item":
      return addItem(context, request, session, cart, url, submission, intent);
  }
}

function refusedForm(form: FormData, reply: SubmissionResult<string[]>) {
  const intent = form.get("intent");
  const first = (name: string) => reply.error?.[name]?.[0] ?? null;
  if (intent === "add-item") {
    // What the customer chose comes back with the message on its field.
    const itemId = Number(form.get("itemId"));
    const quantity = Number(form.get("quantity"));
    const itemForm = {
      itemId,
      options: chosenOptions(form),
      quantity: Number.isInteger(quantity) && quantity >= 1 ? Math.min(quantity, MAX_LINE_QUANTITY) : 1,
      notes: String(form.get("notes") ?? ""),
      invalidGroups: [],
      formError:
        first("itemId") ??
        Object.entries(reply.error ?? {}).find(([name]) => name.startsWith("options"))?.[1]?.[0] ??
        first(""),
      fieldErrors: { quantity: first("quantity"), notes: first("notes") },
    };
    return answer({ reply, itemForm }, 400);
  }
  if (intent === "pizza-step" || intent === "add-pizza") {
    const error = first("quantity") ?? first("notes") ?? first("") ?? "pizza.errors.add";
    const field = first("quantity") ? ("quantity" as const) : first("notes") ? ("notes" as const) : undefined;
    return answer({ reply, pizzaForm: { error, field, values: { max: LINE_NOTES_MAX } } }, 400);
  }
  return answer({ reply }, 400);
}

async function addItem(
  context: ActionFunctionArgs["context"],
  request: Request,
  session: MerchantSession,
  cart: CartService,
  url: URL,
  submission: MenuSubmission,
  intent: Extract<MenuIntent, { intent: "add-item" }>,
) {
  const itemForm = {
    itemId: intent.itemId,
    options: intent.options,
    quantity: intent.quantity,
    notes: intent.notes ?? "",
    invalidGroups: [] as number[],
    formError: null,
    fieldErrors: {},
  };
  // A post made without the age question (a stale page, a crafted form) is refused (decision 031).
  if (session.get("isOver18") !== true && (await isAdultsOnly(context, intent.itemId))) {
    const formError = "age.required";
    return answer({ reply: submission.reply({ formErrors: [formError] }), itemForm: { ...itemForm, formError } }, 403);
  }
  // The API checks quantities and each option group's [min, max]; its refusal maps back onto the dialog.
  const added = await cart.addItem({
    item_id: intent.itemId,
    quantity: intent.quantity,
    notes: intent.notes,
    options: intent.options.map((option_id) => ({ option_id, quantity: 1 })),
  });
  if (added.ok) {
    session.flash("notice", "cart.added");
    // Sent by the server after the response.
    trackEvent(context, request, "AddToCart", () =>
      addedItemParams(added.data, { itemId: intent.itemId, optionIds: intent.options, quantity: intent.quantity }),
    );
    await applyLinkedVoucher(context, added.data.guid);
    return redirect(withoutModal(url));
  }
  const groups = (added.error.errors ?? [])
    .map((error) => /^options\.(\d+)$/.exec(error.field)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
  const formError = cartErrorKey(added.error, added.status);
  return groups.length > 0
    ? answer({ reply: submission.reply(), itemForm: { ...itemForm, invalidGroups: groups } }, 400)
    : answer(
        { reply: submission.reply({ formErrors: [formError] }), itemForm: { ...itemForm, formError } },
        refusalStatus(added.status),
      );
}

/**
 * The pizza builder without JavaScript: each step posts here with the builder's state in the URL and
 * redirects to the next, so back and reload keep it. The API prices the pizza again whatever the page showed.
 */
async function pizzaAction(
  context: ActionFunctionArgs["context"],
  slug: string,
  cart: CartService,
  url: URL,
  form: FormData,
  submission: MenuSubmission,
  request: Request,
) {
  const intent = submission.value.intent;
  const fail = (pizzaForm: PizzaFormError, status: number) =>
    respond({ reply: submission.reply(), itemForm: null, pizzaForm } satisfies MenuActionData, { status });
  let token: string | null;
  try {
    token = await visitorToken(context);
  } catch (error) {
    const refused = upstreamRefusal(error);
    return fail({ error: cartErrorKey(refused.error, refused.status) }, refusalStatus(refused.status));
  }
  if (!token) throw respond(null, { status: 404 });
  const [menu, menuSettings] = await Promise.all([
    context.api.read("menu", slug, token),
    context.api.read("menu_settings", slug, token),
  ]);
  const pizza = menu ? findPizza(menu, Number(url.searchParams.get("modalId"))) : null;
  if (!pizza) return fail({ error: intent === "add-pizza" ? "pizza.errors.add" : "cart.errors.NOT_FOUND" }, 422);
  const modal = presentPizzaModal(pizza, menuSettings?.pizza_price_rule ?? "PROPORTIONAL");
  const state = pizzaStateFromParams(url.searchParams);
  if (intent === "pizza-step") {
    const result = applyPizzaStep(modal, state, form);
    if (!result.ok)
      return fail({ error: result.error, field: result.field, values: result.values, draft: result.draft }, 400);
    return redirect(`${samePath(url)}?${pizzaStateToParams(result.state, new URLSearchParams(url.search))}`);
  }
  const final = applyPizzaStep(modal, { ...state, step: 4 }, form);
  if (!final.ok || !pizzaIsComplete(modal, final.state)) return fail({ error: "pizza.errors.add" }, 400);
  const added = await cart.addPizza({
    pizza_id: pizza.id,
    size_id: final.state.sizeId,
    flavors: final.state.flavors.map((flavor) => ({ flavor_id: flavor.id, quantity: flavor.count })),
    complement_ids: final.state.complementIds,
    quantity: final.state.quantity,
    notes: final.state.notes.trim() || null,
  });
  if (!added.ok) {
    const error = isCartWideRefusal(added.error, added.status)
      ? cartErrorKey(added.error, added.status)
      : "pizza.errors.add";
    return fail({ error }, refusalStatus(added.status));
  }
  context.store.session!.flash("notice", "cart.added");
  trackEvent(context, request, "AddToCart", () =>
    addedPizzaParams(added.data, { pizzaId: pizza.id, sizeId: final.state.sizeId, quantity: final.state.quantity }),
  );
  await applyLinkedVoucher(context, added.data.guid);
  return redirect(withoutModal(url));
}
