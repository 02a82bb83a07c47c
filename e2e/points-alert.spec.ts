import { expect } from "@playwright/test";
import { pointsAlertDemoCustomer } from "../api/seed/data/loyalty";
import { DEMO_CUSTOMER_PASSWORD, postLogIn } from "./support/account";
import { hydrated } from "./support/hydration";
import { test } from "./support/test";

// The points alert (decision 078): a logged-in client whose points expire within a week is told so
// over the menu, once per expiry day. The demo customer has 40 points expiring in 3 days.
const SLUG = "bella-napoli";
const TITLE = "Seus pontos vão vencer";

test("the points about to expire are told over the menu until closed, with Escape or on the way to the points", async ({
  page,
  javaScriptEnabled,
}) => {
  // Logged in on another page: the login's own landing would close the menu's notices.
  await postLogIn(page, SLUG, pointsAlertDemoCustomer.email, DEMO_CUSTOMER_PASSWORD, "/about");
  await page.goto(`/${SLUG}`);
  const alert = page.getByRole("dialog", { name: TITLE });
  await expect(alert).toContainText(/^.*40 pontos vencem em \d{2}\/\d{2}\/\d{4}\. Troque-os antes disso\./);
  await expect(page.locator("#main")).toHaveAttribute("inert", "");

  if (javaScriptEnabled) {
    await hydrated(page.locator("#main"));
    // Its code comes after hydration: then a true modal (focus kept inside, Escape closes it).
    await expect.poll(() => alert.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/${SLUG}$`));
  } else {
    // "Ver meus pontos" closes it too, and goes to the points page.
    await alert.getByRole("button", { name: "Ver meus pontos" }).click();
    await expect(page).toHaveURL(new RegExp(`/${SLUG}/loyalty$`));
    await expect(page.getByText(/^40 pontos vencem em /).first()).toBeVisible();
  }

  // Remembered for that day: not on the next view of the menu.
  await page.goto(`/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: TITLE })).toHaveCount(0);
  await expect(page.locator("#main")).not.toHaveAttribute("inert", "");
});
