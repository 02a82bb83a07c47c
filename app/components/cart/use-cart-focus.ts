import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n";
import type { CartActionData, CartPageView } from "~/lib/cart-view";
import type { CartChange } from "~/lib/cart-change-message";

/** The element a refused checkout says why in (next to its button); focus moves to it. */
export const CHECKOUT_FEEDBACK_ID = "checkout-feedback";
/** Where focus lands when nothing closer to the control the customer used is left. */
const FALLBACK_ID = "cart-title";

interface Sent {
  change: CartChange;
  /** The page as it was when the form was sent: names of what may be gone after it. */
  before: CartPageView;
  /** The control that sent the form, then where focus goes if it is gone or disabled, in order. */
  focusIds: string[];
  /**
   * Whether the navigation has been seen leaving "idle" for it. The page can render again between
   * the submit event and Remix's "submitting" (a text loaded, the loader's data): still idle then,
   * the form is not answered yet, it has not left.
   */
  started: boolean;
}

/**
 * Ids of the controls that may take focus after `control`'s form went through: itself (the forms
 * are keyed by what the server says, so it may be a new element with the same id); then, when it
 * is gone with its line, the control of the same group (data-focus-group: "−", "Remover") on the
 * next line, else on the one before; then its own fallbacks (data-focus-fallback, space-separated
 * ids, for a "+" disabled at the most); then the cart's heading.
 */
function focusIdsAfter(control: HTMLElement | null, root: HTMLElement): string[] {
  if (!control) return [FALLBACK_ID];
  const group = control.dataset.focusGroup;
  const peers = group ? [...root.querySelectorAll<HTMLElement>(`[data-focus-group="${group}"]`)] : [];
  const at = peers.indexOf(control);
  const nearest = at < 0 ? [] : [...peers.slice(at + 1), ...peers.slice(0, at).reverse()];
  const fallbacks = control.dataset.focusFallback?.split(/\s+/).filter(Boolean) ?? [];
  return [control.id, ...nearest.map((peer) => peer.id), ...fallbacks, FALLBACK_ID].filter(Boolean);
}

function focusable(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!element || (element as HTMLButtonElement).disabled) return null;
  return element;
}

/** Focus is nowhere useful: on the page itself, or on a control that was removed or disabled. */
function focusLost(): boolean {
  const active = document.activeElement as HTMLElement | null;
  return !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
}

/**
 * Focus and announcements after a cart form sent with JavaScript (without it, every answer is a
 * new page). Once the answer is in:
 * - a refused checkout moves focus to its reason, next to the button (CHECKOUT_FEEDBACK_ID);
 * - otherwise focus stays on the control the customer used, or, when it is gone (its line was
 *   removed, its form was redrawn, it is disabled now), goes to the nearest one that makes sense;
 * - a change that went through is said in the page's polite live region (`status`): what was
 *   removed, the new quantity, the new mode, the neighbourhood's fee. Before any, `status` is
 *   the page's own notice (a change made without JavaScript, an item just added).
 * Focus the customer already moved elsewhere meanwhile is left where it is.
 *
 * A form sent while another is on its way waits for that one's answer, then goes, as it was when
 * sent (three quick taps on "+" are three, one after the other): sent at once, it would cancel the first one's answer and reach
 * the server beside it, so "Calcular entrega" then at once "Continuar" checked out without the
 * neighbourhood just given, and said it was missing.
 */
export function useCartFocus(
  page: CartPageView,
  result: CartActionData | null,
): { status: { text: string; key: string } | null; onSubmit: (event: FormEvent<HTMLElement>) => void } {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const sent = useRef<Sent | null>(null);
  const waiting = useRef<{ sent: Sent; data: FormData; action: string | undefined }[]>([]);
  const count = useRef(0);
  // Null until the first form sent with JavaScript: until then the page's own notice speaks.
  const [announcement, setAnnouncement] = useState<{ text: string; key: string } | null | undefined>(undefined);

  const onSubmit = (event: FormEvent<HTMLElement>) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
    const value = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : undefined;
    };
    const next: Sent = {
      change: { intent: value("intent") ?? "", kind: value("kind"), id: value("id") },
      before: page,
      focusIds: focusIdsAfter(submitter, event.currentTarget),
      started: false,
    };
    if (navigation.state === "submitting" || waiting.current.length > 0) {
      event.preventDefault();
      waiting.current.push({ sent: next, data: new FormData(form, submitter), action: form.getAttribute("action") ?? undefined });
      return;
    }
    sent.current = next;
    // What was said about the last change no longer holds; nor does the notice of the last page.
    setAnnouncement(null);
  };

  useEffect(() => {
    const done = sent.current;
    if (done && navigation.state !== "idle") done.started = true;
    if (navigation.state !== "idle" || !done?.started) return;
    sent.current = null;
    const queued = waiting.current.shift();
    if (queued) {
      // The next form the customer sent meanwhile goes now; what it changed is said after its answer.
      sent.current = queued.sent;
      submit(queued.data, { method: "post", action: queued.action, preventScrollReset: true });
      return;
    }
    const refused = result !== null && result.reply.status === "error";
    // Focus the customer moved on their own while the answer came is theirs; else it is still
    // on the control they used, or lost with it.
    const untouched = focusLost() || document.activeElement?.id === done.focusIds[0];
    if (done.change.intent === "checkout" && (refused || result?.minimumRefused)) {
      if (untouched) document.getElementById(CHECKOUT_FEEDBACK_ID)?.focus();
      return;
    }
    if (focusLost()) {
      const target = done.focusIds.map(focusable).find((element) => element !== null);
      target?.focus();
    }
    // A refusal speaks for itself (role="alert" next to its form); the ready message too.
    if (refused || result?.ready || result?.notServed) return;
    count.current += 1;
    const key = `change-${count.current}`;
    // Its words come with the page's islands (islands.ts), asked for as the page loaded.
    import("./islands").then(
      ({ cartChangeMessage }) => setAnnouncement({ text: cartChangeMessage(done.change, done.before, page, t), key }),
      () => setAnnouncement({ text: t("cart.updated"), key }),
    );
  }, [navigation.state, page, result, t, submit]);

  const status = announcement === undefined ? (page.notice ? { text: page.notice, key: page.notice } : null) : announcement;
  return { status, onSubmit };
}
