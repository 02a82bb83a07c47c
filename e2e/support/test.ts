import { readFileSync } from "node:fs";
import { expect, test as base, type Page, type Request } from "@playwright/test";
import { formatMoney } from "../../contract/formats/money";
import { shownTotalOf } from "../../app/lib/checkout/checkout-prices";
import { orderMoneyOfCart } from "./admin";

const toFormData = (fields: URLSearchParams) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};

// The sections of the interface texts: a text shown as `section.key` is one its page did not load.
const SECTIONS = Object.keys(
  JSON.parse(readFileSync(new URL("../../locales/pt-BR/common.json", import.meta.url), "utf8")) as object,
);

/**
 * Runs in every page before its scripts: logs an error (which fails the test, below) for a text
 * or label drawn as a key of the interface texts, as a page does when its routes or islands do not
 * load a part they render (decision 064).
 */
function watchForRawKeys(sections: string[]) {
  const key = new RegExp(`(?:^|[^\\w.@/-])((?:${sections.join("|")})\\.[a-z]\\w*(?:\\.\\w+)*)(?![\\w@/-]|\\.\\w)`);
  const seen = new Set<string>();
  const report = (text: string | null | undefined) => {
    const found = text ? key.exec(text)?.[1] : undefined;
    if (found && !seen.has(found)) {
      seen.add(found);
      console.error(`interface text shown as its key: ${found}`);
    }
  };
  // Scripts carry keys as data (the page's loader and action data): only what is drawn counts.
  const drawn = (node: Node) => !node.parentElement?.closest("script, style, noscript, template");
  const scan = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return drawn(node) ? report(node.textContent) : undefined;
    if (!(node instanceof Element) || node.closest("script, style, noscript, template")) return;
    for (const name of ["aria-label", "placeholder", "title"]) report(node.getAttribute(name));
    node.childNodes.forEach(scan);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") scan(record.target);
      else if (record.type === "attributes") scan(record.target);
      else record.addedNodes.forEach(scan);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["aria-label", "placeholder", "title"],
  });
}

/**
 * Playwright's `test`, with what a failure needs to be understood on a machine we cannot look at
 * later (CI prints its log, nothing else stays). Under heavy load a page has rendered and still
 * never fired `load`, or a button never became "stable": when a test fails, its log says which of
 * its pages' requests were still unanswered, and whether each open page still draws frames.
 */
/**
 * Runs in every page with scripts: the order button's text at the moment it is pressed rides with
 * the post (`__shown_text`, which the server ignores), for `chargedAsShown` to read. It joins the
 * form's data (the `formdata` event, both of a native post and of Remix's), never the DOM: a node
 * added to a form pressed before hydration would make React's hydration fail.
 */
function sendOrderButtonText() {
  const shown = new WeakMap<HTMLFormElement, string>();
  document.addEventListener(
    "submit",
    (event) => {
      const button = event.submitter;
      if (!(event.target instanceof HTMLFormElement)) return;
      if (button instanceof HTMLButtonElement && button.name === "intent" && button.value === "order")
        shown.set(event.target, button.innerText);
      else shown.delete(event.target);
    },
    true,
  );
  document.addEventListener(
    "formdata",
    (event) => {
      const text = event.target instanceof HTMLFormElement ? shown.get(event.target) : undefined;
      if (text !== undefined) event.formData.set("__shown_text", text);
    },
    true,
  );
}

/** The total a "Finalizar pedido · R$ 49,90" button says, as formatMoney writes it. */
const totalInButton = (text: string) =>
  text
    .slice(text.lastIndexOf("·") + 1)
    .replace(/\s+/g, " ")
    .trim();

