import { useEffect, useRef } from "react";

/**
 * After a refused submit (with JavaScript: without it the answer is a new page), focus goes to the
 * first field in error inside `containerId`, else to its message (`messageId`), so the customer
 * hears why and is where to fix it. `answer` is the action's data: each new one is a new refusal.
 */
export function useFocusRefusal(answer: unknown, refused: boolean, containerId: string, messageId?: string) {
  const last = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || answer === last.current) return;
    last.current = answer;
    if (!refused) return;
    const container = document.getElementById(containerId);
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = field ?? (messageId ? document.getElementById(messageId) : null);
    target?.focus();
  }, [answer, refused, containerId, messageId]);
}
