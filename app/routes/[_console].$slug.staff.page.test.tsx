// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaffMember, StaffRole } from "../../contract";
import { createTranslator, I18nContext } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { CONSOLE_SLUG, consoleContext, consoleCookie, withConsoleCookie } from "../../tests/support/console-context";
import { ok, refusal } from "../../tests/support/route-context";
import StaffRoute, { action, ErrorBoundary, loader } from "./[_console].$slug.staff";

afterEach(cleanup);

const members: StaffMember[] = [
  { id: 1, name: "Dona Carla", email: "dono@bella-napoli.demo", role: "OWNER", created_at: "2026-01-01T00:00:00.000Z" },
  { id: 2, name: "Rita", email: "equipe@bella-napoli.demo", role: "STAFF", created_at: "2026-03-10T15:00:00.000Z" },
];
const english = { language: "en" as const, t: createTranslator("en", resources.en.common) };

function renderPage(send: (...args: unknown[]) => Promise<unknown>, role: StaffRole = "OWNER") {
  const context = consoleContext(vi.fn(send));
  const Stub = createRemixStub(
    [
      {
        path: "/_console/:slug/staff",
        loader: async (args) => loader(withConsoleCookie(args, await consoleCookie(role))),
        action: async (args) => action(withConsoleCookie(args, await consoleCookie(role))),
        Component: StaffRoute,
        ErrorBoundary,
      },
    ],
    context,
  );
  return render(
    <I18nContext.Provider value={english}>
      <Stub initialEntries={[`/_console/${CONSOLE_SLUG}/staff`]} />
    </I18nContext.Provider>,
  );
}

describe("the staff page", () => {
  it("lists the members with their forms folded; no removal of oneself; a refusal opens its form with the error beside the field and in the summary, which takes the focus", async () => {
    const send = async (method: unknown) =>
      method === "GET"
        ? ok({ staff: members, you: 1 })
        : refusal("VALIDATION_ERROR", 422, { errors: [{ field: "role", message: "console.staff.errors.lastOwner" }] });
    renderPage(send);
    const carla = (await screen.findByRole("heading", { name: /Dona Carla/ })).closest("li")!;
    expect(within(carla).getByText("(you)")).toBeTruthy();
    expect(within(carla).queryByRole("button", { name: /remove/i })).toBeNull();
    const rita = screen.getByRole("heading", { name: "Rita" }).closest("li")!;
    expect(within(rita).getByRole("button", { name: "Yes, remove Rita" })).toBeTruthy();

    fireEvent.change(within(carla).getByLabelText("Role"), { target: { value: "STAFF" } });
    await act(async () => fireEvent.click(within(carla).getByRole("button", { name: "Save changes" })));
    const summary = await screen.findByRole("heading", { name: "Fix 1 field to continue" });
    expect(summary.parentElement!.textContent).toContain("Role: The store needs at least one owner");
    await waitFor(() => expect(document.activeElement).toBe(summary.parentElement));
    const card = screen.getByRole("heading", { name: /Dona Carla/ }).closest("li")!;
    const role = within(card).getByLabelText("Role");
    await waitFor(() => expect(role.getAttribute("aria-invalid")).toBe("true"));
    expect(role).toHaveProperty("value", "STAFF");
    expect(card.querySelector("details")!.open).toBe(true);
    expect(document.getElementById(role.getAttribute("aria-describedby")!)!.textContent).toBe(
      "The store needs at least one owner: make another member owner first.",
    );
  });

  it("tells a staff member who opens it that only owners manage the staff", async () => {
    renderPage(vi.fn(), "STAFF");
    expect(await screen.findByRole("heading", { name: "Only owners manage the staff" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change your own password" }).getAttribute("href")).toBe(
      `/_console/${CONSOLE_SLUG}/password`,
    );
  });
});
