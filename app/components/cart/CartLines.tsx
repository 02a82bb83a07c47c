import { Form } from "@remix-run/react";
import { MAX_LINE_QUANTITY } from "../../../contract/limits";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/i18n";
import type { CartLine } from "~/lib/cart/cart-view";
import { feedbackFor } from "~/lib/page/reply-feedback";
import { QuantityStepForm } from "./QuantityStepForm";

function LineRow({ line, reply }: { line: CartLine; reply: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const key = `${line.kind}-${line.id}`;
  const removeForm = `remove-${key}`;
  // Stable ids: after a change the page puts focus back on the control used, or the same group's on another line.
  const ids = { decrease: `line-${key}-decrease`, increase: `line-${key}-increase`, remove: `line-${key}-remove` };
  const feedback = feedbackFor(reply, "step", line) ?? feedbackFor(reply, "remove", line);
  return (
    <li className="c-cart-line">
      <div className="c-cart-line__text">
        <h3 className="c-cart-line__name">{line.name}</h3>
        {line.details.length > 0 ? (
          <ul className="c-cart-line__details">
            {line.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
        {line.notes ? <p className="c-dimmed">{t("cart.line.notes", { notes: line.notes })}</p> : null}
        <p className="c-cart-line__price">
          {line.points != null ? (
            <strong>{t("loyalty.points", { count: line.points })}</strong>
          ) : (
            <>
              <strong>{line.total}</strong>
              {line.quantity > 1 ? (
                <span className="c-dimmed">
                  {" "}
                  ({line.quantity} × {line.unitPrice})
                </span>
              ) : null}
            </>
          )}
        </p>
        {feedback?.formError ? (
          <p role="alert" className="c-field-error">
            {t(feedback.formError)}
          </p>
        ) : null}
      </div>
      <div className="c-cart-line__actions">
        <QuantityStepForm
          name={line.name}
          quantity={line.quantity}
          fields={{ intent: "step", kind: line.kind, id: line.id }}
          // At one unit, one less is no line at all: "−" sends the line's remove form.
          decrease={{
            id: ids.decrease,
            "data-focus-group": "decrease",
            form: line.quantity <= 1 ? removeForm : undefined,
          }}
          // At the most a line holds, "+" is disabled: focus goes to its "−".
          increase={{
            id: ids.increase,
            "data-focus-fallback": ids.decrease,
            disabled: line.quantity >= MAX_LINE_QUANTITY,
          }}
        />
        <Form method="post" preventScrollReset id={removeForm}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="kind" value={line.kind} />
          <input type="hidden" name="id" value={line.id} />
          <button type="submit" id={ids.remove} data-focus-group="remove" className="c-link-button">
            {t("cart.line.remove", { name: line.name })}
          </button>
        </Form>
      </div>
    </li>
  );
}

export function CartLines({ lines, reply }: { lines: CartLine[]; reply: SubmissionResult<string[]> | null }) {
  return (
    <ul className="c-cart-lines">
      {lines.map((line) => (
        <LineRow key={`${line.kind}-${line.id}`} line={line} reply={reply} />
      ))}
    </ul>
  );
}
