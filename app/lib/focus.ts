import { useEffect, useRef } from "react";

/**
 * Whether the page's focus is still free to move: nothing has it but the page itself. A page
 * posted before its scripts ran hydrates with the answer it was drawn with; by then the customer
 * may be typing somewhere, and an effect moving the focus to the refusal would take their keys.
 */
export function focusIsFree(): boolean {
  const active = document.activeElement;
  return active == null || active === document.body || active === document.documentElement;
}

/**
 * After a form's answer (its action data), the focus goes where `target` says (a field in error, the
 * message; null leaves it), once per new answer: the customer hears why and is where to fix it.
 * The answer the page was drawn with (posted before the scripts ran, or without them) moves it only
 * while the focus is free: the customer may have started typing before the page hydrated.
 */
export function useFocusOnAnswer<Answer>(answer: Answer | null | undefined, target: (answer: Answer) => HTMLElement | null | undefined): void {
  const last = useRef<unknown>(null);
  const drawnWith = useRef<unknown>(answer);
  const pick = useRef(target);
  pick.current = target;
  useEffect(() => {
    if (!answer || answer === last.current) return;
    last.current = answer;
    if (answer === drawnWith.current && !focusIsFree()) return;
    pick.current(answer)?.focus();
  }, [answer]);
}
