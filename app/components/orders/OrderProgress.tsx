import { useTranslation } from "~/lib/i18n/i18n";
import type { OrderStep } from "~/lib/orders/order-view";

export function OrderProgress({ steps }: { steps: OrderStep[] }) {
  const { t } = useTranslation();
  return (
    <section className="c-section" aria-labelledby="order-progress-title">
      <h2 id="order-progress-title" className="c-section__title">
        {t("orders.progress")}
      </h2>
      <ol style={{ paddingLeft: "1.5rem", margin: 0, display: "grid", gap: ".375rem" }}>
        {steps.map((step) => (
          <li
            key={step.status}
            aria-current={step.current ? "step" : undefined}
            data-state={step.state}
            style={
              step.current
                ? { fontWeight: 700 }
                : step.state === "todo"
                  ? { color: "var(--mantine-color-dimmed)" }
                  : undefined
            }
          >
            {step.state === "done" ? "✓ " : null}
            {t(step.key)}
            {step.time ? ` · ${step.time}` : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
