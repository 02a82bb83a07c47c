import { describedBy, FieldError } from "~/components/FieldError";

/** A text field of the editor's forms, with its hint and its error named by aria-describedby. */
export function MenuTextField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  multiline = false,
  required = false,
  maxLength,
  inputMode,
  autoFocus,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  defaultValue: string;
  multiline?: boolean;
  required?: boolean;
  maxLength?: number;
  inputMode?: "numeric" | "text";
  autoFocus?: boolean;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = describedBy(errorId, error);
  const props = {
    id,
    name,
    className: multiline ? "c-input c-textarea" : "c-input",
    defaultValue,
    required,
    // A little room past the bound, so a paste that is too long is told so rather than cut.
    maxLength: maxLength ? maxLength + 20 : undefined,
    autoComplete: "off",
    autoFocus,
    ...described,
    "aria-describedby": [hint ? hintId : null, described["aria-describedby"]].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="c-dimmed">
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...props} rows={3} /> : <input type="text" inputMode={inputMode} {...props} />}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function MenuCheckbox({
  id,
  name,
  label,
  hint,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="c-field c-field--check">
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />{" "}
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="c-dimmed">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A second tap (or Enter) while the form goes sends nothing; the button stays focusable, so the focus stays put. */
export const sendOnce = (busy: boolean) => (event: { preventDefault(): void }) => {
  if (busy) event.preventDefault();
};
