import { Form, Link, useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n";

/**
 * A modal that exists in the server HTML (core spec §2: modals sync to `?modal=&modalId=`).
 * Without JavaScript it is an open <dialog> over a dimmed page (the page behind is `inert`, set
 * by the route) and closing is a link to the same page without the modal parameters. With
 * JavaScript it is upgraded to a true modal (showModal: focus kept inside, Escape closes).
 */
export function Dialog({
  titleId,
  closeHref,
  closeFields,
  children,
  className = "",
  returnFocusId,
}: {
  titleId: string;
  /** Id of the element that opens this modal on the page (its card's link). */
  returnFocusId?: string;
  /** Closing goes to this URL… */
  closeHref: string;
  /** …or, when closing must be remembered, posts these fields to the page's action. */
  closeFields?: Record<string, string>;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const submit = useSubmit();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    // What opened the modal (the link the customer followed), so that closing it, with Escape, the
    // close button or a successful add, puts the focus back there and not on <body>.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    // A dialog served open (a reload of `?modal=…`) may already be in use when its code arrives: the
    // customer scrolled it and ticked an option. Upgrading it keeps where they were: its scroll and
    // the focused field (showModal would focus its first control and scroll to it). Otherwise the
    // title takes the focus, so a screen reader starts at the dish's name.
    const inUse = active instanceof HTMLElement && dialog.contains(active) ? active : null;
    const { scrollTop } = dialog;
    dialog.close();
    dialog.showModal();
    (inUse ?? dialog.querySelector<HTMLElement>("h2"))?.focus({ preventScroll: true });
    dialog.scrollTop = scrollTop;
    return () => {
      // A modal opened by a reload has no opener: its card, when the page names one, takes the focus.
      const target = opener?.isConnected ? opener : returnFocusId ? document.getElementById(returnFocusId) : null;
      target?.focus();
    };
    // Once per modal: a modal's identity is its key, set by the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <div className="c-overlay" aria-hidden="true" />
      <dialog
        ref={ref}
        open
        className={`c-dialog ${className}`}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          if (closeFields) submit(closeFields, { method: "post", preventScrollReset: true });
          else navigate(closeHref, { preventScrollReset: true });
        }}
      >
        {closeFields ? (
          <Form method="post" preventScrollReset className="c-dialog__close-form">
            {Object.entries(closeFields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="c-dialog__close" aria-label={t("dialog.close")}>
              <span aria-hidden="true">×</span>
            </button>
          </Form>
        ) : (
          <Link to={closeHref} className="c-dialog__close" preventScrollReset aria-label={t("dialog.close")}>
            <span aria-hidden="true">×</span>
          </Link>
        )}
        {children}
      </dialog>
    </>
  );
}
