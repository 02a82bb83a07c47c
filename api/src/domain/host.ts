/**
 * A Host header value as stored in merchant_hosts: lower case, without port or trailing dot.
 * Host names are case-insensitive and the port only says how the request reached us.
 */
export function normalizeHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  const withoutPort = host.startsWith("[")
    ? host.slice(0, host.indexOf("]") + 1) // IPv6 literal such as "[::1]:8787"
    : host.replace(/:\d*$/, "");
  return withoutPort.replace(/\.$/, "");
}

/** A normalised host name or bracketed IPv6 literal. */
export const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)$/;
