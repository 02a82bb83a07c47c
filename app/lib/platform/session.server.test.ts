import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { merchantSessionStorage, merchantSigningSecret } from "./session.server";

const SECRET = "s".repeat(32);

/** The Cookie header a browser sends back for a Set-Cookie: its name=value pair. */
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

/** A logged-in customer's cookie at `slug`, as the storefront writes it. */
async function loggedInCookie(slug: string, secret = SECRET) {
  const storage = merchantSessionStorage(slug, secret);
  const session = await storage.getSession();
  session.set("visitorId", "v1");
  session.set("accessToken", "client-token-of-a");
  session.set("accessTokenExpiresAt", Date.now() + 60 * 60_000);
  session.set("clientId", "90001");
  session.set("clientName", "Ana Souza");
  return cookiePair(await storage.commitSession(session));
}

/** What the storefront reads from a request's cookies at `slug`. */
function sessionAt(slug: string, request: Request) {
  return merchantSessionStorage(slug, SECRET).getSession(request.headers.get("Cookie"));
}

const requestWith = (url: string, cookie: string) => new Request(url, { headers: { Cookie: cookie } });

describe("merchant session cookies", () => {
  it("read back at their own merchant, on the app host and on its custom domain", async () => {
    const cookie = await loggedInCookie("bella-napoli");
    for (const url of ["https://comanda.localhost/bella-napoli/profile", "https://bellanapoli.localhost/profile"]) {
      const session = await sessionAt("bella-napoli", requestWith(url, cookie));
      expect(session.get("clientName"), url).toBe("Ana Souza");
      expect(session.get("accessToken"), url).toBe("client-token-of-a");
    }
  });

  it("are no session at another merchant, even renamed to that merchant's cookie", async () => {
    const cookie = await loggedInCookie("bella-napoli");
    const renamed = cookie.replace(/^__Host-comanda_bella-napoli=/, "__Host-comanda_la-brasa-burger=");
    expect(renamed).not.toBe(cookie);
    const session = await sessionAt(
      "la-brasa-burger",
      requestWith("https://comanda.localhost/la-brasa-burger/profile", renamed),
    );
    expect(session.data).toEqual({});
  });

  it("are no session when signed with another secret or tampered with", async () => {
    const foreign = await loggedInCookie("bella-napoli", "t".repeat(32));
    expect(
      (await sessionAt("bella-napoli", requestWith("https://comanda.localhost/bella-napoli", foreign))).data,
    ).toEqual({});
    const [name, value] = (await loggedInCookie("bella-napoli")).split("=", 2) as [string, string];
    const tampered = `${name}=${value.slice(0, 10)}A${value.slice(11)}`;
    expect(
      (await sessionAt("bella-napoli", requestWith("https://comanda.localhost/bella-napoli", tampered))).data,
    ).toEqual({});
  });

  it("written before sessions were bound to their merchant are no session (a one-time logout)", async () => {
    // The previous signing: the same cookie, signed with the bare secret.
    const before = createCookieSessionStorage({
      cookie: {
        name: "__comanda_bella-napoli",
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: true,
        secrets: [SECRET],
      },
    });
    const old = await before.getSession();
    old.set("clientName", "Ana Souza");
    const cookie = cookiePair(await before.commitSession(old));
    expect(
      (await sessionAt("bella-napoli", requestWith("https://comanda.localhost/bella-napoli", cookie))).data,
    ).toEqual({});
  });

  it("are written as __Host- cookies: Secure, Path=/, no Domain", async () => {
    const storage = merchantSessionStorage("bella-napoli", SECRET);
    const session = await storage.getSession();
    session.set("visitorId", "v1");
    const setCookie = await storage.commitSession(session);
    expect(setCookie).toMatch(/^__Host-comanda_bella-napoli=/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).toMatch(/; Secure(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it("written under the old name before the prefix are still read, and the new name wins when both come", async () => {
    // A deploy's transition: the same signing, the cookie's name before the __Host- prefix.
    const before = createCookieSessionStorage({
      cookie: {
        name: "__comanda_bella-napoli",
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: true,
        secrets: [merchantSigningSecret("bella-napoli", SECRET)],
      },
    });
    const old = await before.getSession();
    old.set("clientName", "Ana Souza");
    const oldCookie = cookiePair(await before.commitSession(old));
    const storage = merchantSessionStorage("bella-napoli", SECRET);
    expect(
      (await sessionAt("bella-napoli", requestWith("https://comanda.localhost/bella-napoli", oldCookie))).get(
        "clientName",
      ),
    ).toBe("Ana Souza");
    expect(storage.carriesLegacyCookie(oldCookie)).toBe(true);
    expect(storage.expireLegacyCookie()).toMatch(/^__comanda_bella-napoli=; Path=\/; Max-Age=0/);

    const both = `${oldCookie}; ${await loggedInCookie("bella-napoli")}`;
    expect(
      (await sessionAt("bella-napoli", requestWith("https://comanda.localhost/bella-napoli", both))).get("accessToken"),
    ).toBe("client-token-of-a");
    // Another store's old cookie is not this store's.
    expect(merchantSessionStorage("la-brasa-burger", SECRET).carriesLegacyCookie(oldCookie)).toBe(false);
  });

  it("are no session when garbled, under either name", async () => {
    for (const cookie of [
      "__Host-comanda_bella-napoli=%zz",
      "__comanda_bella-napoli=%zz",
      "__Host-comanda_bella-napoli=%%%.%%%",
    ]) {
      expect(
        (await sessionAt("bella-napoli", requestWith("https://comanda.localhost/bella-napoli", cookie))).data,
        cookie,
      ).toEqual({});
    }
  });
});
