import { useTranslation } from "~/lib/i18n/i18n";

interface CarryRefusalProps {
  source: { name: string; href: string };
  target: { name: string; href: string };
  /** null: the API did not answer. */
  notKept: { name: string; detail: string | null }[] | null;
}

/** Both ways on are plain links: nothing changes until the customer acts there (decision 030). */
export function CarryRefusal({ source, target, notKept }: CarryRefusalProps) {
  const { t } = useTranslation();
  return (
    <section className="c-container c-page" aria-labelledby="carry-refusal-title">
      <div role="alert" className="c-alert c-alert--error" tabIndex={-1} autoFocus>
        <h2 id="carry-refusal-title" className="c-section__title">
          {notKept
            ? t("franchise.carry.refusedTitle", { store: target.name })
            : t("franchise.carry.failed", { store: target.name })}
        </h2>
        {notKept ? (
          <ul>
            {notKept.map((line, index) => (
              <li key={index}>
                {line.detail ? t("franchise.carry.lineDetail", { name: line.name, detail: line.detail }) : line.name}
              </li>
            ))}
          </ul>
        ) : null}
        <p>{t("franchise.carry.stays", { store: source.name })}</p>
      </div>
      <p>
        <a className="c-button" href={source.href}>
          {t("franchise.carry.stay", { store: source.name })}
        </a>{" "}
        <a href={target.href}>{t("franchise.carry.goAnyway", { store: target.name })}</a>
      </p>
    </section>
  );
}
