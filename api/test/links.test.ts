import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureMerchants, pizzeria } from "./fixtures";
import { accessTokenFor, getWithToken, seed } from "./helpers";

// A hand-edited or imported row can hold what the seed would refuse: a `javascript:` or `data:`
// link must never reach a page, and it must not take the store down with it.
describe("a stored link that is not a web address", () => {
  beforeAll(() => seed(fixtureMerchants));

  it("is read as no link, and the rest of the document is served", async () => {
    await env.DB.prepare(
      `UPDATE merchants SET general_informations = json_set(general_informations, '$.contact.website', ?, '$.social_medias.instagram', json(?)) WHERE slug = ?`,
    )
      .bind(
        "javascript:alert(document.cookie)",
        JSON.stringify({ name: "x", link: "data:text/html,<script>alert(1)</script>" }),
        pizzeria.slug,
      )
      .run();
    const answer = await getWithToken(`/${pizzeria.slug}/general_informations`, await accessTokenFor(pizzeria.slug));
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: typeof pizzeria.general_informations };
    expect(data.contact.website).toBeNull();
    expect(data.social_medias.instagram).toBeNull();
    expect(data.merchant).toEqual(pizzeria.general_informations.merchant);
    expect(JSON.stringify(data)).not.toMatch(/javascript:|data:text/);
  });
});