export const test = base.extend<{ failureReport: void; pageErrors: void; chargedAsShown: void }>({
  /**
   * Each test is its own customer on its own network, as in production where Cloudflare sets
   * CF-Connecting-IP: the API's per-IP limits (new visitors, new carts: decision 012) are bound
   * locally, and a whole suite from 127.0.0.1 would be one very busy address. A test that wants a
   * shared network sets the header itself.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const [a, b, c] = crypto.getRandomValues(new Uint8Array(3));
    await use({ "CF-Connecting-IP": `10.${a}.${b}.${c}`, ...extraHTTPHeaders });
  },
  /**
   * A page of ours never throws or logs an error: a React hydration error (#418, #423, #425...) means
   * the server's HTML and the browser's render differ, and the phone draws the whole page again. The
   * browser's own line for a response with an error status is no script error (a test may ask for
   * a 404 on purpose); every other console.error or uncaught error fails the test that met it, and
   * so does a text drawn as its key (`watchForRawKeys`).
   */
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        // A request cancelled because a newer one took its place (a second lookup, a navigation) is
        // rejected with an AbortError that Remix leaves unhandled: nothing the customer sees.
        // Playwright passes an uncaught DOMException as an Error whose message starts with its name.
        const aborted = (error: Error) => error.name === "AbortError" || error.message.startsWith("AbortError:");
        page.on("pageerror", (error) => aborted(error) || errors.push(`${page.url()}: ${error.message}`));
        page.on("console", (message) => {
          // The same cancelled request, when Remix logs it rather than leaving it uncaught.
          if (
            message.type() === "error" &&
            !message.text().startsWith("Failed to load resource") &&
            !message.text().startsWith("AbortError")
          ) {
            errors.push(`${page.url()}: ${message.text()}`);
          }
        });
      };
      await context.addInitScript(watchForRawKeys, SECTIONS);
      context.pages().forEach(watch);
      context.on("page", watch);
      await use();
      expect(errors, "script errors on the pages this test visited").toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every order a test places is charged what the customer was shown when placing it: for each
   * order post, the total its page showed for the address and payment sent (the form's
   * `shown_total`, drawn beside the button's text; with scripts, the button's text itself) is the
   * order's total, the amount its PIX code asks for, and every card charge made for it.
   */
  chargedAsShown: [
    async ({ context, request }, use, testInfo) => {
      const posts: { origin: string; form: URLSearchParams; sent: Request }[] = [];
      if (testInfo.project.use.javaScriptEnabled !== false) await context.addInitScript(sendOrderButtonText);
      context.on("request", (sent) => {
        const body = sent.method() === "POST" ? sent.postData() : null;
        if (!body || !/(^|&)intent=order(&|$)/.test(body)) return;
        posts.push({ origin: new URL(sent.url()).origin, form: new URLSearchParams(body), sent });
      });
      await use();
      for (const { origin, form, sent } of posts) {
        // A refused post (its page again, 4xx) placed nothing: the order, if any, is a later post's.
        const answered = await sent.response().catch(() => null);
        if (!answered || answered.status() >= 400) continue;
        const guid = form.get("cart_guid");
        const shown = shownTotalOf(toFormData(form));
        if (!guid || shown === undefined) continue;
        const money = await orderMoneyOfCart(request, origin, guid);
        if (!money) continue;
        const what = `order ${money.order_id} (cart ${guid})`;
        expect(money.total, `${what}: its total is the one shown when placing it`).toBe(shown);
        if (money.pix_amount !== null)
          expect(money.pix_amount, `${what}: its PIX code asks for the total shown`).toBe(shown);
        for (const charged of money.card_charges)
          expect(charged, `${what}: its card is charged the total shown`).toBe(shown);
        for (const charged of money.provider_charges)
          expect(charged, `${what}: its payment provider is asked for the total shown`).toBe(shown);
        const text = form.get("__shown_text");
        if (text !== null)
          expect(totalInButton(text), `${what}: the button said the total`).toBe(
            formatMoney(shown, money.currency).replace(/\s+/g, " "),
          );
      }
    },
    { auto: true },
  ],
  failureReport: [
    async ({ context }, use, testInfo) => {
      const pending = new Map<Request, number>();
      context.on("request", (request) => pending.set(request, Date.now()));
      context.on("requestfinished", (request) => pending.delete(request));
      context.on("requestfailed", (request) => pending.delete(request));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const now = Date.now();
      const lines = [...pending].map(
        ([request, since]) =>
          `  ${request.method()} ${request.url()} (${request.resourceType()}, ${Math.round((now - since) / 1000)} s)`,
      );
      const scripts = testInfo.project.use.javaScriptEnabled !== false;
      for (const page of context.pages()) {
        // With scripts off a page still answers a plain expression, not a promise (axe's run never
        // resolves there either): the frame probe is for pages with scripts.
        const probe = page
          .evaluate(
            (scripts) =>
              scripts
                ? new Promise<string>((resolve) =>
                    requestAnimationFrame(() => resolve(`readyState ${document.readyState}, drawing frames`)),
                  )
                : `readyState ${document.readyState}`,
            scripts,
          )
          .catch((error: Error) => `not answering (${error.message.split("\n")[0]})`);
        const state = await Promise.race([
          probe,
          new Promise<string>((resolve) => setTimeout(() => resolve("no answer or frame in 3 s"), 3_000)),
        ]);
        lines.push(`  page ${page.url()}: ${state}`);
      }
      // An attachment, so that the list reporter prints it under the failure in its closing summary
      // (the end of the log, which is what CI shows), not only where the test ran.
      await testInfo.attach("failure report", {
        body: lines.join("\n") || "  nothing pending",
        contentType: "text/plain",
      });
    },
    { auto: true },
  ],
});

/**
 * Why a test runs in the js-off project only: it checks what the server answers (a text, a price, a
 * status, a refusal), the same whether a form was posted by the browser or by Remix's fetch; the
 * JavaScript side of each form (focus, announcements, pending state) is tested where it differs.
 */
export const SERVER_ANSWERS_ONLY =
  "checks only what the server answers: run without JavaScript, where nothing else could answer";

/** As SERVER_ANSWERS_ONLY, for a test that also runs axe (with JavaScript only, e2e/support/axe.ts). */
export const SERVER_ANSWERS_AND_AXE = "checks what the server answers, and axe: run with JavaScript, where axe runs";

/**
 * Why a test runs in the js-on project only: it reads what the server rendered and posts nothing
 * (its links are plain `<a href>`s either way). The HTML is the same without JavaScript; with it,
 * the test also sees that page hydrate without an error. A test that posts a form, or whose page
 * differs without JavaScript (a dialog served open, an inert page, a GET form), stays in both.
 */
export const RENDERED_ONLY =
  "reads only what the server rendered, posting nothing: the same HTML without JavaScript, and with it hydration is checked too";

/** Why a test runs in the js-on project only: it sends requests and opens no page, so both projects would do the same. */
export const NO_PAGE = "sends requests and opens no page: the same in both projects";

/**
 * Why a test runs in the js-on project only: each form it posts is walked without JavaScript by the
 * tests the reason names, and what it adds (an edge of the same actions: a stale tab, another
 * language, a narrow screen, a second visitor, a later step of a flow) is the server's answer or
 * the page's layout, the same on a page the browser posted as on one Remix fetched. With JavaScript
 * the test also checks what only scripts do (focus, announcements, hydration). A js-off run of a
 * flow costs what its js-on run does (decision 057): the browser without JavaScript walks each
 * form once, not each edge of it.
 */
export const walkedWithoutJsBy = (walks: string) =>
  `its forms are walked without JavaScript by ${walks}; its edge is the same server answer either way`;
