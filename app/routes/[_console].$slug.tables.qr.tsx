import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { TablesNav } from "~/components/console/tables/TablesNav";
import { staffPage } from "~/lib/console/console-session.server";
import { consoleTablesCalls } from "~/lib/console/console-tables-api.server";
import { qrCardSheets } from "~/lib/console/console-tables.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** Each QR is the table's assign URL on the storefront origin the staff is using. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await consoleTablesCalls(context.api.send).tables(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return {
    title: page.t("console.tables.qr.title"),
    slug: page.slug,
    store: page.store.name,
    origin: context.page.publicOrigin,
    sheets: qrCardSheets(result.data.tables, context.page.publicOrigin, context.store.customDomain ? null : page.slug),
  };
}

/** Without scripts the browser's own menu prints. */
function PrintButton() {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <button type="button" className="c-button" onClick={() => window.print()}>
      {t("console.tables.qr.print")}
    </button>
  );
}

export default function QrSheetPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <div className="c-no-print">
        <h1>{t("console.tables.qr.title")}</h1>
        <TablesNav slug={data.slug} current="qr" />
        <p>{t("console.tables.qr.intro", { origin: data.origin })}</p>
        <PrintButton />
      </div>
      {data.sheets.length === 0 ? (
        <p>{t("console.tables.qr.empty")}</p>
      ) : (
        <div className="c-qr-sheets">
          {data.sheets.map((sheet) => (
            <section key={sheet[0]!.code} className="c-qr-sheet">
              {sheet.map((card) => (
                <article key={card.code} className="c-qr-card" data-code={card.code}>
                  <p className="c-qr-card__store">{data.store}</p>
                  <h2>{t("console.tables.qr.card", { number: card.number })}</h2>
                  <div
                    className="c-qr-card__code"
                    role="img"
                    aria-label={t("console.tables.qr.label", { number: card.number })}
                    dangerouslySetInnerHTML={{ __html: card.svg }}
                  />
                  <p className="c-qr-card__hint">{t("console.tables.qr.hint")}</p>
                  <p className="c-qr-card__table-code">{card.code}</p>
                  <p className="c-qr-card__url">{card.url}</p>
                </article>
              ))}
            </section>
          ))}
        </div>
      )}
    </>
  );
}
