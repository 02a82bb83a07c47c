import { useFocusOnAnswer } from "~/lib/focus";

/**
 * After a refused submit (with JavaScript: without it the answer is a new page), focus goes to the
 * summary of problems inside `containerId`, else its first field in error, else its message
 * (`messageId`), so the customer hears why and is where to fix it. `answer` is the action's data: each new one is a new refusal.
 */
export function useFocusRefusal(answer: unknown, refused: boolean, containerId: string, messageId?: string) {
  useFocusOnAnswer(refused ? answer : null, () => {
    const container = document.getElementById(containerId);
    // A summary of several problems (ErrorSummary) is read first, and leads to each field.
    const summary = container?.querySelector<HTMLElement>(".c-error-summary");
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    return summary ?? field ?? (messageId ? document.getElementById(messageId) : null);
  });
}
