import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import { useTranslation } from "~/lib/i18n/i18n";
import { staticPart } from "./static-part.server";

/* A static part made of configuration only is rendered once for the views that share it (decision 065). */

const page = { language: "pt-BR" as const, merchant: null };
const contextOf = (page: Partial<{ dataRequest: boolean; dataSaver: boolean }> = {}) =>
  ({ page: { dataRequest: true, dataSaver: false, documentHtml: {}, ...page } }) as unknown as AppLoadContext;

function counted() {
  const renders = vi.fn();
  function Shelf({ dishes }: { dishes: string[] }) {
    const { t } = useTranslation();
    renders();
    return (
      <ul aria-label={t("menu.categories")}>
        {dishes.map((dish) => (
          <li key={dish}>{dish}</li>
        ))}
      </ul>
    );
  }
  return { renders, Shelf };
}

describe("staticPart", () => {
  it("renders a part made of the same configuration once, and the same HTML for a document and for data", () => {
    const { renders, Shelf } = counted();
    const dishes = ["Queijo canastra (200 g)", "Queijo canastra (500 g)"];
    const first = staticPart(contextOf(), page, <Shelf dishes={dishes} />, ["/emporio", dishes]);
    const document = contextOf({ dataRequest: false });
    const again = staticPart(document, page, <Shelf dishes={dishes} />, ["/emporio", [...dishes]]);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(first.html).toBe(
      '<ul aria-label="Categorias do cardápio"><li>Queijo canastra (200 g)</li><li>Queijo canastra (500 g)</li></ul>',
    );
    expect(again).toEqual({ hash: first.hash });
    expect((document.page.documentHtml as { parts: Record<string, string> }).parts[first.hash]).toBe(first.html);
  });

  it("renders again for other configuration, another language or the data-saver mode, and always without `madeOf`", () => {
    const { renders, Shelf } = counted();
    const dishes = ["Pão de queijo (10 unidades)"];
    staticPart(contextOf(), page, <Shelf dishes={dishes} />, ["/emporio", dishes]);
    staticPart(contextOf(), page, <Shelf dishes={[...dishes, "Broa de milho"]} />, [
      "/emporio",
      [...dishes, "Broa de milho"],
    ]);
    const spanish = staticPart(contextOf(), { ...page, language: "es" }, <Shelf dishes={dishes} />, [
      "/emporio",
      dishes,
    ]);
    staticPart(contextOf({ dataSaver: true }), page, <Shelf dishes={dishes} />, ["/emporio", dishes]);
    expect(renders).toHaveBeenCalledTimes(4);
    expect(spanish.html).toContain('aria-label="Categorías del menú"');

    staticPart(contextOf(), page, <Shelf dishes={dishes} />);
    staticPart(contextOf(), page, <Shelf dishes={dishes} />);
    expect(renders).toHaveBeenCalledTimes(6);
  });
});
