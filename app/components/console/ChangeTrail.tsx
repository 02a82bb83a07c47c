import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/i18n";

export interface TrailEntry {
  id: number;
  /** What was done, in words ("Cardápio: X-Burger alterado"). */
  what: string;
  who: string;
  /** The instant, as shown and as ISO-8601. */
  at: string;
  atIso: string;
  fields: Array<{ label: string; from: string; to: string }>;
}

/**
 * A trail of changes, newest first, paged back by id: the menu's and the settings' (decisions 095,
 * 102). `texts` names the page's own keys (`empty`, `byAt`, `fromTo`, `pages`, `newest`, `older`).
 */
export function ChangeTrail({
  changes,
  texts,
  href,
  paged,
  nextBefore,
  className,
}: {
  changes: TrailEntry[];
  texts: "console.menu.changes" | "console.settings.changes";
  href: string;
  paged: boolean;
  nextBefore: number | null;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {changes.length === 0 ? (
        <p>{t(`${texts}.empty`)}</p>
      ) : (
        <ol className={className}>
          {changes.map((change) => (
            <li key={change.id} className={texts === "console.menu.changes" ? "c-menu-change" : undefined}>
              <p>
                <strong>{change.what}</strong>
              </p>
              <p className="c-console-meta">
                {t(`${texts}.byAt`, { who: change.who })} <time dateTime={change.atIso}>{change.at}</time>
              </p>
              {change.fields.length > 0 ? (
                <ul>
                  {change.fields.map((field, index) => (
                    <li key={index}>{t(`${texts}.fromTo`, field)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t(`${texts}.pages`)} className="c-console-actions">
        {paged ? <Link to={href}>{t(`${texts}.newest`)}</Link> : null}
        {nextBefore !== null ? <Link to={`${href}?before=${nextBefore}`}>{t(`${texts}.older`)}</Link> : null}
      </nav>
    </>
  );
}
