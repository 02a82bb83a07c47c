import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** The id of the button a change was made with (`?focus=move-item-12-up`), when it is one. */
export const focusParam = (url: URL): string | null => {
  const focus = url.searchParams.get("focus");
  return focus && /^[a-z0-9-]{1,60}$/.test(focus) ? focus : null;
};

/**
 * After a move or a hide with JavaScript, the focus stays on the button that was pressed, or on its
 * twin when the row reached an end (the top row has no "up"). Without JavaScript the page opens at
 * the row (its fragment).
 */
export function useFocusAfterChange(focus: string | null) {
  const { key } = useLocation();
  useEffect(() => {
    if (!focus) return;
    const twin = focus.endsWith("-up") ? focus.replace(/-up$/, "-down") : focus.replace(/-down$/, "-up");
    (document.getElementById(focus) ?? document.getElementById(twin))?.focus();
  }, [focus, key]);
}
