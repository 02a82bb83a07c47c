// @vitest-environment happy-dom
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract";
import type { DocumentHtml } from "~/lib/page/document-html";
import type { MerchantView } from "~/lib/store/merchant-view";
import { openingWeek } from "~/lib/store/opening-hours";
import { staticPart } from "~/partial/index.server";
import type { FooterData } from "~/lib/store/store-info.server";
import { Footer } from "~/components/Footer";
import { pageTextHtml } from "~/lib/store/rich-text.server";
import { AboutPage, ContactPage, TextPage } from "./pages";

const merchant = (language: Language) =>
  ({
    slug: "la-brasa-burger",
    base: "/la-brasa-burger",
    home: "/la-brasa-burger",
    name: "La Brasa Burger",
    language,
    contentLanguage: "es",
    customDomain: false,
  }) as MerchantView;

function render(element: ReactElement, language: Language = "es") {
  const context = { page: { dataRequest: true, documentHtml: {} as DocumentHtml } } as unknown as AppLoadContext;
  const part = staticPart(context, { language, merchant: merchant(language) }, element);
  const root = document.createElement("div");
  root.innerHTML = part.html!;
  return root;
}

const footer: FooterData = {
  name: "La Brasa Burger",
  address: { line1: "Carrera 35, 8A-21 - Local 102", line2: "El Poblado, Medellín - Antioquia, 050021" },
  company: { corporateName: "La Brasa Burger S.A.S.", taxId: "900.123.456-7", country: "COL" },
  contact: {
    phone: { national: "(604) 4483120", international: "+57 604 4483120", href: "tel:+576044483120" },
    whatsapp: null,
    email: null,
    website: null,
    faq: null,
  },
  social: [],
  pages: [
    { key: "about", href: "/la-brasa-burger/about", otherStore: false, current: false },
    { key: "stores", href: "/rede/stores", otherStore: true, current: false },
    { key: "terms", href: "/la-brasa-burger/terms", otherStore: false, current: true },
  ],
};

describe("Footer", () => {
  it("links the store's pages in a named navigation, the current one with aria-current", () => {
    const root = render(<Footer footer={footer} />);
    const nav = root.querySelector("nav")!;
    expect(nav.querySelector(`#${nav.getAttribute("aria-labelledby")}`)?.textContent).toBe("Información de la tienda");
    const links = Array.from(nav.querySelectorAll("a"));
    expect(
      links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]),
    ).toEqual([
      ["Acerca de la tienda", "/la-brasa-burger/about", null],
      ["Tiendas", "/rede/stores", null],
      ["Términos de uso", "/la-brasa-burger/terms", "page"],
    ]);
    // Another store's page is a new document (its colours), which a targeted link keeps.
    expect(links[1]!.getAttribute("target")).toBe("_top");
    expect(links[0]!.hasAttribute("target")).toBe(false);
    expect(root.querySelector("details")).toBeNull();
    expect(root.textContent).toContain("La Brasa Burger S.A.S. · NIT 900.123.456-7");
    // The footer writes the phone as the store's country does; the contact page with its country code.
    expect(root.querySelector('a[href="tel:+576044483120"]')?.textContent).toBe("(604) 4483120");
  });
});

