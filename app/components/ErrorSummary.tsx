import type { MouseEvent } from "react";
import { useTranslation, type Translate, type TranslateValues } from "~/lib/i18n";

export interface SummaryProblem {
  /** The id of the field (or of a radio group's fieldset) the problem is on. */
  target: string;
  /** The field's label as the page shows it, so that "Preencha este campo" says which one. */
  label: string;
  /** The refusal, already in the customer's language. */
  message: string;
}

/** A field a form can refuse, in the order the page shows it. */
export interface SummaryField {
  /** The name the refusal is filed under. */
  name: string;
  /** The id the summary's link leads to. */
  target: string;
  label: string;
  /** What the message's placeholders take (a field's maximum length). */
  values?: TranslateValues;
  /** A message that is not a plain locale key (a coupon refusal names its code). */
  say?: (error: string) => string;
}

/** The refusals among `errors` (locale keys by field name), in the fields' order, each with its field's label. */
export function problemsIn(errors: Record<string, string | undefined>, fields: readonly SummaryField[], t: Translate): SummaryProblem[] {
  return fields.flatMap((field) => {
    const error = errors[field.name];
    if (!error) return [];
    return [{ target: field.target, label: field.label, message: field.say ? field.say(error) : t(error, field.values) }];
  });
}

/**
 * The refusals of a form, first in the main content, one link per problem to its field (the
 * GOV.UK error summary). A refused form without JavaScript comes back at the top of the page
 * with its field errors far below: `autofocus` puts the customer here as the page loads, and
 * with JavaScript the element mounts focused the same way. A link focuses its field (the first
 * choice of a group) rather than only scrolling to it.
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

/** The field itself gets the focus, with its label in view. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  // A group's first choice that can be taken; a group with none to take (the order's time) offers its link.
  const field =
    target instanceof HTMLFieldSetElement
      ? (target.querySelector<HTMLElement>("input:not([disabled]), select, textarea") ?? target.querySelector<HTMLElement>("a[href]"))
      : target;
  const shown = target.closest("fieldset, .c-field") ?? target;
  shown.scrollIntoView({ block: "start" });
  (field ?? target).focus({ preventScroll: true });
}
