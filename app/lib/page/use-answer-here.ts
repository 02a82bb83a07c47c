import { useLocation } from "@remix-run/react";
import { useRef } from "react";

/**
 * A form's answer (action data) for as long as the page stays where it answered. Every console
 * page, and a customer's order page, is read again on each pushed event (decision 090), and a
 * revalidation drops the action data: a refusal would vanish from beside its field, a folded form
 * close again and a field drawn from the answer fall back to the stored value while the person is
 * still typing. A new location (a save's redirect, the next post) starts again from the loader.
 */
export function useAnswerHere<T>(answer: T | undefined): T | undefined {
  const { key } = useLocation();
  const kept = useRef({ key, answer });
  if (kept.current.key !== key) kept.current = { key, answer };
  else if (answer !== undefined) kept.current.answer = answer;
  return kept.current.answer;
}
