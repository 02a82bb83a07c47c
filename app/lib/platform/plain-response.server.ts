import { resolveLanguage, resources } from "~/lib/i18n/i18n.server";
import type { ServerTiming } from "./server-timing.server";

export const SECURITY_HEADERS: Record<string, string> = {
  // no-referrer would break Remix's origin check of no-JS form posts.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
};

/** Sets the security headers a response does not set itself. */
export function withSecurityHeaders(headers: Headers): Headers {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
  return headers;
}

const PLAIN_REFUSALS = { 400: "badRequest", 403: "forbidden", 404: "notFound", 415: "unsupported" } as const;

/** A refusal without a page (no valid Host, or a request of Remix's client): localized plain text. */
export async function plainRefusal(request: Request, status: keyof typeof PLAIN_REFUSALS): Promise<Response> {
  const language = await resolveLanguage(request, null);
  const message = resources[language].common.errors[PLAIN_REFUSALS[status]];
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  return new Response(`${message.title}\n${message.description}\n`, { status, headers });
}

export function withServerTiming(response: Response, timing: ServerTiming): Response {
  response.headers.set("Server-Timing", timing.header());
  return response;
}
