import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  MENU_IMPORT_ERRORS,
  menuImportResponseSchema,
  problemOfField,
  type MenuImportMode,
  type MenuImportProblem,
  type MenuImportRequest,
  type MenuImportResult,
} from "../../../contract/console-menu-import";
import { apiFetcher, withTimeout, type ApiResult } from "~/lib/platform/api.server";
import type { Send } from "~/lib/platform/api-calls.server";

const path = (slug: string, rest: string) => `/console/${encodeURIComponent(slug)}/menu_editor/${rest}`;

/**
 * The menu's files as the API writes them, passed through as they come (decision 098): the CSV is the
 * API's own text, so the storefront never writes a second version of the format. A refusal, or no answer
 * (503), comes back as `send` would say it.
 */
const EXPORT_TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  json: "application/json",
};

export async function menuExportFile(
  context: AppLoadContext,
  slug: string,
  token: string,
  format: "csv" | "xlsx" | "json",
): Promise<ApiResult<Response>> {
  const { env } = context;
  const fetchApi = withTimeout(apiFetcher({ binding: env.API, origin: env.API_ORIGIN }), env.API_TIMEOUT_MS);
  const response = await fetchApi(path(slug, `export.${format}`), {
    headers: { authorization: `Bearer ${token}`, accept: EXPORT_TYPES[format] },
  }).catch(() => null);
  if (response?.ok) return { ok: true, data: response };
  const status = response?.status ?? 503;
  return { ok: false, status, error: { code: "INTERNAL_ERROR", message: `export.${format} answered ${status}` } };
}

/** The file's answer to the browser: a download, never cached. */
export function menuFileDownload(upstream: Response, filename: string): Response {
  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  return new Response(upstream.body, { status: 200, headers });
}

export type MenuImportAnswer =
  { ok: true; result: MenuImportResult } | { ok: false; status: number; problems: MenuImportProblem[] };

/** The owner's import: what it would change, or the change made; a refused file names each problem. */
export async function importMenuFile(
  send: Send,
  slug: string,
  token: string,
  mode: MenuImportMode,
  body: MenuImportRequest,
): Promise<MenuImportAnswer> {
  const answer = await send("POST", path(slug, `import?mode=${mode}`), token, menuImportResponseSchema, body);
  if (answer.ok) return { ok: true, result: answer.data };
  const problems = (answer.error.errors ?? []).flatMap((error) => problemOfField(error.field, error.message) ?? []);
  if (answer.status === 413) problems.push({ line: 0, column: null, key: MENU_IMPORT_ERRORS.tooLarge });
  return { ok: false, status: answer.status, problems };
}
