import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.server";

const NONCE = "abc123==";

async function through(chunks: Uint8Array[]): Promise<string> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(scriptsAfterFirstPaint(NONCE));
  return new Response(stream).text();
}
const bytes = (text: string) => new TextEncoder().encode(text);

const page =
  '<html><head><link rel="preload" as="fetch" href="/locales/pt-BR.1.json" id="translations"/><link rel="stylesheet" href="/a.css"/></head>' +
  '<body><p>Olá</p><script type="application/ld+json">{}</script><link rel="modulepreload" href="/build/a.js"/><link rel="modulepreload" href="/build/b.js"/>' +
  `<script nonce="${NONCE}">window.__remixContext = {};</script><script nonce="${NONCE}" type="module" async="">import "/build/a.js";</script></body></html>`;

describe("scriptsAfterFirstPaint", () => {
  it("renames the code's preloads and module script, and adds the script that names them back after the first paint", async () => {
    const html = await through([bytes(page)]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('type="module" async');
    expect(html.match(/rel="x-later-modulepreload"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="x-later-preload" as="fetch" href="/locales/pt-BR.1.json" id="translations"/>');
    expect(html).toContain(`<script nonce="${NONCE}" type="x-later-module" async="">import "/build/a.js";</script>`);
    // Untouched: the stylesheet, the JSON-LD, Remix's classic inline script, the texts.
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__remixContext = {};</script>`);
    expect(html).toContain("<p>Olá</p>");
    expect(html).toMatch(
      new RegExp(
        `<script nonce="${NONCE}">\\(function\\(s\\)\\{s\\.remove\\(\\);.*requestAnimationFrame.*</script></body></html>$`,
      ),
    );
  });

  it("writes the server's other inline scripts (the merchant's analytics) with the nonce before </body>, once", async () => {
    const stream = new Response(page).body!.pipeThrough(scriptsAfterFirstPaint(NONCE, ["track()"]));
    const html = await new Response(stream).text();
    expect(html).toMatch(
      new RegExp(`requestAnimationFrame.*</script><script nonce="${NONCE}">track\\(\\)</script></body></html>$`),
    );
    expect(html.match(/track\(\)/g)).toHaveLength(1);
    expect(await through([bytes(page)])).not.toContain("track()");
  });

  it("gives the same page whatever the chunks, a tag or a character cut in two", async () => {
    const whole = await through([bytes(page)]);
    const all = bytes(page);
    for (let cut = 1; cut < all.length; cut++) {
      expect(await through([all.slice(0, cut), all.slice(cut)])).toBe(whole);
    }
  });

  it("leaves another nonce's module script alone (it is not Remix's)", async () => {
    const html = await through([bytes('<body><script nonce="other" type="module" async="">x</script></body>')]);
    expect(html).toContain('<script nonce="other" type="module" async="">x</script>');
  });
});
