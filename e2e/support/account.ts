import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type {
  Document as ServedDocument,
  Element as ServedElement,
  HTMLFormElement,
  HTMLInputElement,
  HTMLSelectElement,
  Window,
} from "happy-dom";
import { DEMO_CUSTOMER_PASSWORD, demoCustomers } from "../../api/seed/data/customers";
import { hydrated } from "./hydration";

/*
 * Accounts in end-to-end tests: the demo customers, reading the 6-digit e-mail token
 * from the storefront's dev mail page (/_dev/mail, only with MAIL_OUTBOX_READABLE=1), registering
 * a new customer and logging in through the real pages (with JavaScript on or off alike).
 * Texts are the pt-BR ones: the projects browse in pt-BR unless a test says otherwise.
 */

export { DEMO_CUSTOMER_PASSWORD };

/** The demo customer of a merchant: `cliente@{slug}.demo`, password DEMO_CUSTOMER_PASSWORD. */
export function demoCustomer(slug: string) {
  const found = demoCustomers.find((customer) => customer.slug === slug);
  if (!found) throw new Error(`No demo customer at ${slug}`);
  return { ...found, password: DEMO_CUSTOMER_PASSWORD };
}

/** A new e-mail every run (the e2e database persists between runs of one suite). */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface OutboxMail {
  id?: number;
  created_at?: string | number;
  [key: string]: unknown;
}

function mailsOf(body: unknown): OutboxMail[] {
  if (Array.isArray(body)) return body as OutboxMail[];
  if (body && typeof body === "object") {
    for (const key of ["data", "mails"]) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as OutboxMail[];
    }
  }
  return [];
}

/** The newest mail's 6-digit token sent to `email` (waits a little for it); after `after` if given. */
export function mailToken(
  request: APIRequestContext,
  email: string,
  options: { after?: string } = {},
): Promise<string> {
  return outboxToken(request, { email }, `a token mailed to ${email}`, options);
}

/** The newest 6-digit code sent by SMS to `phone` (E.164, "+5511…"), read from the same outbox. */
export function phoneToken(
  request: APIRequestContext,
  phone: string,
  options: { after?: string } = {},
): Promise<string> {
  return outboxToken(request, { phone }, `a code sent to ${phone}`, options);
}

async function outboxToken(
  request: APIRequestContext,
  to: Record<string, string>,
  what: string,
  options: { after?: string },
): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mail?${new URLSearchParams(to)}`);
        if (!response.ok()) return undefined;
        const mails = mailsOf(await response.json());
        const newest = [...mails].sort((a, b) => {
          const order = (mail: OutboxMail) =>
            typeof mail.id === "number" ? mail.id : Date.parse(String(mail.created_at ?? 0)) || 0;
          return order(b) - order(a);
        })[0];
        token = newest ? /\b(\d{6})\b/.exec(JSON.stringify(newest))?.[1] : undefined;
        if (token && token === options.after) return undefined;
        return token;
      },
      { message: what, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return token!;
}

/** The closed-store notice over the menu (the demo hours follow the wall clock) makes the header inert: close it. */
export async function dismissClosedNotice(page: Page): Promise<void> {
  const notice = page
    .getByRole("dialog")
    .filter({ has: page.getByRole("button", { name: /^(Ver cardápio|Ver menú|Browse the menu)$/ }) });
  // After a client-side navigation the page may still be rendering: the notice comes in the same
  // render as the page's heading (server HTML, or the route's data), so once the heading and the
  // document are there it is shown or it is not. No fixed wait: at the suite's instant every store
  // with hours is open (decision 023), and waiting a second for a notice that never comes cost
  // about a minute per project.
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("domcontentloaded");
  if (await notice.isVisible()) {
    await notice
      .getByRole("button")
      .filter({ hasText: /^(Ver cardápio|Ver menú|Browse the menu)$/ })
      .click();
    await notice.waitFor({ state: "hidden" });
  }
}

/** The store's bar link to the customer's profile, named after them ("Minha conta: Ana"). */
export const accountLink = (page: Page, firstName: string) =>
  page.getByRole("banner").getByRole("link", { name: new RegExp(`: ${firstName}$`) });

/** Sends the e-mail token to `email` from /login/otp and confirms it: a registered e-mail is then logged in. */
export async function confirmEmailCode(page: Page, slug: string, email: string): Promise<void> {
  await page.goto(`/${slug}/login/otp`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Enviar código" }).click();
  const codeField = page.getByLabel("Código de 6 dígitos");
  await expect(codeField).toBeVisible();
  const token = await mailToken(page.request, email);
  await codeField.fill(token);
  await page.getByRole("button", { name: "Confirmar código" }).click();
}

/** A new customer's details; the name and phone default to the test customer's. */
type NewClientDetails = { name?: string; phone?: string; password?: string; email?: string };
const NEW_CLIENT = { name: "Cliente Teste", phone: "(11) 98765-4321" };

/**
 * Registers a new customer through the e-mail token and the registration form; returns their
 * e-mail. Ends on the page login sends to (the store's home), logged in.
 */
export async function registerNewClient(page: Page, slug: string, details: NewClientDetails = {}): Promise<string> {
  const email = details.email ?? uniqueEmail(slug);
  await confirmEmailCode(page, slug, email);
  await expect(page).toHaveURL(new RegExp(`/${slug}/login/new-user`));
  await page.getByLabel("Nome").fill(details.name ?? NEW_CLIENT.name);
  await page.getByLabel("Celular").fill(details.phone ?? NEW_CLIENT.phone);
  if (details.password) await page.getByLabel("Senha (opcional)").fill(details.password);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).not.toHaveURL(/\/login\//);
  await dismissClosedNotice(page);
  await expect(accountLink(page, firstNameOf(details.name ?? NEW_CLIENT.name))).toBeVisible();
  return email;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0]!;

/** Logs in with e-mail and password from /login/email; ends logged in, on the page it returns to. */
export async function logIn(
  page: Page,
  slug: string,
  email: string,
  password: string,
  redirectTo?: string,
): Promise<void> {
  await page.goto(`/${slug}/login/email${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page).not.toHaveURL(/\/login\/email/);
  await dismissClosedNotice(page);
}

