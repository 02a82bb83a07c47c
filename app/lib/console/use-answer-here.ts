import { useLocation } from "@remix-run/react";
import { useRef } from "react";

/**
 * A form's answer (action data) for as long as the page stays where it answered. A revalidation (a
 * live update, decision 090) drops the action data; a form drawn from it would then fall back to
 * the stored values and lose what the owner typed, since React moves an untouched field with its
 * default value. A new location (a save's redirect) starts again from the loader.
 */
export function useAnswerHere<T>(answer: T | undefined): T | undefined {
  const { key } = useLocation();
  const kept = useRef({ key, answer });
  if (kept.current.key !== key) kept.current = { key, answer };
  else if (answer !== undefined) kept.current.answer = answer;
  return kept.current.answer;
}
