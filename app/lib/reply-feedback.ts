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
