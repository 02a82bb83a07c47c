import type { KeyboardEvent } from "react";

/**
 * Enter in a field runs the button its `data-enter` names, or nothing with `data-enter="none"` (an
 * irreversible submit: an order). Without JavaScript a hidden first "enter" button is sent instead.
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
  const button = Array.from(field.form?.querySelectorAll<HTMLButtonElement>('button[name="intent"]') ?? []).find(
    (candidate) => candidate.value === intent,
  );
  button?.click();
}

/** A form sent by Enter without JavaScript (or by a script's submit()) gets the intent `pick` reads from what is typed. */
export function intentOfEnter(form: FormData, pick: (typed: (name: string) => boolean) => string): FormData {
  const intent = form.get("intent");
  if (intent !== null && intent !== "enter") return form;
  form.set(
    "intent",
    pick((name) => String(form.get(name) ?? "").trim() !== ""),
  );
  return form;
}
