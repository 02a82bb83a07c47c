import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { CartActionData, CartPageView } from "~/lib/cart/cart-view";
import type { CartChange } from "~/lib/cart/cart-change-message";

export const CHECKOUT_FEEDBACK_ID = "checkout-feedback";
const FALLBACK_ID = "cart-title";

interface Sent {
  change: CartChange;
  before: CartPageView;
  /** The control that sent the form, then where focus goes if it is gone or disabled. */
  focusIds: string[];
  /** The page can render again between the submit and Remix's "submitting": still idle, it has not left. */
  started: boolean;
}

/**
 * The control itself (forms are keyed, so it may be a new element with the same id); when gone with its
 * line, its group's on the next line or the one before; its fallbacks; then the cart's heading.
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

function focusLost(): boolean {
  const active = document.activeElement as HTMLElement | null;
  return !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
}

/**
 * Focus and announcements after a cart form sent with JavaScript: focus stays on the control used or
 * goes to the nearest that makes sense; a change is said in the polite live region. A form sent while
 * another is on its way waits for it (decision 035): sent at once it would cancel the first one's answer
 * and reach the server beside it.
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
      waiting.current.push({
        sent: next,
        data: new FormData(form, submitter),
        action: form.getAttribute("action") ?? undefined,
      });
      return;
    }
    sent.current = next;
    setAnnouncement(null);
  };

  useEffect(() => {
    const done = sent.current;
    if (done && navigation.state !== "idle") done.started = true;
    if (navigation.state !== "idle" || !done?.started) return;
    sent.current = null;
    const queued = waiting.current.shift();
    if (queued) {
      sent.current = queued.sent;
      submit(queued.data, { method: "post", action: queued.action, preventScrollReset: true });
      return;
    }
    const refused = result !== null && result.reply.status === "error";
    // Focus the customer moved on their own while the answer came is theirs.
    const untouched = focusLost() || document.activeElement?.id === done.focusIds[0];
    if (done.change.intent === "checkout" && (refused || result?.minimumRefused)) {
      if (untouched) document.getElementById(CHECKOUT_FEEDBACK_ID)?.focus();
      return;
    }
    if (focusLost()) {
      const target = done.focusIds.map(focusable).find((element) => element !== null);
      target?.focus();
    }
    // A refusal speaks for itself (role="alert"); the ready message too.
    if (refused || result?.ready || result?.notServed) return;
    count.current += 1;
    const key = `change-${count.current}`;
    import("./islands").then(
      ({ cartChangeMessage }) => setAnnouncement({ text: cartChangeMessage(done.change, done.before, page, t), key }),
      () => setAnnouncement({ text: t("cart.updated"), key }),
    );
  }, [navigation.state, page, result, t, submit]);

  const status =
    announcement === undefined ? (page.notice ? { text: page.notice, key: page.notice } : null) : announcement;
  return { status, onSubmit };
}
