import { Form, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/i18n";
import { useMerchantHref } from "~/lib/store/use-merchant";
import type { RootLoaderData } from "~/root";

const LANGUAGES = [
  { code: "pt-BR", label: "Português" },
  { code: "es", label: "Español" },
  { code: "en", label: "English" },
] as const;
const SCHEMES = ["light", "dark", "system"] as const;

/** A <details> disclosure with plain POST forms: the same with JavaScript off. */
export function PreferencesMenu() {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const location = useLocation();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const returnTo = location.pathname + location.search;
  const action = href("/preferences");
  const disclosure = useRef<HTMLDetailsElement>(null);
  // With JavaScript there is no reload after a switch: close the panel as one would, keeping the focus on
  // the menu. Not on mount: the menu's code loads after hydration, maybe while the panel is open.
  const shownAt = useRef(location.key);
  useEffect(() => {
    const details = disclosure.current;
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (!details?.open) return;
    const hadFocus = details.contains(document.activeElement);
    details.open = false;
    if (hadFocus) details.querySelector("summary")?.focus();
  }, [location.key]);

  return (
    // Escape on the open disclosure is the keyboard's way out of it, as in any menu.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      className="c-preferences"
      ref={disclosure}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector("summary")?.focus();
      }}
    >
      <summary>
        <span aria-hidden="true">⚙</span> <span className="c-preferences__label">{t("preferences.title")}</span>
      </summary>
      <div className="c-preferences__panel">
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="returnTo" value={returnTo} />
          <fieldset>
            <legend>{t("preferences.language")}</legend>
            {LANGUAGES.map((language) => (
              <button
                key={language.code}
                type="submit"
                name="language"
                value={language.code}
                lang={language.code}
                aria-pressed={root?.language === language.code}
              >
                {language.label}
              </button>
            ))}
          </fieldset>
        </Form>
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="returnTo" value={returnTo} />
          <fieldset>
            <legend>{t("preferences.colorScheme")}</legend>
            {SCHEMES.map((scheme) => (
              <button
                key={scheme}
                type="submit"
                name="colorScheme"
                value={scheme}
                aria-pressed={root?.colorScheme.preference === scheme}
              >
                {t(`preferences.schemes.${scheme}`)}
              </button>
            ))}
          </fieldset>
        </Form>
        {/* A new document either way: the page's scripts come or go with the data-saver mode. */}
        <Form method="post" action={action} reloadDocument>
          <input type="hidden" name="returnTo" value={returnTo} />
          <fieldset aria-describedby="data-saver-hint">
            <legend>{t("preferences.dataSaver")}</legend>
            <p id="data-saver-hint" className="c-preferences__hint">
              {t("preferences.dataSaverHint")}
            </p>
            {(["on", "off"] as const).map((choice) => (
              <button
                key={choice}
                type="submit"
                name="dataSaver"
                value={choice}
                aria-pressed={!!root?.dataSaver === (choice === "on")}
              >
                {t(`preferences.dataSaverStates.${choice}`)}
              </button>
            ))}
          </fieldset>
        </Form>
      </div>
    </details>
  );
}
