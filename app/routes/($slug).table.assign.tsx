import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { CountryCode, Table } from "../../contract";
import { AssignForm } from "~/components/table/AssignForm";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { readWithToken, requireStore, type Store } from "~/lib/store/store.server";
import { assignSchema, rememberTable } from "~/lib/tables/table.server";
import { checkGuest, joinErrorKey, storedId } from "~/lib/tables/table-view";
import type { FrameHandle } from "~/lib/page/revalidation";

/** Joining a table shows the table's bar. */
export const handle = { changesFrame: true, texts: ["form", "table", "validation"] } satisfies FrameHandle &
  TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const CODE_MAX = 40;

type Lookup =
  | { state: "missing" }
  | { state: "no-table-orders" }
  | { state: "unavailable" }
  | { state: "found"; table: Table; askPhone: boolean; country: CountryCode };

/** The two reads need only the token, so they go out beside the store's own, in one round. */
async function lookup(
  context: LoaderFunctionArgs["context"],
  request: Request,
): Promise<{ store: Store; found: Lookup }> {
  const { api } = context;
  const code = new URL(request.url).searchParams.get("code")?.trim() || null;
  const [store, settings, found] = await Promise.all([
    requireStore(context, request),
    readWithToken(context, (slug, token) => api.read("table_order_settings", slug, token)),
    code && code.length <= CODE_MAX
      ? readWithToken(context, (slug, token) => api.tableByCode(slug, token, code))
      : null,
  ]);
  const answer = (found: Lookup) => ({ store, found });
  if (settings && settings.modality === null) return answer({ state: "no-table-orders" });
  if (!found) return answer({ state: "missing" });
  if (!found.ok) return answer(found.status === 404 ? { state: "missing" } : { state: "unavailable" });
  if (!found.data.enabled) return answer({ state: "missing" });
  return answer({
    state: "found",
    table: found.data,
    askPhone: settings?.client_name_and_phone ?? false,
    country: store.country,
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { store, found } = await lookup(context, request);
  const { session, t, href } = store;
  const menuHref = href("/");
  if (found.state !== "found") {
    const status = found.state === "unavailable" ? 503 : found.state === "missing" ? 404 : 200;
    return respond(
      {
        state: found.state,
        title: t(
          `table.assign.${found.state === "missing" ? "missingTitle" : found.state === "no-table-orders" ? "noTableOrdersTitle" : "unavailableTitle"}`,
        ),
        menuHref,
      } as const,
      { status },
    );
  }
  const { table } = found;
  const stored = {
    tableId: session.get("tableId"),
    tableClientId: session.get("tableClientId"),
    tableOwnerId: session.get("tableOwnerId"),
  };
  if (
    table.table_client_id !== null &&
    storedId(stored.tableClientId) === table.table_client_id &&
    checkGuest(table, stored).ok
  )
    throw redirect(menuHref);
  return {
    state: "form" as const,
    title: t("table.assign.title", { number: table.number }),
    menuHref,
    number: table.number,
    askPhone: found.askPhone,
    action: `${href("/table/assign")}?${new URLSearchParams({ code: table.code })}`,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { store, found } = await lookup(context, request);
  const form = await request.formData().catch(() => new FormData());
  const schema = assignSchema(
    found.state === "found" && found.askPhone,
    found.state === "found" ? found.country : "BRA",
  );
  const submission = parseWithZod(form, { schema });
  const answer = (reply: ReturnType<typeof submission.reply>, status: number) =>
    respond({ reply, id: crypto.randomUUID() }, { status });
  if (found.state !== "found") {
    return answer(
      submission.reply({
        formErrors: [found.state === "unavailable" ? "table.errors.unreachable" : "table.errors.missing"],
      }),
      found.state === "unavailable" ? 503 : 404,
    );
  }
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const joined = await context.api.joinTable(store.slug, store.token, found.table.id, {
    client_name: submission.value.client_name,
    guests: submission.value.guests,
  });
  if (!joined.ok) {
    const status = joined.status >= 500 ? 503 : joined.status === 429 ? 429 : 422;
    return answer(submission.reply({ formErrors: [joinErrorKey(joined.error, joined.status)] }), status);
  }
  rememberTable(store.session, joined.data.table, joined.data.table_client.id);
  store.session.flash("notice", "table.joined");
  return redirect(store.href("/"));
}

export default function TableAssignPage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (page.state !== "form") {
    const text =
      page.state === "missing"
        ? "table.assign.missing"
        : page.state === "no-table-orders"
          ? "table.assign.noTableOrders"
          : "table.errors.unreachable";
    return (
      <main id="main" className="c-container c-page c-table-assign-page">
        <h1>{page.title}</h1>
        <p role={page.state === "unavailable" ? "alert" : undefined}>{t(text)}</p>
        <Link to={page.menuHref} className="c-button">
          {t("table.backToMenu")}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="c-container c-page c-table-assign-page">
      <h1>{page.title}</h1>
      <p>{t("table.assign.intro")}</p>
      <AssignForm action={page.action} askPhone={page.askPhone} reply={result?.reply} answerId={result?.id} />
      <p>
        <Link to={page.menuHref}>{t("table.backToMenu")}</Link>
      </p>
    </main>
  );
}
