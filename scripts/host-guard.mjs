// The port of the local servers. workerd builds each request's URL from its Host header: a Host
// that names no host (`host@evil`, `host evil`) makes workerd itself fail, and a port past 65535
// (`localhost:99999`) makes Miniflare's entry Worker throw, both before any of our Workers runs,
// both answered 500. On Cloudflare the edge refuses such requests. Here this front answers the
// port and passes every request and answer through as they are, except that a malformed Host is
// replaced by one that workerd accepts and the storefront refuses (an underscore is no host name
// character): the customer gets the storefront's own localized 400 (decision 013).
import { createServer, request as forward } from "node:http";
import { connect } from "node:net";

/** A Host the storefront answers with 400 (app/lib/platform/request-guard.ts, isValidHostname). */
export const MALFORMED_HOST = "malformed_host";

const NAME = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)$/i;

/** True when workerd and the URL parser can build a URL on `host` (a name or an IP, and a port up to 65535). */
export function isWellFormedHost(host) {
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host);
  if (!match || !NAME.test(match[1])) return false;
  return match[2] === undefined || Number(match[2]) <= 65_535;
}

/** Headers of one hop only: each side of the front has its own connection and framing. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

function endToEnd(rawHeaders) {
  const kept = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (!HOP_BY_HOP.has(rawHeaders[index].toLowerCase())) kept.push(rawHeaders[index], rawHeaders[index + 1]);
  }
  return kept;
}

/**
 * Listens on `host`:`port` and forwards to the servers at `target` (a URL). Resolves with the
 * server once it listens; `close()` it to stop.
 */
export function startHostGuard({ host, port, target }) {
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    const headers = endToEnd(request.rawHeaders).map((value, index, all) =>
      index % 2 === 1 && all[index - 1].toLowerCase() === "host" && !isWellFormedHost(value) ? MALFORMED_HOST : value,
    );
    let gone = false;
    const outgoing = forward(
      // A connection per request: the front adds no pool of its own for workerd to close under it.
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent: false,
      },
      (answer) => {
        // A browser that left (a navigation, a cancelled fetch): the answer is read to its end and
        // dropped, as workerd would see it from a browser, rather than cut under workerd's write.
        if (gone) return answer.resume();
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.pipe(response);
        response.on("close", () => {
          if (!response.writableFinished) answer.unpipe(response).resume();
        });
      },
    );
    outgoing.on("error", () => {
      if (response.headersSent) response.destroy();
      // Starved of CPU, workerd may drop a connection: the client gets a 503 it can retry, not a reset.
      else if (!gone)
        response
          .writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "1" })
          .end("The local Workers did not answer: try again.\n");
    });
    response.on("close", () => {
      if (!response.writableFinished) gone = true;
    });
    // A body cut off on the way never ends: the forwarded request goes with it.
    request.on("close", () => {
      if (!request.complete) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
  // A WebSocket (live updates, decision 090): its handshake goes through as it came (the Host
  // checked as above), then both sides' bytes go through as they are until either closes.
  const upgraded = new Set();
  const closeAllConnections = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    closeAllConnections();
    for (const open of upgraded) open.destroy();
  };
  server.on("upgrade", (request, socket, head) => {
    upgraded.add(socket);
    const upstreamSocket = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        const [name, value] = [request.rawHeaders[index], request.rawHeaders[index + 1]];
        lines.push(`${name}: ${name.toLowerCase() === "host" && !isWellFormedHost(value) ? MALFORMED_HOST : value}`);
      }
      upstreamSocket.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    const end = () => {
      upgraded.delete(socket);
      socket.destroy();
      upstreamSocket.destroy();
    };
    upstreamSocket.on("error", end);
    socket.on("error", end);
    upstreamSocket.on("close", end);
    socket.on("close", end);
  });
  // An idle kept-alive connection is closed by the client first (browsers after minutes, Node's
  // fetch after 4 s): closed by the server as the client reuses it, it is a reset under load.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), host, () => resolve(server));
  });
}
