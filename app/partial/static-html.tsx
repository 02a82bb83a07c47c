import { useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type HTMLAttributes, type MouseEvent } from "react";
import { useDocumentHtml } from "~/lib/page/document-html";
import { useMerchant } from "~/lib/store/use-merchant";

/**
 * A part of a page the server renders to HTML and the browser never hydrates (decision 027): the
 * menu's dish list, the store's intro and banners, the footer. Its components stay out of the
 * browser's code. `hash` names the HTML (FNV-1a of it); `html` travels only in `.data` responses
 * (a client-side navigation or a revalidation): a document carries it once, in its markup, and
 * the browser keeps that markup as it is. Made by `staticPart` (static-part.server.tsx).
 */
export interface StaticPart {
  hash: string;
  html?: string;
}

type Props = {
  part: StaticPart;
  as?: "div" | "footer" | "nav" | "main" | "section" | "span";
  /** A new HTML's `autofocus` field takes the focus, as on a page load (the browser honours the attribute once per document). */
  autoFocusOnChange?: boolean;
} & Omit<HTMLAttributes<HTMLElement>, "dangerouslySetInnerHTML" | "children" | "part">;

/**
 * A static part in its element. The server writes its HTML; hydration keeps it (React does not
 * patch inner HTML when hydrating) and later renders keep it while the hash is the same, so focus
 * and scroll inside it are never disturbed by a revalidation. Another hash (a search, another
 * language, the store's bar after joining a table) replaces it with the `.data` response's HTML.
 * Its links within the store navigate like Remix's <Link> (a dish's dialog opens without a page load),
 * and its forms submit like Remix's <Form> (the menu's search). A link marked `data-discover`
 * has its page's route asked for once the page has hydrated, as a <Link> has (lazy route discovery).
 */
export function StaticHtml({ part, as: Tag = "div", autoFocusOnChange, ...props }: Props) {
  const documentHtml = useDocumentHtml();
  const shown = useRef<{ hash: string; html: string }>();
  if (shown.current?.hash !== part.hash) {
    // The server has the HTML (data or document); the browser has it in `.data` only, or already in the DOM.
    shown.current = { hash: part.hash, html: part.html ?? documentHtml.parts?.[part.hash] ?? "" };
  }
  const element = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(part.hash);
  useEffect(() => {
    if (!autoFocusOnChange || focusedFor.current === part.hash) return;
    focusedFor.current = part.hash;
    element.current?.querySelector<HTMLElement>("[autofocus]")?.focus();
  }, [autoFocusOnChange, part.hash]);
  const base = useMerchant()?.base;
  const navigate = useNavigate();
  const submit = useSubmit();
  const followLink = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest?.("a[href]");
    if (
      !(link instanceof HTMLAnchorElement) ||
      (link.target && link.target !== "_self") ||
      link.hasAttribute("download")
    )
      return;
    const url = new URL(link.href);
    // Another site, or another store of ours: a new document (its own colours, decision 019).
    if (
      url.origin !== window.location.origin ||
      base === undefined ||
      (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`))
    )
      return;
    // A link to a place on this page (the category bar) is the browser's own.
    if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`, { preventScrollReset: link.hasAttribute("data-keep-scroll") });
  };
  const sendForm = (event: FormEvent<HTMLElement>) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || (form.target && form.target !== "_self")) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : form);
  };
  return (
    <Tag
      {...props}
      ref={element}
      onClick={followLink}
      onSubmit={sendForm}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: shown.current.html }}
    />
  );
}
