import { Form, Link } from "@remix-run/react";

interface QuestionFormProps {
  id: string;
  question: string;
  /** The POST's intent when the customer says yes. */
  intent: string;
  /** What else the yes sends (the product asked about). */
  fields?: Record<string, string>;
  yes: string;
  no: string;
  /** Saying no is a link back to the page, nothing sent. */
  noHref: string;
  busy: boolean;
}

/**
 * A question asked in place of what the customer tapped (cancel the order? are you 18?): yes posts
 * its intent, no goes back. A plain form and a link, the same without JavaScript; the yes takes the
 * focus when the answer page is drawn, so a keyboard or screen reader lands on the question.
 */
export function QuestionForm({ id, question, intent, fields = {}, yes, no, noHref, busy }: QuestionFormProps) {
  return (
    <Form method="post" className="c-alert c-alert--info c-section">
      <p id={id}>{question}</p>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="c-row">
        <button type="submit" name="intent" value={intent} className="c-button" aria-describedby={id} autoFocus disabled={busy}>
          {yes}
        </button>
        <Link to={noHref} className="c-button c-button--default">
          {no}
        </Link>
      </div>
    </Form>
  );
}
