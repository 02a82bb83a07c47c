import type { MouseEvent } from "react";
import { useTranslation, type Translate, type TranslateValues } from "~/lib/i18n/i18n";

export interface SummaryProblem {
  /** The field's id, or a radio group's fieldset's. */
  target: string;
  /** As the page shows it, so that "Preencha este campo" says which field. */
  label: string;
  message: string;
}

export interface SummaryField {
  name: string;
  target: string;
  label: string;
  values?: TranslateValues;
  /** For a message that is not a plain locale key (a coupon refusal names its code). */
  say?: (error: string) => string;
}

export function problemsIn(
  errors: Record<string, string | undefined>,
  fields: readonly SummaryField[],
  t: Translate,
): SummaryProblem[] {
  return fields.flatMap((field) => {
    const error = errors[field.name];
    if (!error) return [];
    return [
      { target: field.target, label: field.label, message: field.say ? field.say(error) : t(error, field.values) },
    ];
  });
}

/**
 * A form's refusals first in the main content, one link per field (GOV.UK's error summary). Without
 * JavaScript `autofocus` puts the customer here, since the field errors may be far below.
 */
export function ErrorSummary({ id, problems }: { id: string; problems: SummaryProblem[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <div id={id} className="c-error-summary" tabIndex={-1} aria-labelledby={`${id}-title`} autoFocus>
      <h2 id={`${id}-title`} className="c-error-summary__title">
        {t("form.summary", { count: problems.length })}
      </h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.target}>
            <a href={`#${problem.target}`} onClick={focusField}>
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  // A group with no choice to take (the order's time) offers its link.
  const field =
    target instanceof HTMLFieldSetElement
      ? (target.querySelector<HTMLElement>("input:not([disabled]), select, textarea") ??
        target.querySelector<HTMLElement>("a[href]"))
      : target;
  const shown = target.closest("fieldset, .c-field") ?? target;
  shown.scrollIntoView({ block: "start" });
  (field ?? target).focus({ preventScroll: true });
}
