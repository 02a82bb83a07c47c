import { useEffect, useRef } from "react";

/** A page posted before its scripts ran hydrates later: an effect moving the focus then would take the customer's keys. */
export function focusIsFree(): boolean {
  const active = document.activeElement;
  return active == null || active === document.body || active === document.documentElement;
}

/** Once per new answer, so the customer hears why and is where to fix it; the drawn answer only while the focus is free. */
export function useFocusOnAnswer<Answer>(
  answer: Answer | null | undefined,
  target: (answer: Answer) => HTMLElement | null | undefined,
): void {
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

/**
 * The element to focus when a new result (`said`, e.g. "ACCEPT-12") shows: after an action the focus
 * lands on what happened, not on the body. A result drawn before the scripts ran takes it only while free.
 */
export function useFocusOnResult<Element extends HTMLElement>(said: string | null) {
  const element = useRef<Element>(null);
  const first = useRef(true);
  useEffect(() => {
    const drawn = first.current;
    first.current = false;
    if (!said || (drawn && !focusIsFree())) return;
    element.current?.focus();
  }, [said]);
  return element;
}
