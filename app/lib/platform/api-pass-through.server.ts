import { CLIENT_SECRET_HEADER } from "../../../contract";
import { apiFetcher, CLIENT_IP_HEADER, withTimeout } from "./api.server";
import type { Env } from "./env.server";
import { refusalOf } from "./request-guard";
import { plainRefusal, withSecurityHeaders } from "./plain-response.server";

/*
 * The paths of this origin that go to the API as they are (the API has no public URL, decision
 * 012). Every one is a row of PASS_THROUGHS, and nothing else of a request reaches the API
 * unless a loader or an action asks for it: what a row does not name (the session cookie, other
 * headers, the customer's data) stays here. The storefront never reads, logs or keeps a body.
 *
 * A payment provider's webhook goes here, as one more row: `/_webhooks/{provider}` to the API's
 * `/webhooks/{provider}`, POST only, its body untouched and its signature header passed on, so
 * that the API verifies the signature and a service applies the event. It is not cross-site
 * checked (the provider posts from its own servers) and asks nothing of the session.
 */

interface PassThrough {
  /** An exact path, or a prefix when it ends with "/". */
  path: string;
  /** The API's path and query this request goes to. */
  apiPath: (url: URL) => string;
  /** Methods that pass; any other is a 404 like an unknown path. All pass when absent. */
  methods?: readonly string[];
  /** Local sandboxes only: closed (404) unless the env opens them. */
  devOnly?: (env: Env) => boolean;
  /** Request headers that go through as they are. */
  requestHeaders: readonly string[];
  /** Response headers that come back as they are (the answer is never cached). */
  responseHeaders: readonly string[];
  /** The API's dev reads: JSON asked for with the storefront's client secret, answered as JSON. */
  devRead?: boolean;
  /** Forms that change orders: a cross-site or non-form post is refused like any other. */
  formsOnly?: boolean;
  /** The visitor's browser is the provider's client: its own cookie, Host and IP go, its cookies come back. */
  visitor?: { cookie: string };
  /** A provider's server is the caller: it gets the API's status and an empty body (502 when the API does not answer). */
  statusOnly?: boolean;
  /** What the browser gets when the API does not answer. */
  unanswered: "notFound" | "badGateway";
}

const DEV_MAIL: PassThrough = {
  path: "/_dev/mail",
  // ?email= or ?phone=+55…: the outbox of that address (the e-mail and phone codes).
  apiPath: (url) => {
    const phone = url.searchParams.get("phone");
    return `/dev/mail_outbox?${new URLSearchParams(phone === null ? { email: url.searchParams.get("email") ?? "" } : { phone })}`;
  },
  methods: ["GET"],
  devOnly: (env) => env.MAIL_OUTBOX_READABLE === "1",
  requestHeaders: [],
  responseHeaders: [],
  devRead: true,
  unanswered: "notFound",
};

/** What the API's sandbox error tracker (decision 077) or sandbox Graph API (decision 076) received since `?since=`. */
function sandboxRead(path: string, apiPath: string): PassThrough {
  return {
    path,
    apiPath: (url) => {
      const since = url.searchParams.get("since");
      return `${apiPath}${since ? `?${new URLSearchParams({ since })}` : ""}`;
    },
    methods: ["GET"],
    devOnly: (env) => env.ERROR_TRACKER_SANDBOX === "1",
    requestHeaders: [],
    responseHeaders: [],
    devRead: true,
    unanswered: "notFound",
  };
}

/** Rows in the order they are matched; the end-to-end tests read the dev ones. */
export const PASS_THROUGHS: readonly PassThrough[] = [
  DEV_MAIL,
  sandboxRead("/_dev/errors", "/dev/error_envelopes"),
  sandboxRead("/_dev/conversions", "/dev/graph_events"),
  // The sandbox card provider's hosted page; the provider decides who may pay.
  {
    path: "/_provider/",
    apiPath: (url) => `/provider/${url.pathname.slice("/_provider/".length)}${url.search}`,
    requestHeaders: ["content-type", "accept", "accept-language", "origin", "sec-fetch-site"],
    responseHeaders: ["content-type", "location", "content-security-policy", "cache-control", "retry-after"],
    formsOnly: true,
    visitor: { cookie: "sandbox_payment" },
    unanswered: "notFound",
  },
  // Mercado Pago's notifications of a store's payments (its charges' notification_url); the API
  // checks the signature with that store's secret, so nothing here reads or judges them.
  {
    path: "/_webhooks/mercadopago/",
    apiPath: (url) => `/webhooks/mercadopago/${url.pathname.slice("/_webhooks/mercadopago/".length)}${url.search}`,
    methods: ["POST"],
    requestHeaders: ["content-type", "x-signature", "x-request-id"],
    responseHeaders: [],
    statusOnly: true,
    unanswered: "badGateway",
  },
  // The merchant side of orders (`npm run order`, the end-to-end tests); the API checks the admin key.
  {
    path: "/_admin/",
    apiPath: (url) => `/admin/${url.pathname.slice("/_admin/".length)}${url.search}`,
    requestHeaders: ["content-type", "authorization"],
    responseHeaders: ["content-type"],
    unanswered: "badGateway",
  },
];

