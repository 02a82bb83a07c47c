// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language, StaffRole } from "../../contract";
import type { BrandSettings } from "../../contract/console-settings-brand";
import { merchantTheme } from "../../contract/formats/theme-colors";
import { brandContrast, shadesOf } from "../../contract/formats/theme-contrast";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok } from "../../tests/support/route-context";
import BrandSettingsRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.settings_.brand";

/*
 * The brand page as the owner and staff see it (decision 105): the colours' sample and, beside the
 * primary colour, why the storefront draws another shade where the colour is text.
 */

afterEach(cleanup);

const brandOf = (highlight: string): BrandSettings => ({
  brand_color: null,
  highlight_color: highlight,
  defaults: { brand_color: "#202125", highlight_color: "#ff3a01" },
  logo: null,
  contrast: brandContrast(merchantTheme({ brand_colors: null, highlight_colors: shadesOf(highlight), logo: null })),
});

function renderPage(brand: BrandSettings, role: StaffRole = "OWNER", language: Language = "pt-BR") {
  const context = consoleContext(vi.fn(async () => ok(brand)));
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/settings/brand",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: BrandSettingsRoute,
        ErrorBoundary,
      },
    ],
    context,
  );
  const i18n = { language, t: createTranslator(language, resources[language].common) };
  return render(
    <I18nContext.Provider value={i18n}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/settings/brand`]} />
    </I18nContext.Provider>,
  );
}

describe("the brand page", () => {
  it("says beside a light yellow that links use a darker shade on a light page, and why", async () => {
    renderPage(brandOf("#ffee00"));
    const field = await screen.findByLabelText("Cor principal");
    expect(field).toHaveProperty("value", "#ffee00");
    const adjusted = brandOf("#ffee00").contrast.adjustments[0]!;
    const note = screen.getByText(/^Ajustada na página clara/);
    expect(note.textContent).toContain(adjusted.used);
    expect(note.textContent).toContain("4,5:1");
    // The note is read with the field.
    expect(field.getAttribute("aria-describedby")).toContain("brand-highlight-notes");
    expect(screen.getByText(/Os botões mantêm esta cor, com texto preto/)).toBeTruthy();
  });

  it("says nothing of the light page for a colour that reads there, and follows what is typed", async () => {
    renderPage(brandOf("#0b4f8a"), "OWNER", "en");
    const field = await screen.findByLabelText("Primary colour");
    // No colour reads as text on both pages: a dark blue is lightened on the dark one only.
    expect(screen.getByText(/^Adjusted on a dark page/)).toBeTruthy();
    expect(screen.queryByText(/^Adjusted on a light page/)).toBeNull();
    fireEvent.change(field, { target: { value: "#fff3a0" } });
    expect(screen.getByText(/^Adjusted on a light page/)).toBeTruthy();
  });

  it("shows staff the colours and the logo without a form, saying only the owner changes them", async () => {
    renderPage(brandOf("#0b4f8a"), "STAFF", "es");
    expect(await screen.findByText("Solo el dueño de la tienda cambia la marca y los banners.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByLabelText("Color principal")).toHaveProperty("readOnly", true);
  });
});
