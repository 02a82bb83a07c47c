import type { KeyboardEvent } from "react";

/**
 * Enter in a field (a phone keyboard's "Ir") runs that field's own action: the button of its form
 * whose intent the field names in `data-enter`. Elsewhere it does what the form's first submit
 * button does, or nothing at all in a form marked `data-enter="none"` (where the main submit is
 * irreversible: an order). Put on a form's onKeyDown. Without JavaScript the first submit button
 * decides alone, so such forms start with a hidden "enter" button whose meaning the server works
 * out from what is typed (`intentOfEnter`).
 */
export function runFieldAction(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== "Enter" || event.defaultPrevented || event.nativeEvent.isComposing) return;
  const field = event.target;
  // A textarea takes Enter as a new line; a button or link is activated by it, as it should be.
  if (!(field instanceof HTMLInputElement) || /^(submit|button|reset|image|file)$/.test(field.type)) return;
  const intent = field.dataset.enter;
  if (!intent) {
    if (event.currentTarget.dataset.enter === "none") event.preventDefault();
    return;
  }
  event.preventDefault();
  const button = Array.from(field.form?.querySelectorAll<HTMLButtonElement>('button[name="intent"]') ?? []).find((candidate) => candidate.value === intent);
  button?.click();
}

/**
 * The server's side of the hidden "enter" button: a form sent by Enter without JavaScript (or with
 * no button at all, a script's submit()) gets the intent `pick` reads from what is typed. Any other
 * button's intent is kept.
 */
export function intentOfEnter(form: FormData, pick: (typed: (name: string) => boolean) => string): FormData {
  const intent = form.get("intent");
  if (intent !== null && intent !== "enter") return form;
  form.set(
    "intent",
    pick((name) => String(form.get(name) ?? "").trim() !== ""),
  );
  return form;
}