/** Logs out through the header's form; ends on the store's home. */
export async function logOut(page: Page, slug: string): Promise<void> {
  await dismissClosedNotice(page);
  await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
}

/*
 * The same pages by posts: for tests whose subject comes after a login, a registration or an order
 * (the order page, the profile), not the forms themselves, which their own specs fill through the
 * UI. Each form is read from the page the server sends (`page.request` shares the browser
 * context's cookies, so the browser is then logged in, holds the cart, sees the order), filled by
 * field name as a customer would fill it, and posted with the button they would press, as a
 * browser without JavaScript posts it (its Origin included), to the same route. A post must be
 * answered by the redirect a success gets, which is then followed: anything else throws with the
 * status and what the page said, so that a test never goes on from a state it did not reach.
 */

/** A page as the server sent it: its address (after any redirect) and its document (never run). */
export interface ServedPage {
  url: string;
  document: ServedDocument;
}

let dom: Promise<{ window: Window; parse: (html: string) => ServedDocument }> | undefined;

/** happy-dom reads the pages (none of their scripts runs); loaded once, by the tests that post only. */
async function parseHtml(html: string): Promise<ServedDocument> {
  dom ??= import("happy-dom").then(({ Window }) => {
    const window = new Window();
    const parser = new window.DOMParser();
    return { window, parse: (text: string) => parser.parseFromString(text, "text/html") };
  });
  return (await dom).parse(html);
}

/** What a refused answer said: its alerts and field errors, else the start of its text. */
function excerptOf(document: ServedDocument): string {
  const said = [...document.querySelectorAll('[role="alert"], .c-field-error, .error')]
    .map((element) => element.textContent?.trim())
    .filter(Boolean);
  const text = said.length > 0 ? said.join(" | ") : (document.querySelector("main, body")?.textContent ?? "");
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || "(no text)";
}

