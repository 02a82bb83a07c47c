import { describe, expect, it } from "vitest";
import type { Stylizations } from "../../../contract";
import { mailbox } from "./mailer";
import { isRetryable, retryAfterMs } from "./resend";
import { mailBrand, renderTokenMail, type MailBrand } from "./token-mail";

const brand: MailBrand = { name: "Bella Napoli", logoUrl: "https://cdn.example.com/logo.png", color: "#C62828" };
const stylizations = (logo: string | null, pure: string | null): Stylizations => ({
  brand_colors: pure ? { pure, light: pure, medium: pure, dark: pure } : null,
  highlight_colors: null,
  logo: logo ? { large: logo, medium: logo, original: logo, small: logo } : null,
});

describe("renderTokenMail", () => {
  it.each([
    ["pt-BR", "123456 é seu código para entrar em Bella Napoli"],
    ["es", "123456 es tu código para entrar en Bella Napoli"],
    ["en", "123456 is your code to sign in to Bella Napoli"],
  ] as const)("starts the %s subject with the code, so a phone's notification shows it", (language, subject) => {
    const mail = renderTokenMail(language, "login", brand, "123456", 10);
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it("says the e-mail change in its own words", () => {
    const mail = renderTokenMail("pt-BR", "update_email", brand, "654321", 10);
    expect(mail.subject).toBe("654321 é seu código para confirmar o novo e-mail em Bella Napoli");
    expect(mail.text).toContain("Para usar este e-mail na sua conta de Bella Napoli, digite este código:");
    expect(mail.text).toContain("Se você não pediu esta troca, ignore este e-mail.");
  });

  it("has a plain-text part with the code on its own line and no markup", () => {
    const mail = renderTokenMail("es", "login", { ...brand, name: "Taquería <El Güero>" }, "000123", 10);
    expect(mail.text).toBe(
      [
        "¡Hola!",
        "Usa este código para entrar en Taquería <El Güero>:",
        "000123",
        "El código es válido durante 10 minutos.",
        "Si no pediste este código, ignora este correo.",
      ].join("\n\n"),
    );
  });

  it("escapes the merchant's name and logo address in the HTML part", () => {
    const hostile: MailBrand = {
      name: `Pizza "<script>alert(1)</script>" & Co's`,
      logoUrl: `https://cdn.example.com/a.png?x="><b>`,
      color: "#202125",
    };
    const { html, subject } = renderTokenMail("en", "login", hostile, "111222", 10);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(`"><b>`);
    expect(html).toContain("Pizza &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; Co&#39;s");
    expect(html).toContain(`alt="Pizza &quot;&lt;script&gt;`);
    // The subject is a header, not HTML: the name as it is.
    expect(subject).toBe(`111222 is your code to sign in to Pizza "<script>alert(1)</script>" & Co's`);
  });

  it("keeps a subject on one line whatever the name holds", () => {
    expect(
      renderTokenMail("en", "login", { ...brand, name: "Bella\r\nBcc: x@evil.example" }, "123456", 10).subject,
    ).toBe("123456 is your code to sign in to Bella Bcc: x@evil.example");
  });

  it("shows the code large and as text, the logo with the merchant's name as alt text, or the name alone", () => {
    const withLogo = renderTokenMail("pt-BR", "login", brand, "123456", 10).html;
    expect(withLogo).toMatch(/<p style="[^"]*font-size:32px[^"]*">123456<\/p>/);
    expect(withLogo).toContain(`<img src="https://cdn.example.com/logo.png" alt="Bella Napoli"`);
    const withoutLogo = renderTokenMail("pt-BR", "login", { ...brand, logoUrl: null }, "123456", 10).html;
    expect(withoutLogo).not.toContain("<img");
    expect(withoutLogo).toMatch(/<span style="[^"]*color:#ffffff;">Bella Napoli<\/span>/);
    // Inline styles only: nothing for a mail client to fetch but the logo.
    expect(withLogo).not.toMatch(/<link|<style|<script/);
  });

  it("paints the header in the brand colour with the text colour that reads on it", () => {
    const light = renderTokenMail("en", "login", { ...brand, logoUrl: null, color: "#FFD54F" }, "123456", 10).html;
    expect(light).toContain("background-color:#FFD54F;color:#000000;");
    const dark = renderTokenMail("en", "login", { ...brand, logoUrl: null, color: "#1A237E" }, "123456", 10).html;
    expect(dark).toContain("background-color:#1A237E;color:#ffffff;");
  });
});

describe("mailBrand", () => {
  it("links a logo stored as a storefront path from the assets origin, and leaves it out without one", () => {
    const demo = stylizations("/demo/bella-napoli/logo.356725ea.svg", "#B71C1C");
    expect(mailBrand("Bella Napoli", demo, "https://comanda.example").logoUrl).toBe(
      "https://comanda.example/demo/bella-napoli/logo.356725ea.svg",
    );
    expect(mailBrand("Bella Napoli", demo, undefined).logoUrl).toBeNull();
    expect(mailBrand("X", stylizations("https://cdn.example.com/x.png", null), undefined)).toEqual({
      name: "X",
      logoUrl: "https://cdn.example.com/x.png",
      color: "#202125",
    });
  });
});

describe("mailbox", () => {
  it("quotes the display name so a comma or quote in it stays part of the name", () => {
    expect(mailbox("Bella Napoli", "codigos@example.com")).toBe(`"Bella Napoli" <codigos@example.com>`);
    expect(mailbox(`Pizza, "Da" Nonna\\`, "c@example.com")).toBe(`"Pizza, \\"Da\\" Nonna\\\\" <c@example.com>`);
    expect(mailbox("Bella\r\nBcc: x@evil.example", "c@example.com")).toBe(
      `"Bella  Bcc: x@evil.example" <c@example.com>`,
    );
  });
});

describe("the provider's retry rules", () => {
  it("retries rate limits, its own failures and a key still in flight; never a refusal or a spent quota", () => {
    expect(isRetryable(429, "rate_limit_exceeded")).toBe(true);
    expect(isRetryable(429, "daily_quota_exceeded")).toBe(false);
    expect(isRetryable(500, "application_error")).toBe(true);
    expect(isRetryable(503, null)).toBe(true);
    expect(isRetryable(409, "concurrent_idempotent_requests")).toBe(true);
    expect(isRetryable(409, "invalid_idempotent_request")).toBe(false);
    expect(isRetryable(422, "invalid_parameter")).toBe(false);
    expect(isRetryable(400, "validation_error")).toBe(false);
    expect(isRetryable(403, "invalid_api_key")).toBe(false);
  });

  it("reads Retry-After in seconds or as a date", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
    const now = Date.parse("2026-11-28T12:00:00Z");
    expect(retryAfterMs("Sat, 28 Nov 2026 12:00:03 GMT", now)).toBe(3000);
  });
});
