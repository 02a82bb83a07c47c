import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/** How often an open console page reads its data again. */
export const CONSOLE_REFRESH_MS = 3_000;

/**
 * The one place an open console page is kept fresh: every loader of the page (the alert bar's
 * included) is read again while the tab is visible and staff have not paused it (WCAG 2.2.2).
 */
export function useConsoleRefresh(paused: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, CONSOLE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [paused, revalidator]);
}
