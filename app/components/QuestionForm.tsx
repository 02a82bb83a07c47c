import { Form, Link } from "@remix-run/react";

interface QuestionFormProps {
  id: string;
  question: string;
  intent: string;
  fields?: Record<string, string>;
  yes: string;
  no: string;
  noHref: string;
  busy: boolean;
}

/** A question asked in place of what was tapped: yes takes the focus, so a keyboard or screen reader lands on it. */
export function QuestionForm({ id, question, intent, fields = {}, yes, no, noHref, busy }: QuestionFormProps) {
  return (
    <Form method="post" className="c-alert c-alert--info c-section">
      <p id={id}>{question}</p>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="c-row">
        <button
          type="submit"
          name="intent"
          value={intent}
          className="c-button"
          aria-describedby={id}
          autoFocus
          disabled={busy}
        >
          {yes}
        </button>
        <Link to={noHref} className="c-button c-button--default">
          {no}
        </Link>
      </div>
    </Form>
  );
}