const matches = (row: PassThrough, pathname: string) =>
  row.path.endsWith("/") ? pathname.startsWith(row.path) : pathname === row.path;

/** The API's answer to a pass-through path, or null when the path is none. */
export async function passThroughResponse(request: Request, url: URL, env: Env): Promise<Response | null> {
  const row = PASS_THROUGHS.find((candidate) => matches(candidate, url.pathname));
  if (!row) return null;
  if ((row.devOnly && !row.devOnly(env)) || (row.methods && !row.methods.includes(request.method)))
    return plainRefusal(request, 404);
  if (row.formsOnly) {
    const refusal = refusalOf(request, url.origin);
    if (refusal) return plainRefusal(request, refusal);
  }
  const upstream = await forwardToApi(request, env, row.apiPath(url), requestHeaders(row, request, url, env));
  if (row.statusOnly) {
    await upstream?.body?.cancel();
    return new Response(null, { status: upstream?.status ?? 502, headers: { "Cache-Control": "no-store" } });
  }
  if (!upstream) return unanswered(request, row);
  const headers = new Headers(row.devRead ? { "Content-Type": "application/json; charset=utf-8" } : undefined);
  if (row.visitor) {
    for (const cookie of upstream.headers.getSetCookie())
      headers.append("set-cookie", url.protocol === "https:" ? `${cookie}; Secure` : cookie);
  }
  const response = passBack(upstream, row.responseHeaders, headers);
  // A location on the API's own host is a path of this origin.
  const location = response.headers.get("location");
  if (row.visitor && location?.startsWith("https://api.internal/"))
    response.headers.set("location", location.slice("https://api.internal".length));
  return response;
}

function requestHeaders(row: PassThrough, request: Request, url: URL, env: Env): Headers {
  const headers = new Headers();
  for (const name of row.requestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (row.devRead) {
    headers.set("accept", "application/json");
    headers.set(CLIENT_SECRET_HEADER, env.CLIENT_SECRET);
  }
  if (row.visitor) {
    headers.set("x-forwarded-host", url.host);
    headers.set("x-forwarded-proto", url.protocol.slice(0, -1));
    const prefix = `${row.visitor.cookie}=`;
    const cookies = (request.headers.get("Cookie") ?? "")
      .split(";")
      .map((part) => part.trim())
      .filter((part) => part.startsWith(prefix));
    if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
    const clientIp = request.headers.get("CF-Connecting-IP");
    if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
  }
  return headers;
}

/** The request's method and body with `headers`, to the API. Null when the API does not answer. */
function forwardToApi(request: Request, env: Env, path: string, headers: Headers): Promise<Response | null> {
  const fetchApi = withTimeout(apiFetcher({ binding: env.API, origin: env.API_ORIGIN }), env.API_TIMEOUT_MS);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: "manual",
    // A streamed body must say so where fetch follows the standard (Node's, in the unit tests); workerd ignores it.
    ...(hasBody && request.body ? { duplex: "half" } : {}),
  };
  return fetchApi(path, init).catch(() => null);
}

/** The API's answer with only its headers among `names`, never cached, with our security headers. */
function passBack(upstream: Response, names: readonly string[], headers: Headers): Response {
  headers.set("Cache-Control", "no-store");
  for (const name of names) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: withSecurityHeaders(headers) });
}

function unanswered(request: Request, row: PassThrough): Promise<Response> | Response {
  if (row.unanswered === "notFound") return plainRefusal(request, 404);
  const headers = withSecurityHeaders(new Headers({ "Cache-Control": "no-store" }));
  return Response.json({ code: "INTERNAL_ERROR", message: "The API did not answer" }, { status: 502, headers });
}