describe("AboutPage", () => {
  const week = openingWeek(
    {
      timezone: "America/Bogota",
      periods: [
        { weekday: 3, opens_at: "12:00", closes_at: "15:00" },
        { weekday: 3, opens_at: "17:30", closes_at: "22:30" },
      ],
    },
    "pt-BR",
    // A Wednesday in Medellín.
    new Date("2026-11-25T20:00:00Z"),
  );
  const about = (hours: Parameters<typeof AboutPage>[0]["hours"], text: string | null = null) => (
    <AboutPage
      name="La Brasa Burger"
      description="Hamburguesas al carbón."
      text={text}
      rating="4,6"
      address={{ line1: "Carrera 35, 8A-21", line2: "El Poblado, Medellín", reference: "Parque Lleras" }}
      city="Medellín"
      company={{ corporateName: "La Brasa Burger S.A.S.", taxId: "900.123.456-7", country: "COL" }}
      hours={hours}
    />
  );

  it("highlights today's row, says so in words and marks it for screen readers", () => {
    const root = render(about(week), "pt-BR");
    expect(root.querySelector("h1")?.textContent).toBe("Sobre La Brasa Burger");
    const rows = Array.from(root.querySelectorAll("tbody tr"));
    expect(rows.map((row) => row.querySelector("th")!.textContent)).toEqual([
      "Segunda-feira",
      "Terça-feira",
      "Quarta-feira Hoje",
      "Quinta-feira",
      "Sexta-feira",
      "Sábado",
      "Domingo",
    ]);
    const today = root.querySelectorAll('tr[aria-current="date"]');
    expect(today).toHaveLength(1);
    expect(today[0]!.className).toBe("c-hours__today");
    expect(Array.from(today[0]!.querySelectorAll("li")).map((li) => li.textContent)).toEqual([
      "12:00 às 15:00",
      "17:30 às 22:30",
    ]);
    expect(rows[0]!.querySelector("td")!.textContent).toBe("Fechado");
    expect(root.textContent).toContain("Horário local de Medellín");
    expect(root.textContent).toContain("Avaliação média: 4,6 de 5");
  });

  it("gives the merchant's texts their language when the interface is in another", () => {
    const root = render(about(week), "pt-BR");
    expect(root.querySelector(".c-store-info__lead")?.getAttribute("lang")).toBe("es");
    expect(render(about(week), "es").querySelector(".c-store-info__lead")?.hasAttribute("lang")).toBe(false);
  });

  it("shows the owner's about text below the description, in the merchant's language", () => {
    const root = render(about(null, pageTextHtml("Desde **2012** en El Poblado.")), "en");
    const text = root.querySelector(".c-store-info__text");
    expect(text?.textContent).toBe("Desde 2012 en El Poblado.");
    expect(text?.querySelector("strong")?.textContent).toBe("2012");
    expect(text?.getAttribute("lang")).toBe("es");
    expect(render(about(null)).querySelector(".c-store-info__text")).toBeNull();
  });

  it("says when there are no opening hours, or when they could not be read", () => {
    expect(render(about(null)).querySelector("table")).toBeNull();
    expect(render(about(null)).textContent).toContain("Sin horario de atención por el momento.");
    expect(render(about("unavailable")).querySelector('[role="alert"]')?.textContent).toContain(
      "No pudimos cargar el horario",
    );
  });
});

describe("TextPage and ContactPage", () => {
  it("renders a policy as paragraphs in the merchant's language, with who answers for it", () => {
    const root = render(
      <TextPage
        page="regret"
        html={pageTextHtml("No aplica el **retracto**.\n\nAvísanos en 2 horas.")}
        owner={{ corporateName: "La Brasa Burger S.A.S.", taxId: "900.123.456-7", country: "COL" }}
        apps={null}
      />,
      "en",
    );
    expect(root.querySelector("h1")?.textContent).toBe("Right of withdrawal");
    expect(Array.from(root.querySelectorAll(".c-store-info__text p")).map((p) => p.textContent)).toEqual([
      "No aplica el retracto.",
      "Avísanos en 2 horas.",
    ]);
    expect(root.querySelector(".c-store-info__text strong")?.textContent).toBe("retracto");
    expect(root.querySelector(".c-store-info__text")?.getAttribute("lang")).toBe("es");
    expect(root.textContent).toContain("Responsible: La Brasa Burger S.A.S., NIT 900.123.456-7");
  });

  it("lists the app stores on the superapp page", () => {
    const root = render(
      <TextPage
        page="superapp"
        html={pageTextHtml("Nuestra app.")}
        owner={null}
        apps={{ apple: "https://apps.apple.com/app/x", google: null }}
      />,
    );
    expect(Array.from(root.querySelectorAll("a")).map((a) => a.textContent)).toEqual([
      "Descargar en App Store",
      "Volver a la tienda",
    ]);
  });

  it("lists every way to reach the store and its networks", () => {
    const root = render(
      <ContactPage
        contact={{
          phone: { national: "(604) 4483120", international: "+57 604 4483120", href: "tel:+576044483120" },
          whatsapp: { display: "+57 314 6620958", href: "https://wa.me/573146620958" },
          email: { display: "hola@labrasaburger.co", href: "mailto:hola@labrasaburger.co" },
          website: { display: "labrasaburger.co", href: "https://labrasaburger.co" },
          faq: "https://labrasaburger.co/preguntas-frecuentes",
        }}
        social={[
          { network: "instagram", name: "@labrasaburger.med", link: "https://www.instagram.com/labrasaburger.med" },
        ]}
      />,
    );
    expect(root.querySelector("h1")?.textContent).toBe("Contáctanos");
    expect(root.querySelector('a[href="tel:+576044483120"]')?.textContent).toBe("+57 604 4483120");
    expect(Array.from(root.querySelectorAll("a")).map((a) => a.getAttribute("href"))).toEqual([
      "tel:+576044483120",
      "https://wa.me/573146620958",
      "mailto:hola@labrasaburger.co",
      "https://labrasaburger.co",
      "https://labrasaburger.co/preguntas-frecuentes",
      "https://www.instagram.com/labrasaburger.med",
      "/la-brasa-burger",
    ]);
  });
});
