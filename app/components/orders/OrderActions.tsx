import { Form, Link } from "@remix-run/react";
import { QuestionForm } from "~/components/QuestionForm";
import { useTranslation } from "~/lib/i18n/i18n";
import type { OrderStatusView } from "~/lib/orders/order-view";
import type { OrderActionData, OrderPageData } from "./OrderPage";

export function OrderActions({
  order,
  hrefs,
  answer,
  busy,
}: {
  order: OrderStatusView;
  hrefs: OrderPageData["hrefs"];
  answer: OrderActionData | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {answer?.confirmCancel && order.canCancel ? (
        <QuestionForm
          id="cancel-question"
          question={t("orders.cancel.question", { id: order.id })}
          intent="cancel-confirm"
          yes={t("orders.cancel.confirm")}
          no={t("orders.cancel.keep")}
          noHref={hrefs.self}
          busy={busy}
        />
      ) : null}
      {answer?.adultDishes?.length ? (
        <QuestionForm
          id="reorder-age-question"
          question={t("orders.reorder.ageQuestion", { names: answer.adultDishes.join(", ") })}
          intent="reorder-over18"
          yes={t("age.confirm")}
          no={t("orders.reorder.ageDecline")}
          noHref={hrefs.self}
          busy={busy}
        />
      ) : null}
      <div className="c-row c-section">
        {order.canRepay ? (
          <Link to={hrefs.repay} className="c-button">
            {t("orders.repay")}
          </Link>
        ) : null}
        {answer?.adultDishes?.length ? null : (
          <Form method="post">
            <button type="submit" name="intent" value="reorder" className="c-button c-button--default" disabled={busy}>
              {t("orders.reorder.button")}
            </button>
          </Form>
        )}
        {order.canCancel && !answer?.confirmCancel ? (
          <Form method="post">
            <button type="submit" name="intent" value="cancel" className="c-button c-button--default" disabled={busy}>
              {t("orders.cancel.button")}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
