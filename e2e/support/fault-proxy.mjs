// An HTTP proxy in front of a real API Worker that the end-to-end tests can make misbehave.
// Every request is forwarded as it is (method, path, headers, body; status, headers, body back)
// while the mode is `pass`; the other modes stand for the ways an API fails in production.
// Control: `GET /__fault` answers `{ mode, delayMs }`; `POST /__fault?mode=M[&delayMs=N]` switches.
import { createServer, request as forward } from "node:http";

/** The API answers normally. */
const PASS = "pass";

/** What each mode does with a request that is not for `/__fault`. */
const FAULTS = {
  /** The connection drops without an answer, as when the API host is unreachable. */
  down: (_request, response) => response.socket?.destroy(),
  /** The answer comes, but later than the storefront waits (API_TIMEOUT_MS is 3000 in e2e). */
  slow: (request, response, state) => {
    // The body stays unread (paused) until it is forwarded.
    const timer = setTimeout(() => forwardToApi(request, response, state.target), state.delayMs);
    response.on("close", () => clearTimeout(timer));
  },
  /** A 200 that claims JSON and is not, as from a misconfigured gateway. */
  garbage: (request, response) => {
    request.resume();
    response.writeHead(200, { "content-type": "application/json" }).end("<html>not json");
  },
  /** An HTML 500, as from a crashed upstream or an error page of a load balancer. */
  error: (request, response) => {
    request.resume();
    response
      .writeHead(500, { "content-type": "text/html; charset=utf-8" })
      .end("<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>");
  },
  /**
   * The API's rate limits are reached (api/src/http/rate-limit.ts): token bootstraps and cart
   * creation answer 429 RATE_LIMITED with Retry-After, as the API does; everything else passes.
   */
  limited: (request, response, state) => {
    const { pathname } = new URL(request.url ?? "/", "http://proxy.invalid");
    const limitedCall =
      request.method === "POST" && (pathname.startsWith("/authenticates/") || /^\/[^/]+\/carts$/.test(pathname));
    if (!limitedCall) return forwardToApi(request, response, state.target);
    request.resume();
    response
      .writeHead(429, { "content-type": "application/json", "retry-after": "60" })
      .end(JSON.stringify({ code: "RATE_LIMITED", message: "Too many requests; retry in 60 seconds" }));
  },
};

export const FAULT_MODES = [PASS, ...Object.keys(FAULTS)];

/** Default wait of `slow`: well beyond the storefront's upstream timeout. */
export const DEFAULT_SLOW_MS = 8000;

function forwardToApi(request, response, target) {
  const { connection: _hop, ...headers } = request.headers;
  const upstream = forward(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...headers, host: target.host },
      // A connection per request: a pooled one idle for 5 s can be closed by wrangler's proxy just
      // as it is reused (decision 041).
      agent: false,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", (error) => {
    // The API Worker itself is not there: say so plainly, this is not one of the injected faults.
    if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
    response.end(`fault proxy: API unreachable: ${error.message}`);
  });
  request.pipe(upstream);
}

function control(request, response, state) {
  const url = new URL(request.url ?? "/", "http://proxy.invalid");
  if (request.method === "POST") {
    const mode = url.searchParams.get("mode") ?? "";
    const delayMs = Number(url.searchParams.get("delayMs") ?? DEFAULT_SLOW_MS);
    if (!FAULT_MODES.includes(mode) || !Number.isInteger(delayMs) || delayMs < 0) {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: `mode must be one of ${FAULT_MODES.join(", ")}; delayMs a whole number` }));
      return;
    }
    state.mode = mode;
    state.delayMs = delayMs;
  } else if (request.method !== "GET") {
    response.writeHead(405, { allow: "GET, POST" }).end();
    return;
  }
  response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify({ mode: state.mode, delayMs: state.delayMs }));
}

/** Starts the proxy on 127.0.0.1:port in front of `target` (an origin); resolves once it listens. */
export function startFaultProxy({ port, target }) {
  const state = { mode: PASS, delayMs: DEFAULT_SLOW_MS, target: new URL(target) };
  const server = createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://proxy.invalid").pathname === "/__fault") {
      request.resume();
      control(request, response, state);
    } else if (state.mode === PASS) {
      forwardToApi(request, response, state.target);
    } else {
      FAULTS[state.mode](request, response, state);
    }
  });
  // The storefront's workerd drops its idle connections to us after 5 s, Node's default here: both
  // closing at once can lose the storefront's next request. Ours outlive its (decision 041).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
