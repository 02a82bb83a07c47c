import { Form, Link, useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/i18n";

/**
 * A modal that exists in the server HTML. Without JavaScript it is an open <dialog> over an inert page,
 * closed by a link; with JavaScript it is upgraded to a true modal (showModal).
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
  /** Its card's link: closing gives the focus back to it. */
  returnFocusId?: string;
  closeHref: string;
  /** Posted to the page's action when closing must be remembered. */
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
    // Closing puts the focus back on what opened the modal, not on <body>.
    const active = document.activeElement;
    const opener =
      active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    // A dialog served open may already be in use when its code arrives: upgrading keeps its scroll and
    // focused field (showModal would move both). Otherwise the title takes the focus.
    const inUse = active instanceof HTMLElement && dialog.contains(active) ? active : null;
    const { scrollTop } = dialog;
    dialog.close();
    dialog.showModal();
    (inUse ?? dialog.querySelector<HTMLElement>("h2"))?.focus({ preventScroll: true });
    dialog.scrollTop = scrollTop;
    return () => {
      // A modal opened by a reload has no opener: its card takes the focus.
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
