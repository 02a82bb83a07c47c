import { Form, useNavigation } from "@remix-run/react";
import { sendOnce } from "~/components/console/menu/MenuFields";
import { movedOrder } from "~/lib/console/menu-moves";
import { useTranslation } from "~/lib/i18n/i18n";

/**
 * "Up" and "down" for one row of a list, each its own plain form (decision 096) sending the whole new
 * order; the buttons are `{idPrefix}-up` and `-down`, where the focus goes back after the move.
 */
export function MoveForms({
  intent,
  fields = {},
  ids,
  id,
  within,
  idPrefix,
  name,
}: {
  intent: string;
  fields?: Record<string, string>;
  ids: readonly number[];
  id: number;
  /** The sub-list the row moves in (default: all of `ids`). */
  within?: readonly number[];
  idPrefix: string;
  /** What moves, for the buttons' names ("Subir: Calabresa"). */
  name: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const moves = [
    { to: "up", label: t("console.menu.list.moveUp"), target: movedOrder(ids, id, -1, within) },
    { to: "down", label: t("console.menu.list.moveDown"), target: movedOrder(ids, id, 1, within) },
  ];
  return (
    <>
      {moves.map(({ to, label, target }) =>
        target ? (
          <Form key={to} method="post" className="c-menu-action" preventScrollReset>
            <input type="hidden" name="intent" value={intent} />
            {Object.entries(fields).map(([field, value]) => (
              <input key={field} type="hidden" name={field} value={value} />
            ))}
            <input type="hidden" name="ids" value={target.ids} />
            <input type="hidden" name="focus" value={`${idPrefix}-${to}`} />
            <input type="hidden" name="position" value={target.position} />
            <input type="hidden" name="count" value={target.count} />
            <button
              type="submit"
              id={`${idPrefix}-${to}`}
              className="c-button c-button--secondary c-button--small"
              aria-disabled={busy || undefined}
              onClick={sendOnce(busy)}
            >
              {label}
              <span className="c-visually-hidden">: {name}</span>
            </button>
          </Form>
        ) : null,
      )}
    </>
  );
}
