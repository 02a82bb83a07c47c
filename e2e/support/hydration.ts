import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated this element (its DOM node carries React's fiber), i.e. until its
 * JavaScript behaviour is on. The page's code is asked for after its first paint (decision 019)
 * and islands (dialogs, preferences menu) after hydration: before that the page is plain HTML, which
 * works, but a test of what the code adds must wait for it.
 */
export async function hydrated(locator: Locator, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))), {
      message: "hydrated by React",
      timeout,
    })
    .toBe(true);
}
