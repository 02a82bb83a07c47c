import { describe, expect, it } from "vitest";
import { renderRescueMail, rescueWhatsappText } from "./rescue-mail";

const brand = { name: "Pizzería <Pesos>", logoUrl: null, color: "#c0392b" };
const message = { firstName: "Ana\nMaria", link: "https://comanda.example/pesos/rescue?guid=abc&x=1", hours: 48 };

describe("the rescue messages", () => {
  it("mails the link in the store's language, the name on one line and escaped in the HTML", () => {
    const mail = renderRescueMail("es", brand, message);
    expect(mail.subject).toBe("Ana Maria, tu carrito en Pizzería <Pesos> te está esperando");
    expect(mail.text).toContain("Volver a mi carrito: https://comanda.example/pesos/rescue?guid=abc&x=1");
    expect(mail.text).toContain("48 horas");
    expect(mail.html).toContain('href="https://comanda.example/pesos/rescue?guid=abc&amp;x=1"');
    expect(mail.html).toContain("Pizzería &lt;Pesos&gt;");
    expect(mail.html).not.toContain("<Pesos>");
  });

  it("writes the WhatsApp message with the link in it", () => {
    expect(rescueWhatsappText("pt-BR", brand, message)).toBe(
      "Olá, Ana Maria! Seu carrinho em Pizzería <Pesos> está guardado. Toque para voltar a ele e concluir o pedido: https://comanda.example/pesos/rescue?guid=abc&x=1 (o link vale por 48 horas, uma vez).",
    );
  });
});
