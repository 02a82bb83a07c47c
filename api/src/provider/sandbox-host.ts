/** The API's internal host: a provider URL on it is one of the API's own sandboxes, answered in-process. */
export const SANDBOX_HOST = "api.internal";

/** Whether `url` is on SANDBOX_HOST. */
export function sandboxHost(url: string): boolean {
  try {
    return new URL(url).hostname === SANDBOX_HOST;
  } catch {
    return false;
  }
}
