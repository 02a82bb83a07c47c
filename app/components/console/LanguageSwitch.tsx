import { Form, useLocation } from "@remix-run/react";
import { consoleHref } from "~/lib/console/console-paths";
import { SUPPORTED_LANGUAGES, useTranslation } from "~/lib/i18n/i18n";

/** The console's language: a plain form, so it works without scripts, back to the same page. */
export function LanguageSwitch({ slug }: { slug: string }) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={consoleHref(slug, "/language")} className="c-console-language">
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <label htmlFor="console-language">{t("console.day.language.label")}</label>{" "}
      <select id="console-language" name="language" defaultValue={language} key={language} className="c-input">
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`console.day.language.names.${code}`)}
          </option>
        ))}
      </select>{" "}
      <button type="submit" className="c-button c-button--default">
        {t("console.day.language.submit")}
      </button>
    </Form>
  );
}
