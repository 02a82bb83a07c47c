// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Currency } from "../../contract/merchant";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import type { MerchantView } from "~/lib/store/merchant-view";
import { StaticMerchantContext } from "~/lib/store/use-merchant";
import en from "../../locales/en/common.json";
import ptBR from "../../locales/pt-BR/common.json";
import { MoneyInput } from "./MoneyInput";

/** The field as the server sends it: what a customer without JavaScript gets. */
function serverHtml(
  currency: Currency,
  defaultValue: string,
  error: string | null = null,
  language: "pt-BR" | "en" = "pt-BR",
) {
  const merchant = { currency } as MerchantView;
  const t = createTranslator(language, (language === "en" ? en : ptBR) as Translations);
  const html = renderToString(
    <I18nContext.Provider value={{ language, t }}>
      <StaticMerchantContext.Provider value={merchant}>
        <MoneyInput id="change" name="change_for" label="Troco para" defaultValue={defaultValue} error={error} />
      </StaticMerchantContext.Provider>
    </I18nContext.Provider>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
}

describe("MoneyInput on the server", () => {
  it("writes back what was sent as it was read, with the hint tied to the field and a decimal keyboard", () => {
    const field = serverHtml("BRL", "100").querySelector("input")!;
    expect(field.getAttribute("value")).toBe("100,00");
    expect(field.getAttribute("inputmode")).toBe("decimal");
    expect(field.getAttribute("aria-describedby")).toBe("change-hint");
    expect(serverHtml("BRL", "100").querySelector("#change-hint")?.textContent).toBe("Ex.: 100 ou 100,50");
    expect(serverHtml("COP", "50000").querySelector("input")?.getAttribute("value")).toBe("50.000");
    expect(serverHtml("MXN", "500.5", null, "en").querySelector("#change-hint")?.textContent).toBe(
      "E.g. 500 or 500.50",
    );
    expect(serverHtml("MXN", "500.5").querySelector("input")?.getAttribute("value")).toBe("500.50");
  });

  it("keeps what is not money as typed, and says the limit in the store's money", () => {
    const refused = serverHtml("COP", "1000000000000000", "validation.moneyTooLarge", "en");
    expect(refused.querySelector("input")?.getAttribute("value")).toBe("1000000000000000");
    expect(refused.querySelector("input")?.getAttribute("aria-invalid")).toBe("true");
    expect(refused.querySelector("#change-error")?.textContent?.replace(/\u00a0/g, " ")).toBe(
      "The most you can enter is $ 5.000.000",
    );
    expect(serverHtml("BRL", "abc", "validation.moneyInvalid").querySelector("input")?.getAttribute("value")).toBe(
      "abc",
    );
  });
});
