// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EatInChoice } from "./EatInChoice";
import { renderIn } from "../../../tests/support/render";

afterEach(cleanup);

describe("take away or eat at the store", () => {
  it("is a pair of radios of the order's form, with the customer's last answer checked", () => {
    renderIn("pt-BR", <EatInChoice eatIn />);
    const group = screen.getByRole("group", { name: "Como você vai comer?" });
    const eatIn = screen.getByRole("radio", { name: "Comer no local" }) as HTMLInputElement;
    expect(group.contains(eatIn)).toBe(true);
    expect([eatIn.name, eatIn.value, eatIn.checked]).toEqual(["consume_in_store", "1", true]);
    expect((screen.getByRole("radio", { name: "Para levar" }) as HTMLInputElement).checked).toBe(false);
  });

  it("in Spanish, taking away by default", () => {
    renderIn("es", <EatInChoice eatIn={false} />);
    expect((screen.getByRole("radio", { name: "Para llevar" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("radio", { name: "Comer en el local" })).toBeTruthy();
  });
});
