import { getCurrentScope } from "@sentry/cloudflare";

type Client = NonNullable<ReturnType<ReturnType<typeof getCurrentScope>["getClient"]>>;
import { afterEach, beforeEach } from "vitest";

/**
 * What the code under test hands Sentry's SDK, read from a stand-in client on the current scope.
 * Not a module mock: the unit files share their worker's modules (vitest.config.ts), so a mock of
 * `@sentry/cloudflare` in one file is not what a module imported first by another file holds.
 */
export function sentryCaptures() {
  const exceptions: { error: unknown; tags: Record<string, unknown> | undefined }[] = [];
  const events: Record<string, unknown>[] = [];
  const client = {
    captureException: (error: unknown, hint?: { captureContext?: { tags?: Record<string, unknown> } }) => {
      exceptions.push({ error, tags: hint?.captureContext?.tags });
      return "event-id";
    },
    captureEvent: (event: Record<string, unknown>) => {
      events.push(event);
      return "event-id";
    },
  } as unknown as Client;
  let before: Client | undefined;
  beforeEach(() => {
    exceptions.length = 0;
    events.length = 0;
    before = getCurrentScope().getClient();
    getCurrentScope().setClient(client);
  });
  afterEach(() => {
    getCurrentScope().setClient(before);
  });
  return { exceptions, events };
}
