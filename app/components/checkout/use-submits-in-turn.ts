import { useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";

/**
 * The checkout's buttons go one at a time (decision 035): sent at once, a press would cancel the last
 * one's answer and reach the server beside it. Returns the submit handler: true when it held the press.
 */
export function useSubmitsInTurn() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const waiting = useRef<{ data: FormData; action: string; pathname: string }[]>([]);
  // A link followed meanwhile is not waited for.
  const busy = navigation.state !== "idle" && navigation.formData !== undefined;

  const sending = useRef(false);

  useEffect(() => {
    if (navigation.state !== "idle") {
      sending.current = false;
      return;
    }
    if (sending.current || waiting.current.length === 0) return;
    if (waiting.current[0]!.pathname !== pathname) {
      waiting.current = [];
      return;
    }
    const next = waiting.current.shift()!;
    sending.current = true;
    submit(next.data, { method: "post", action: next.action, preventScrollReset: true });
  });

  return (event: FormEvent<HTMLFormElement>): boolean => {
    if (!busy && !sending.current && waiting.current.length === 0) return false;
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const url = new URL(form.action, window.location.href);
    waiting.current.push({ data: new FormData(form, submitter), action: `${url.pathname}${url.search}`, pathname });
    return true;
  };
}
