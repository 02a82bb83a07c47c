import { data as respond, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { i18nServer, resolveLanguage } from "~/lib/i18n.server";
import { useTranslation } from "~/lib/i18n";
import { unreachable } from "~/lib/api.server";
import { merchantHref } from "~/lib/links";
import { forgetTable, guestTable } from "~/lib/table.server";
import { storedId, tableErrorKey } from "~/lib/table-view";
import { changesFrame } from "~/lib/revalidation";

/** Leaving a table takes the table's bar away. */
export const handle = changesFrame;

/*
 * Leaving the table (issue 15): this page is the confirmation (works without JavaScript, like an
 * order's cancel); its POST leaves (`DELETE …/client`), forgets the table, its round and the cart,
 * and goes back to the menu out of table mode.
 */

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];

function servicesOf(context: LoaderFunctionArgs["context"]) {
  const { merchantSlug: slug, session } = context;
  if (!slug || !session) throw respond(null, { status: 404 });
  return { slug, session, base: { slug, customDomain: context.customDomain } };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { base } = servicesOf(context);
  const [merchant, guest] = await Promise.all([context.loadMerchant().catch(unreachable), guestTable(context)]);
  if (!merchant) throw respond(null, { status: 404 });
  // Not at a table (any more): nothing to leave.
  if (guest.state === "none" || guest.state === "lost") throw redirect(merchantHref(base, "/"));
  if (guest.state === "unavailable") throw respond(null, { status: 503 });
  const t = await i18nServer.getFixedT(await resolveLanguage(request, merchant.tropicalization.language));
  return { title: t("table.leave.title", { number: guest.table.number }), number: guest.table.number, menuHref: merchantHref(base, "/") };
}

export async function action({ context }: ActionFunctionArgs) {
  const { slug, session, base } = servicesOf(context);
  const tableId = storedId(session.get("tableId"));
  if (tableId !== null) {
    const token = await context.accessToken().catch(() => null);
    const left = token ? await context.api.leaveTable(slug, token, tableId) : null;
    // 404: the API no longer has this guest at the table (already left, table reopened): left all the same.
    if (!left || (!left.ok && left.status !== 404)) {
      return respond({ error: left ? tableErrorKey(left.error, left.status) : "table.errors.unreachable" }, { status: left && left.status < 500 ? 422 : 503 });
    }
  }
  forgetTable(session);
  session.flash("notice", "table.left");
  return redirect(merchantHref(base, "/"));
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
