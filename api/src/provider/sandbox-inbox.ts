/**
 * What a local sandbox provider received (the error tracker's envelopes, the Graph API's events),
 * newest last, the oldest dropped past `kept`. Held in the API Worker's memory: the local runtime
 * runs one instance of it, and no sandbox is ever on in production.
 */
export function sandboxInbox<T extends { receivedAt: string }>(kept = 500) {
  const received: T[] = [];
  return {
    receive(entry: T): void {
      received.push(entry);
      if (received.length > kept) received.splice(0, received.length - kept);
    },
    /** What came since `since` (an ISO instant; null: everything), oldest first. */
    since(since: string | null): T[] {
      return since === null ? [...received] : received.filter((entry) => entry.receivedAt >= since);
    },
  };
}
