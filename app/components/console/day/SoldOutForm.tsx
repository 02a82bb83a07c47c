import { Form } from "@remix-run/react";
import type { SoldOutKind } from "../../../../contract/console";
import { useTranslation } from "~/lib/i18n/i18n";

/** The state is said in words: a screen reader hears it, not a colour. */
export function SoldOutForm({
  kind,
  id,
  name,
  soldOut,
  anchor,
  q,
}: {
  kind: SoldOutKind;
  id: number;
  name: string;
  soldOut: boolean;
  anchor: string;
  q: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="c-day-switch" preventScrollReset>
      <input type="hidden" name="intent" value={soldOut ? "backOnSale" : "soldOut"} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="anchor" value={anchor} />
      <input type="hidden" name="q" value={q} />
      <span className="c-day-switch__name">{name}</span>
      <span className={soldOut ? "c-day-switch__state c-day-switch__state--out" : "c-day-switch__state"}>
        {t(soldOut ? "console.day.state.soldOut" : "console.day.state.onSale")}
      </span>
      {/* Named with its dish, so a list of them read aloud says which one each turns. */}
      <button
        type="submit"
        className={soldOut ? "c-button" : "c-button c-button--default"}
        aria-label={`${t(soldOut ? "console.day.backOnSale" : "console.day.soldOut")}: ${name}`}
      >
        {t(soldOut ? "console.day.backOnSale" : "console.day.soldOut")}
      </button>
    </Form>
  );
}
