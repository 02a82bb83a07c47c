import { describe, expect, it } from "vitest";
import {
  customDomainStateOf,
  customHostnamesClient,
  CustomHostnamesRefused,
  CustomHostnamesUnavailable,
} from "./custom-hostnames";

const hostname = (status: string, ssl: string, extra: object = {}) => ({
  id: "abc",
  hostname: "pedidos.pizza.com.br",
  status,
  ssl: { status: ssl },
  ...extra,
});

describe("customDomainStateOf", () => {
  it("is active only when the hostname and its certificate are", () => {
    expect(customDomainStateOf(hostname("active", "active"))).toEqual({ status: "active", failure: null });
    expect(customDomainStateOf(hostname("active", "pending_deployment")).status).toBe("pending");
    expect(customDomainStateOf(hostname("pending", "active")).status).toBe("pending");
    expect(customDomainStateOf(hostname("pending", "pending_validation")).status).toBe("pending");
  });

  it("fails with the provider's reason when it gave up", () => {
    expect(
      customDomainStateOf(
        hostname("moved", "active", { verification_errors: ["custom hostname does not CNAME to this zone."] }),
      ),
    ).toEqual({ status: "failed", failure: "custom hostname does not CNAME to this zone." });
    expect(
      customDomainStateOf({
        ...hostname("pending", "validation_timed_out"),
        ssl: { status: "validation_timed_out", validation_errors: [{ message: "TXT record not found" }] },
      }),
    ).toEqual({ status: "failed", failure: "TXT record not found" });
    expect(customDomainStateOf(hostname("blocked", "initializing"))).toEqual({
      status: "failed",
      failure: "hostname blocked, certificate initializing",
    });
  });
});

describe("customHostnamesClient", () => {
  const envelope = (result: unknown) => Response.json({ success: true, errors: [], messages: [], result });
  const client = (answers: Array<() => Response>, seen: Request[] = []) =>
    customHostnamesClient({
      apiToken: "secret-token",
      zoneId: "zone-1",
      baseUrl: "https://cf.test/client/v4",
      sleep: async () => {},
      fetch: async (request) => {
        seen.push(request);
        return answers.shift()!();
      },
    });

  it("creates with TXT validation on the zone, retrying what the provider did not answer", async () => {
    const seen: Request[] = [];
    const created = await client(
      [() => new Response("bad gateway", { status: 502 }), () => envelope(hostname("pending", "pending_validation"))],
      seen,
    ).create("pedidos.pizza.com.br");
    expect(created.status).toBe("pending");
    expect(seen).toHaveLength(2);
    expect(seen[1]!.url).toBe("https://cf.test/client/v4/zones/zone-1/custom_hostnames");
    expect(seen[1]!.headers.get("authorization")).toBe("Bearer secret-token");
    expect(await seen[1]!.json()).toEqual({ hostname: "pedidos.pizza.com.br", ssl: { method: "txt", type: "dv" } });
  });

  it("gives up after three attempts without the token in the error, and passes refusals with their codes", async () => {
    const down = () => new Response("secret-token leaked?", { status: 503 });
    const unavailable = client([down, down, down]).read("abc");
    await expect(unavailable).rejects.toBeInstanceOf(CustomHostnamesUnavailable);
    await expect(unavailable).rejects.not.toMatchObject({ message: expect.stringContaining("secret-token") });
    const duplicate = () =>
      Response.json(
        { success: false, errors: [{ code: 1406, message: "Duplicate custom hostname found." }] },
        { status: 409 },
      );
    await expect(client([duplicate]).create("pedidos.pizza.com.br")).rejects.toMatchObject({
      constructor: CustomHostnamesRefused,
      status: 409,
      codes: [1406],
    });
  });

  it("treats a hostname already gone as removed", async () => {
    const gone = () =>
      Response.json({ success: false, errors: [{ code: 1436, message: "not found" }] }, { status: 404 });
    await expect(client([gone]).remove("abc")).resolves.toBeUndefined();
  });
});