/** GETs a page (following redirects, as a browser does); anything but a 2xx page throws. */
export async function readPage(page: Page, path: string): Promise<ServedPage> {
  const response = await page.request.get(path);
  const document = await parseHtml(await response.text());
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${excerptOf(document)}`);
  return { url: response.url(), document };
}

export interface FormPost {
  /** CSS selector of the form, or of an element in it (or a control bound to it by its `form` attribute). */
  form: string;
  /**
   * What the customer types or picks, by field name: a text field's value, the radio or select
   * option of that value, the checkbox of that value checked (or a lone checkbox: true/false).
   * Hidden, disabled or missing fields throw: a browser sends those as the page wrote them.
   */
  fill?: Record<string, string | boolean>;
  /** CSS selector of the button pressed; the form's first submit button when not given. */
  submit?: string;
}

const isSubmitter = (element: ServedElement) =>
  (element.tagName === "BUTTON" && (element.getAttribute("type") ?? "submit").toLowerCase() === "submit") ||
  (element.tagName === "INPUT" && ["submit", "image"].includes((element.getAttribute("type") ?? "").toLowerCase()));

const isDisabled = (element: ServedElement) =>
  element.hasAttribute("disabled") || element.closest("fieldset[disabled]") !== null;

function fillField(form: HTMLFormElement, url: string, name: string, value: string | boolean): void {
  const controls = [...form.elements].filter(
    (element) => element.getAttribute("name") === name && !isSubmitter(element) && element.tagName !== "BUTTON",
  );
  const first = controls[0];
  if (!first) throw new Error(`The form of ${url} has no field "${name}"`);
  const type =
    first.tagName === "INPUT" ? (first.getAttribute("type") ?? "text").toLowerCase() : first.tagName.toLowerCase();
  const where = `"${name}" of the form of ${url}`;
  if (type === "radio" || type === "checkbox") {
    const boxes = controls as unknown as HTMLInputElement[];
    if (typeof value === "boolean") {
      if (type === "radio" || boxes.length !== 1) throw new Error(`${where}: true/false is for a lone checkbox`);
      if (isDisabled(first)) throw new Error(`${where} is disabled`);
      boxes[0]!.checked = value;
      return;
    }
    const target = boxes.find((box) => box.value === value);
    if (!target)
      throw new Error(`${where} has no ${type} of value "${value}" (${boxes.map((box) => box.value).join(", ")})`);
    if (isDisabled(target)) throw new Error(`${where}: the ${type} "${value}" is disabled`);
    if (type === "radio") for (const box of boxes) box.checked = box === target;
    else target.checked = true;
    return;
  }
  if (typeof value === "boolean") throw new Error(`${where} is no checkbox`);
  if (controls.length > 1) throw new Error(`${where} names ${controls.length} fields`);
  if (type === "hidden") throw new Error(`${where} is hidden: a browser sends it as the page wrote it`);
  if (isDisabled(first) || first.hasAttribute("readonly")) throw new Error(`${where} cannot be typed in`);
  if (type === "select") {
    const select = first as unknown as HTMLSelectElement;
    if (![...select.options].some((option) => option.value === value && !option.disabled))
      throw new Error(`${where} has no option "${value}"`);
    select.value = value;
    return;
  }
  (first as unknown as HTMLInputElement).value = value;
}

/**
 * Fills and posts a form of `from` as a browser without JavaScript would; returns the absolute
 * address its redirect leads to (not followed: see `submitForm`). Any other answer throws.
 */
export async function postForm(
  page: Page,
  from: ServedPage,
  { form: selector, fill = {}, submit }: FormPost,
): Promise<string> {
  const anchor = from.document.querySelector(selector);
  const form = (
    anchor?.tagName === "FORM"
      ? anchor
      : ((anchor as unknown as { form?: ServedElement | null } | null)?.form ?? anchor?.closest("form"))
  ) as HTMLFormElement | null | undefined;
  if (!form) throw new Error(`${from.url} has no form with ${selector}: ${excerptOf(from.document)}`);
  if ((form.getAttribute("method") ?? "get").toLowerCase() !== "post")
    throw new Error(`The form with ${selector} of ${from.url} is no post`);
  if ((form.getAttribute("enctype") ?? "").toLowerCase() === "multipart/form-data")
    throw new Error(`The form with ${selector} of ${from.url} is multipart: not sent by postForm`);
  for (const [name, value] of Object.entries(fill)) fillField(form, from.url, name, value);
  const submitters = [...form.elements].filter(isSubmitter);
  const submitter = submit ? from.document.querySelector(submit) : submitters[0];
  if (!submitter || !submitters.some((element) => element === submitter))
    throw new Error(`The form with ${selector} of ${from.url} has no submit button ${submit ?? ""}`);
  if (isDisabled(submitter))
    throw new Error(`The button ${submit ?? ""} of the form with ${selector} of ${from.url} is disabled`);

  const { window } = await dom!;
  const data = new window.FormData(form, submitter as never);
  const body = new URLSearchParams();
  for (const [name, value] of data.entries()) body.append(name, String(value));
  const action = new URL(submitter.getAttribute("formaction") ?? form.getAttribute("action") ?? "", from.url);
  const response = await page.request.post(action.href, {
    // A browser's form post: its page's origin, the form's fields url-encoded.
    headers: { Origin: new URL(from.url).origin, "Content-Type": "application/x-www-form-urlencoded" },
    data: body.toString(),
    maxRedirects: 0,
  });
  const location = response.headers().location;
  if (response.status() < 300 || response.status() >= 400 || !location) {
    const said = excerptOf(await parseHtml(await response.text()));
    throw new Error(
      `POST ${action.pathname}${action.search} (the form with ${selector}) answered ${response.status()} instead of a redirect: ${said}`,
    );
  }
  return new URL(location, action).href;
}

/** Posts a form and follows its redirect as the browser would (a notice flashed for the next page is read there). */
export async function submitForm(page: Page, from: ServedPage, post: FormPost): Promise<ServedPage> {
  return readPage(page, await postForm(page, from, post));
}

/**
 * Opens `url` in the page as the UI leaves it after a form: loaded, and with JavaScript hydrated
 * (a form's answer there is a client-side navigation into a page React already runs; a document
 * load hydrates after its first paint, and a test of what the code adds must not start before).
 */
export async function openPage(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  if (!response?.ok())
    throw new Error(
      `${url} answered ${response?.status()}: ${excerptOf(await parseHtml((await response?.text()) ?? ""))}`,
    );
  // Scripts off, the page's inline scripts never ran; on, Remix's context is there once loaded.
  if (await page.evaluate(() => "__remixContext" in window)) await hydrated(page.locator("#main"));
}

/** Throws unless `url`'s path (and query) matches `expected`: a post that succeeded elsewhere than meant. */
export function expectRedirect(url: string, expected: RegExp, what: string): string {
  const { pathname, search } = new URL(url);
  if (!expected.test(`${pathname}${search}`)) throw new Error(`${what} led to ${pathname}${search}, not ${expected}`);
  return url;
}

/** The login form of /login/email posted; returns where the login sends (not followed). */
export async function postLogIn(
  page: Page,
  slug: string,
  email: string,
  password: string,
  redirectTo?: string,
): Promise<string> {
  const form = await readPage(
    page,
    `/${slug}/login/email${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`,
  );
  const to = await postForm(page, form, { form: 'input[name="password"]', fill: { email, password } });
  return expectRedirect(to, new RegExp(`^/${slug}(?!/login)`), `Logging in ${email}`);
}

/** `logIn` by posts: ends as logIn does, logged in, on the page the login returns to (hydrated with JavaScript). */
export async function logInByPosts(
  page: Page,
  slug: string,
  email: string,
  password: string,
  redirectTo?: string,
): Promise<void> {
  await openPage(page, await postLogIn(page, slug, email, password, redirectTo));
  await dismissClosedNotice(page);
}

/**
 * `registerNewClient` by posts: the e-mail's code (read from the dev mail outbox), the code, the
 * registration form; returns the e-mail. Ends as registerNewClient does: on the page the login
 * sends to (the store's home), logged in, the header greeting the new client.
 */
export async function registerNewClientByPosts(
  page: Page,
  slug: string,
  details: NewClientDetails = {},
): Promise<string> {
  const email = details.email ?? uniqueEmail(slug);
  const name = details.name ?? NEW_CLIENT.name;
  const ask = await readPage(page, `/${slug}/login/otp`);
  const codeStep = expectRedirect(
    await postForm(page, ask, { form: 'input[name="intent"][value="send"]', fill: { email } }),
    /\/login\/otp\?(.*&)?step=code/,
    `Asking a code for ${email}`,
  );
  const token = await mailToken(page.request, email);
  const code = await readPage(page, codeStep);
  const register = expectRedirect(
    await postForm(page, code, { form: 'input[name="intent"][value="verify"]', fill: { token } }),
    /\/login\/new-user/,
    `The code of ${email}`,
  );
  const fill: Record<string, string> = { name, phone: details.phone ?? NEW_CLIENT.phone };
  if (details.password) fill.password = details.password;
  const registration = await readPage(page, register);
  const home = await postForm(page, registration, { form: 'input[name="form"][value="new-user"]', fill });
  await openPage(page, expectRedirect(home, new RegExp(`^/${slug}(?!/login)`), `Registering ${email}`));
  await dismissClosedNotice(page);
  await expect(accountLink(page, firstNameOf(name))).toBeVisible();
  return email;
}
