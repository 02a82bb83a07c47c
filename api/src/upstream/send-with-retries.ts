/**
 * How the API calls a provider outside this machine (Mercado Pago, Cloudflare's custom hostnames):
 * each attempt bounded in time, retried on no answer and on 5xx after a short backoff. Whether a
 * retry is safe is the caller's (an idempotency key, or a duplicate the caller resolves).
 */

export const MAX_ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 8_000;
const BACKOFF_MS = [300, 1_000];

export interface RetryOptions {
  /** How requests leave (the Worker's fetch; the in-process stand-in locally). */
  fetch?: (request: Request) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  attemptTimeoutMs?: number;
}

/** The first answer below 500 and the attempt that got it, or why the last attempt failed. */
export type Sent = { response: Response; attempt: number } | { failure: string };

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryingSender(options: RetryOptions) {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const sleep = options.sleep ?? sleepFor;
  const timeoutMs = options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;

  async function attempt(request: Request): Promise<Response> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([send(new Request(request, { signal: controller.signal })), timedOut]);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  }

  /** `request` is called once per attempt: a body is read once. */
  return async function sendWithRetries(request: () => Request): Promise<Sent> {
    let failure = "";
    for (let attemptNumber = 1; attemptNumber <= MAX_ATTEMPTS; attemptNumber++) {
      if (attemptNumber > 1) await sleep(BACKOFF_MS[attemptNumber - 2] ?? BACKOFF_MS.at(-1)!);
      let response: Response;
      try {
        response = await attempt(request());
      } catch (error) {
        failure = `no answer (${error instanceof Error ? error.message : String(error)})`;
        continue;
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        failure = `answered ${response.status}`;
        continue;
      }
      return { response, attempt: attemptNumber };
    }
    return { failure };
  };
}
