import { useTranslation } from "~/lib/i18n/i18n";
import { useContentLang } from "~/lib/store/use-merchant";

interface ExtraGroup {
  id: number;
  name: string;
  description: string | null;
  min: number;
  max: number;
  additionals: { id: number; name: string; price: string | null }[];
}

export function ExtrasList({ extras }: { extras: ExtraGroup[] }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  if (extras.length === 0) return null;
  return (
    <section aria-labelledby="extras-title" className="c-container c-section">
      <h2 id="extras-title" className="c-section__title">
        {t("menu.extras")}
      </h2>
      {extras.map((extra) => (
        <div key={extra.id} className="c-extra">
          <h3 lang={lang}>{extra.name}</h3>
          <p className="c-dimmed">
            {extra.description ? (
              <>
                <span lang={lang}>{extra.description}</span> ·{" "}
              </>
            ) : null}
            {t("menu.extrasLimit", { count: extra.max })}
          </p>
          <ul>
            {extra.additionals.map((additional) => (
              <li key={additional.id}>
                <span lang={lang}>{additional.name}</span> <strong>{additional.price ?? t("menu.free")}</strong>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
