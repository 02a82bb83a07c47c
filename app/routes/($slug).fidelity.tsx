import { data as respond, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { FidelityProgress } from "~/components/fidelity/FidelityProgress";
import { requireClient } from "~/lib/accounts/client-session.server";
import { loadFidelity } from "~/lib/loyalty/fidelity.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import { requireStore } from "~/lib/store/store.server";
import { useContentLang } from "~/lib/store/use-merchant";

export const handle = { texts: ["fidelity"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** The fidelity programme's page: never cached, it holds the client's progress. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const client = await requireClient(context, request);
  const page = await requireStore(context, request);
  const { fidelity, failed } = await loadFidelity(context, client.token);
  if (!fidelity && !failed) throw respond(null, { status: 404 });
  return respond(
    {
      title: fidelity ? page.t("fidelity.page.metaTitle", { name: fidelity.name }) : page.t("fidelity.page.title"),
      fidelity,
      menuHref: page.href("/"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function FidelityRoute() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const lang = useContentLang();
  const { fidelity } = page;
  return (
    <main id="main" className="c-container c-page">
      <p>
        <Link to={page.menuHref} className="c-back-link">
          {t("fidelity.page.back")}
        </Link>
      </p>
      <h1 id="fidelity-title" tabIndex={-1} lang={fidelity ? lang : undefined}>
        {fidelity ? fidelity.name : t("fidelity.page.title")}
      </h1>
      {fidelity ? (
        <>
          <p lang={lang}>{fidelity.description}</p>
          <section className="c-section" aria-labelledby="fidelity-progress-title">
            <h2 id="fidelity-progress-title" className="c-section__title">
              {t("fidelity.page.progressTitle")}
            </h2>
            <FidelityProgress
              id="fidelity-page-progress"
              modality={fidelity.modality}
              progress={fidelity.progress}
              goal={fidelity.goal}
            />
          </section>
          <section className="c-section" aria-labelledby="fidelity-reward-title">
            <h2 id="fidelity-reward-title" className="c-section__title">
              {t("fidelity.page.rewardTitle")}
            </h2>
            <p lang={lang}>
              <strong>{fidelity.reward}</strong>
            </p>
            {fidelity.rewardAvailable ? (
              <p className="c-alert c-alert--info">{t("fidelity.page.rewardReady")}</p>
            ) : null}
          </section>
          <section className="c-section" aria-labelledby="fidelity-rules-title">
            <h2 id="fidelity-rules-title" className="c-section__title">
              {t("fidelity.page.rulesTitle")}
            </h2>
            <ul>
              <li>{t(`fidelity.page.rules.${fidelity.modality}`, { goal: fidelity.goal })}</li>
              <li>{t("fidelity.page.rulesNext")}</li>
              <li>{t("fidelity.page.rulesOnce")}</li>
            </ul>
          </section>
        </>
      ) : (
        <p role="alert">{t("fidelity.page.unavailable")}</p>
      )}
      <p>
        <Link to={page.menuHref} className="c-button">
          {t("fidelity.page.toMenu")}
        </Link>
      </p>
    </main>
  );
}
