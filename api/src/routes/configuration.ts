import { Hono, type Context } from "hono";
import { configurationReads, MAX_BATCHED_READS, type ConfigurationRead } from "../../../contract";
import type { AppEnv } from "../env";
import { validationError } from "../http/errors";

export type Dispatch = (c: Context<AppEnv>, request: Request) => Promise<Response>;

const isRead = (name: string): name is ConfigurationRead => Object.hasOwn(configurationReads, name);

/** The reads named by `reads=` with each one's own query (`{read}.{parameter}`); a 400 for anything else. */
function parseBatch(url: URL): { name: ConfigurationRead; query: URLSearchParams }[] {
  const names = (url.searchParams.get("reads") ?? "").split(",").filter((name) => name.length > 0);
  if (names.length === 0) throw validationError("Name at least one read", [{ field: "reads", message: "Required" }]);
  if (names.length > MAX_BATCHED_READS || new Set(names).size !== names.length) {
    throw validationError("Name each read once", [{ field: "reads", message: "Duplicate or too many reads" }]);
  }
  const unknown = names.filter((name) => !isRead(name));
  if (unknown.length > 0)
    throw validationError(`Unknown reads: ${unknown.join(", ")}`, [{ field: "reads", message: "Unknown read" }]);
  const batch = (names as ConfigurationRead[]).map((name) => ({ name, query: new URLSearchParams() }));
  for (const [parameter, value] of url.searchParams) {
    if (parameter === "reads") continue;
    const dot = parameter.indexOf(".");
    const part = batch.find(({ name }) => name === parameter.slice(0, dot));
    if (dot <= 0 || !part)
      throw validationError(`Unknown parameter ${parameter}`, [
        { field: parameter, message: "Not a parameter of a named read" },
      ]);
    part.query.append(parameter.slice(dot + 1), value);
  }
  return batch;
}

/**
 * `GET /{slug}/configuration` (contract/reads.ts, decision 066): several configuration reads in one
 * answer. Each part is the named read's own route, asked in-process with the caller's headers, so
 * it answers exactly what that route answers (its checks, its query validation, its body); a part
 * whose route does not answer 200 is null and the others stand.
 */
export function configurationRoutes(dispatch: Dispatch) {
  return new Hono<AppEnv>().get("/:slug/configuration", async (c) => {
    const url = new URL(c.req.url);
    const batch = parseBatch(url);
    const slug = c.req.param("slug");
    const headers = new Headers();
    for (const name of ["authorization", "x-comanda-client-ip"]) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const parts = await Promise.all(
      batch.map(async ({ name, query }) => {
        const search = query.size > 0 ? `?${query}` : "";
        const response = await dispatch(
          c,
          new Request(new URL(`${configurationReads[name].path(slug)}${search}`, url), { headers }),
        );
        if (response.status !== 200) {
          console.error(`[configuration] ${name} of ${slug} answered ${response.status}`);
          return `${JSON.stringify(name)}:null`;
        }
        // The part's body as its route wrote it: JSON already, not parsed and written again.
        return `${JSON.stringify(name)}:${await response.text()}`;
      }),
    );
    return c.body(`{"data":{${parts.join(",")}}}`, 200, { "content-type": "application/json" });
  });
}
