import { useFocusOnAnswer } from "~/lib/focus";

/**
 * After a refused submit (with JavaScript: without it the answer is a new page), focus goes to the
 * first field in error inside `containerId`, else to its message (`messageId`), so the customer
 * hears why and is where to fix it. `answer` is the action's data: each new one is a new refusal.
 */
export function useFocusRefusal(answer: unknown, refused: boolean, containerId: string, messageId?: string) {
  useFocusOnAnswer(refused ? answer : null, () => {
    const field = document.getElementById(containerId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    return field ?? (messageId ? document.getElementById(messageId) : null);
  });
}
