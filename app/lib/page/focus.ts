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
