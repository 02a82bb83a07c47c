/** Lower case, without port or trailing dot: host names are case-insensitive and the port only says how the request came. */
export function normalizeHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  const withoutPort = host.startsWith("[")
    ? host.slice(0, host.indexOf("]") + 1) // IPv6 literal such as "[::1]:8787"
    : host.replace(/:\d*$/, "");
  return withoutPort.replace(/\.$/, "");
}

export const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)$/;
