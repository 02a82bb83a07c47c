import { useFocusOnAnswer } from "~/lib/page/focus";

/** With JavaScript only (without it the answer is a new page); each new `answer` is a new refusal. */
export function useFocusRefusal(answer: unknown, refused: boolean, containerId: string, messageId?: string) {
  useFocusOnAnswer(refused ? answer : null, () => {
    const container = document.getElementById(containerId);
    const summary = container?.querySelector<HTMLElement>(".c-error-summary");
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    return summary ?? field ?? (messageId ? document.getElementById(messageId) : null);
  });
}
