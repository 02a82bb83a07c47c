import type { SubmissionResult } from "@conform-to/react";

/**
 * A conform reply as a form draws it: the first message of each field, the form's own message
 * (a `message` given by the page wins) and what was typed, to show it again.
 */
export function replyFeedback(reply: SubmissionResult<string[]> | null | undefined, message?: string | null) {
  const fieldErrors: Record<string, string> = {};
  let formError: string | null = message ?? null;
  for (const [name, errors] of Object.entries(reply?.error ?? {})) {
    const first = errors?.[0];
    if (!first) continue;
    if (name === "") formError ??= first;
    else fieldErrors[name] ??= first;
  }
  const values = (reply?.initialValue ?? {}) as Record<string, unknown>;
  const typed = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
  return { fieldErrors, formError, values, typed };
}

/** The feedback of one form of a page with several: its errors and the values the customer sent, to show again. */
export interface FormFeedback {
  formError: string | null;
  /** First error of each field, by field name. */
  fieldErrors: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * The reply of the form with this intent (and, for a line's forms, this line), or null when the
 * last answer was for another form of the page.
 */
export function feedbackFor(
  reply: SubmissionResult<string[]> | null | undefined,
  intent: string,
  line?: { kind: string; id: number },
): FormFeedback | null {
  const values = (reply?.initialValue ?? {}) as Record<string, unknown>;
  if (!reply || values.intent !== intent) return null;
  if (line && (values.kind !== line.kind || values.id !== String(line.id))) return null;
  const { formError, fieldErrors } = replyFeedback(reply);
  return { formError, fieldErrors, values };
}
