import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { requireStore } from "~/lib/store/store.server";
import { forgetTable, guestTable } from "~/lib/tables/table.server";
import { storedId, tableErrorKey } from "~/lib/tables/table-view";
import type { FrameHandle } from "~/lib/page/revalidation";

/** Leaving a table takes the table's bar away. */
export const handle = { changesFrame: true, texts: ["table"] } satisfies FrameHandle & TextsHandle;
export const clientLoader = textsClientLoader(handle);

// This page is the confirmation, so leaving works without JavaScript.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [store, guest] = await Promise.all([requireStore(context, request), guestTable(context)]);
  if (guest.state === "none" || guest.state === "lost") throw redirect(store.href("/"));
  if (guest.state === "unavailable") throw respond(null, { status: 503 });
  return {
    title: store.t("table.leave.title", { number: guest.table.number }),
    number: guest.table.number,
    menuHref: store.href("/"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { slug, session, token, href } = await requireStore(context, request);
  const tableId = storedId(session.get("tableId"));
  if (tableId !== null) {
    const left = await context.api.leaveTable(slug, token, tableId);
    // 404: the API no longer has this guest (already left, table reopened): left all the same.
    if (!left.ok && left.status !== 404)
      return respond({ error: tableErrorKey(left.error, left.status) }, { status: left.status < 500 ? 422 : 503 });
  }
  forgetTable(session);
  session.flash("notice", "table.left");
  return redirect(href("/"));
}

export default function TableLeavePage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <main id="main" className="c-container c-page c-table-leave">
      <h1>{page.title}</h1>
      {result?.error ? (
        <p role="alert" className="c-alert c-alert--error" tabIndex={-1} autoFocus>
          {t(result.error)}
        </p>
      ) : null}
      <p>{t("table.leave.body")}</p>
      <Form
        method="post"
        className="c-row"
        onSubmit={(event) => {
          if (navigation.state !== "idle") event.preventDefault();
        }}
      >
        <button type="submit" className="c-button">
          {t("table.leave.confirm")}
        </button>
        <Link to={page.menuHref} className="c-button c-button--default">
          {t("table.leave.cancel")}
        </Link>
      </Form>
    </main>
  );
}
