import { useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";

/**
 * With JavaScript, the checkout's buttons (a coupon's "Aplicar", "Remover", "Buscar CEP"…) go one
 * at a time, like the cart's forms (decision 035): a press while the last one is on its way, or
 * while the page it led to loads, waits for it and then goes, as it was when pressed. Sent at once,
 * it would cancel the first one's answer in the browser (an AbortError nobody catches) and reach
 * the server beside it, so the page could show a coupon just removed. A press held on a page the
 * answer left (an order placed) is dropped. Returns the form's submit handler: true when it held it.
 */
export function useSubmitsInTurn() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const waiting = useRef<{ data: FormData; action: string; pathname: string }[]>([]);
  // Only this page's own posts and the loads they lead to: a link followed meanwhile is not waited for.
  const busy = navigation.state !== "idle" && navigation.formData !== undefined;

  // A held press sent, until the navigation leaves "idle" for it.
  const sending = useRef(false);

  // After every render: the first one that finds the page idle sends the next press held.
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
