import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { useEffect } from "react";
import { MONEY_INPUT_EXAMPLES } from "../../contract/formats/money-input";
import { importFromForm, type ImportAnswer, type ShownProblem } from "~/lib/console/console-menu-import.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { ConsolePageError } from "~/components/console/ConsolePageError";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const DONE = ["applied", "unchanged"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const done = new URL(request.url).searchParams.get("done");
  const example = MONEY_INPUT_EXAMPLES[page.store.currency];
  return {
    title: page.t("console.menu.import.title"),
    owner: page.staff.role === "OWNER",
    priceExample: example.cents ?? example.whole,
    done: DONE.find((what) => what === done) ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (!form || (intent !== "preview" && intent !== "apply")) throw data(null, { status: 400 });
  const outcome = await importFromForm(context.api.send, page, intent, form);
  if (outcome.kind === "refusedCall") return page.refused(outcome.result);
  if (outcome.kind === "applied")
    return redirect(`${consoleHref(page.slug, "/menu/import")}?done=${outcome.unchanged ? "unchanged" : "applied"}`);
  return data<ImportAnswer>(outcome.answer, { status: outcome.status });
}

export default function MenuImportRoute() {
  const { t } = useTranslation();
  const { owner, priceExample, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<typeof action>() as ImportAnswer | undefined);
  const { slug } = useParams();
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (answer)
      document.getElementById(answer.stage === "refused" ? "menu-import-problems" : "menu-import-preview")?.focus();
  }, [answer]);
  return (
    <div className="c-staff">
      <h1>{t("console.menu.import.title")}</h1>
      <p>{t("console.menu.import.intro")}</p>
      <p role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`console.menu.import.done.${done}`) : null}
      </p>

      <section aria-labelledby="menu-export-title" className="c-console-card">
        <h2 id="menu-export-title">{t("console.menu.import.export.title")}</h2>
        <p className="c-dimmed">{t("console.menu.import.export.hint", { example: priceExample })}</p>
        <p>
          <a href={consoleHref(slug!, "/menu/export.csv")} download className="c-button c-button--default">
            {t("console.menu.import.export.csv")}
          </a>{" "}
          <a href={consoleHref(slug!, "/menu/export.xlsx")} download className="c-button c-button--default">
            {t("console.menu.import.export.xlsx")}
          </a>{" "}
          <a href={consoleHref(slug!, "/menu/export.json")} download className="c-button c-button--default">
            {t("console.menu.import.export.json")}
          </a>
        </p>
      </section>

      {owner ? (
        <>
          {answer?.stage === "refused" ? <ImportProblems problems={answer.problems} /> : null}
          {answer?.stage === "preview" ? <ImportPreview answer={answer} busy={busy} /> : null}
          <section aria-labelledby="menu-upload-title" className="c-console-card">
            <h2 id="menu-upload-title">{t("console.menu.import.upload.title")}</h2>
            <Form method="post" encType="multipart/form-data">
              <input type="hidden" name="intent" value="preview" />
              <div className="c-field">
                <label htmlFor="menu-import-file">{t("console.menu.import.upload.label")}</label>
                <p id="menu-import-file-hint" className="c-dimmed">
                  {t("console.menu.import.upload.hint")}
                </p>
                <input
                  id="menu-import-file"
                  name="file"
                  type="file"
                  className="c-input"
                  accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  required
                  aria-describedby="menu-import-file-hint"
                />
              </div>
              <button type="submit" className="c-button" disabled={busy}>
                {t("console.menu.import.upload.submit")}
              </button>
            </Form>
          </section>
        </>
      ) : (
        <p>{t("console.menu.import.staffOnly")}</p>
      )}
    </div>
  );
}

function ImportProblems({ problems }: { problems: ShownProblem[] }) {
  const { t } = useTranslation();
  return (
    <div
      id="menu-import-problems"
      className="c-error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="menu-import-problems-title"
    >
      <h2 id="menu-import-problems-title" className="c-error-summary__title">
        {t("console.menu.import.problems.title", { count: problems.length })}
      </h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.where}: {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ImportPreview({ answer, busy }: { answer: Extract<ImportAnswer, { stage: "preview" }>; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <section
      id="menu-import-preview"
      aria-labelledby="menu-import-preview-title"
      className="c-console-card"
      tabIndex={-1}
    >
      <h2 id="menu-import-preview-title">{t("console.menu.import.preview.title")}</h2>
      {answer.unchanged ? (
        <p role="status">{t("console.menu.import.preview.unchanged")}</p>
      ) : (
        <>
          <p role="status">{t("console.menu.import.preview.count", { count: answer.changes.length })}</p>
          <div className="c-table-scroll">
            <table className="c-table">
              <caption className="c-visually-hidden">{t("console.menu.import.preview.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("console.menu.import.preview.columns.change")}</th>
                  <th scope="col">{t("console.menu.import.preview.columns.subject")}</th>
                  <th scope="col">{t("console.menu.import.preview.columns.name")}</th>
                  <th scope="col">{t("console.menu.import.preview.columns.line")}</th>
                  <th scope="col">{t("console.menu.import.preview.columns.details")}</th>
                </tr>
              </thead>
              <tbody>
                {answer.changes.map((change, index) => (
                  <tr key={index}>
                    <td>{t(`console.menu.import.preview.kinds.${change.kind}`)}</td>
                    <td>{t(`console.menu.import.preview.subjects.${change.subject}`)}</td>
                    <td>
                      {change.name}
                      {change.parent ? (
                        <span className="c-dimmed">
                          {" "}
                          {t("console.menu.import.preview.in", { parent: change.parent })}
                        </span>
                      ) : null}
                    </td>
                    <td>{change.line ?? ""}</td>
                    <td>
                      {change.kind === "removed" ? (
                        t("console.menu.import.preview.removedHint")
                      ) : (
                        <ul>
                          {change.fields.map((field, fieldIndex) => (
                            <li key={fieldIndex}>{t("console.menu.import.preview.fieldChange", field)}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="version" value={answer.version} />
            <input type="hidden" name="file" value={answer.file} />
            <input type="hidden" name="format" value={answer.format} />
            <button type="submit" className="c-button" disabled={busy}>
              {t("console.menu.import.preview.apply")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

const MENU = { path: "/menu", label: "console.menu.back" };

export function ErrorBoundary() {
  return <ConsolePageError forbidden={{ text: "console.menu.import.staffOnly" }} back={MENU} />;
}
