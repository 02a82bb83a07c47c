import { describe, expect, it } from "vitest";
import {
  birthdateForField,
  birthdateToIso,
  hostedPageHref,
  phoneForField,
  phoneFromNational,
  presentCards,
} from "./profile-view";

describe("profile view", () => {
  it("splits a national phone as the API stores it, per country (spec §5)", () => {
    expect(phoneFromNational("BRA", "11912345678")).toEqual({ country_code: "55", ddd: "11", number: "912345678" });
    expect(phoneFromNational("COL", "3001234567")).toEqual({ country_code: "57", ddd: "300", number: "1234567" });
    expect(phoneFromNational("MEX", "5512345678")).toEqual({ country_code: "52", ddd: "55", number: "12345678" });
  });

  it("shows a phone formatted and a birthdate as dd/mm/yyyy, and back", () => {
    expect(phoneForField("BRA", { country_code: "55", ddd: "11", number: "912345678" })).toBe("(11) 91234-5678");
    expect(phoneForField("BRA", null)).toBe("");
    expect(birthdateForField("1990-04-07")).toBe("07/04/1990");
    expect(birthdateForField(null)).toBe("");
    expect(birthdateToIso("07/04/1990")).toBe("1990-04-07");
  });

  it("lists the last used card first, VR as Vale Refeição", () => {
    const card = { exp_month: 3, exp_year: 2030, nickname: null, last_four_digits: "1111" };
    const cards = presentCards([
      { ...card, guid: "a", brand: "VISA", last_used: false },
      { ...card, guid: "b", brand: "VR", last_used: true },
    ]);
    expect(cards.map((view) => view.guid)).toEqual(["b", "a"]);
    expect(cards[0]).toMatchObject({
      brandKey: "cards.brands.VR",
      expiry: "03/2030",
      lastFour: "1111",
      lastUsed: true,
    });
  });

  it("sends the browser to the hosted page with our app id, the return paths and the language", () => {
    const href = hostedPageHref(
      { hosted_page_url: "/_provider/cards", app_id: "app 1" },
      "/loja/profile/cards/return",
      "/loja/profile/cards",
      "pt-BR",
    );
    const url = new URL(href, "https://x.invalid");
    expect(url.pathname).toBe("/_provider/cards");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: "app 1",
      return_url: "/loja/profile/cards/return",
      cancel_url: "/loja/profile/cards",
      locale: "pt-BR",
    });
  });
});
