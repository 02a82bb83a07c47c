import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import type { Language } from "../../../contract";
import en from "../../../locales/en/common.json";
import es from "../../../locales/es/common.json";
import ptBR from "../../../locales/pt-BR/common.json";
import consoleEn from "../../../locales/en/console.json";
import consoleDayEn from "../../../locales/en/console-day.json";
import consoleDomainEn from "../../../locales/en/console-domain.json";
import consoleMenuEn from "../../../locales/en/console-menu.json";
import consoleMenuOrderEn from "../../../locales/en/console-menu-order.json";
import consolePaymentsEn from "../../../locales/en/console-payments.json";
import consoleSettingsEn from "../../../locales/en/console-settings.json";
import consoleSettingsDeliveryEn from "../../../locales/en/console-settings-delivery.json";
import consoleSettingsPagesEn from "../../../locales/en/console-settings-pages.json";
import consoleSettingsBrandEn from "../../../locales/en/console-settings-brand.json";
import consoleStaffEn from "../../../locales/en/console-staff.json";
import consoleTablesEn from "../../../locales/en/console-tables.json";
import consoleSettingsRewardsEn from "../../../locales/en/console-settings-rewards.json";
import consoleCouponLimitsEn from "../../../locales/en/console-coupon-limits.json";
import consoleSettingsHoursEn from "../../../locales/en/console-settings-hours.json";
import consoleOnboardingEn from "../../../locales/en/onboarding.json";
import consolePlatformEn from "../../../locales/en/platform.json";
import consoleEs from "../../../locales/es/console.json";
import consoleDayEs from "../../../locales/es/console-day.json";
import consoleDomainEs from "../../../locales/es/console-domain.json";
import consoleMenuEs from "../../../locales/es/console-menu.json";
import consoleMenuOrderEs from "../../../locales/es/console-menu-order.json";
import consolePaymentsEs from "../../../locales/es/console-payments.json";
import consoleSettingsEs from "../../../locales/es/console-settings.json";
import consoleSettingsDeliveryEs from "../../../locales/es/console-settings-delivery.json";
import consoleSettingsPagesEs from "../../../locales/es/console-settings-pages.json";
import consoleSettingsBrandEs from "../../../locales/es/console-settings-brand.json";
import consoleStaffEs from "../../../locales/es/console-staff.json";
import consoleTablesEs from "../../../locales/es/console-tables.json";
import consoleSettingsRewardsEs from "../../../locales/es/console-settings-rewards.json";
import consoleCouponLimitsEs from "../../../locales/es/console-coupon-limits.json";
import consoleSettingsHoursEs from "../../../locales/es/console-settings-hours.json";
import consoleOnboardingEs from "../../../locales/es/onboarding.json";
import consolePlatformEs from "../../../locales/es/platform.json";
import consolePtBR from "../../../locales/pt-BR/console.json";
import consoleDayPtBR from "../../../locales/pt-BR/console-day.json";
import consoleDomainPtBR from "../../../locales/pt-BR/console-domain.json";
import consoleMenuPtBR from "../../../locales/pt-BR/console-menu.json";
import consoleMenuOrderPtBR from "../../../locales/pt-BR/console-menu-order.json";
import consolePaymentsPtBR from "../../../locales/pt-BR/console-payments.json";
import consoleSettingsPtBR from "../../../locales/pt-BR/console-settings.json";
import consoleSettingsDeliveryPtBR from "../../../locales/pt-BR/console-settings-delivery.json";
import consoleSettingsPagesPtBR from "../../../locales/pt-BR/console-settings-pages.json";
import consoleSettingsBrandPtBR from "../../../locales/pt-BR/console-settings-brand.json";
import consoleStaffPtBR from "../../../locales/pt-BR/console-staff.json";
import consoleTablesPtBR from "../../../locales/pt-BR/console-tables.json";
import consoleRescueEn from "../../../locales/en/console-rescue.json";
import rescueEn from "../../../locales/en/rescue.json";
import consoleRescueEs from "../../../locales/es/console-rescue.json";
import rescueEs from "../../../locales/es/rescue.json";
import consoleRescuePtBR from "../../../locales/pt-BR/console-rescue.json";
import rescuePtBR from "../../../locales/pt-BR/rescue.json";
import freeDeliveryEn from "../../../locales/en/free-delivery.json";
import freeDeliveryEs from "../../../locales/es/free-delivery.json";
import freeDeliveryPtBR from "../../../locales/pt-BR/free-delivery.json";
import consoleSettingsRewardsPtBR from "../../../locales/pt-BR/console-settings-rewards.json";
import consoleCouponLimitsPtBR from "../../../locales/pt-BR/console-coupon-limits.json";
import consoleSettingsHoursPtBR from "../../../locales/pt-BR/console-settings-hours.json";
import consoleOnboardingPtBR from "../../../locales/pt-BR/onboarding.json";
import consolePlatformPtBR from "../../../locales/pt-BR/platform.json";
import { CONSOLE_SEGMENT, isConsolePath } from "~/lib/console/console-paths";
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type Translations,
} from "./i18n";

/** The storefront's texts, with the console's under `console`; only the console's pages send those to the browser. */
export const resources = {
  "pt-BR": {
    [DEFAULT_NAMESPACE]: {
      ...ptBR,
      rescue: rescuePtBR,
      freeDelivery: freeDeliveryPtBR,
      console: {
        ...consolePtBR,
        day: consoleDayPtBR,
        tables: consoleTablesPtBR,
        staff: consoleStaffPtBR,
        payments: consolePaymentsPtBR,
        menu: consoleMenuPtBR,
        menuOrder: consoleMenuOrderPtBR,
        domain: consoleDomainPtBR,
        rescue: consoleRescuePtBR,
        settings: {
          ...consoleSettingsPtBR,
          brand: consoleSettingsBrandPtBR,
          delivery: consoleSettingsDeliveryPtBR,
          hours: consoleSettingsHoursPtBR,
          pages: consoleSettingsPagesPtBR,
          rewards: consoleSettingsRewardsPtBR,
          couponLimits: consoleCouponLimitsPtBR,
        },
        onboarding: consoleOnboardingPtBR,
        platform: consolePlatformPtBR,
      },
    },
  },
  es: {
    [DEFAULT_NAMESPACE]: {
      ...es,
      rescue: rescueEs,
      freeDelivery: freeDeliveryEs,
      console: {
        ...consoleEs,
        day: consoleDayEs,
        tables: consoleTablesEs,
        staff: consoleStaffEs,
        payments: consolePaymentsEs,
        menu: consoleMenuEs,
        menuOrder: consoleMenuOrderEs,
        domain: consoleDomainEs,
        rescue: consoleRescueEs,
        settings: {
          ...consoleSettingsEs,
          brand: consoleSettingsBrandEs,
          delivery: consoleSettingsDeliveryEs,
          hours: consoleSettingsHoursEs,
          pages: consoleSettingsPagesEs,
          rewards: consoleSettingsRewardsEs,
          couponLimits: consoleCouponLimitsEs,
        },
        onboarding: consoleOnboardingEs,
        platform: consolePlatformEs,
      },
    },
  },
  en: {
    [DEFAULT_NAMESPACE]: {
      ...en,
      rescue: rescueEn,
      freeDelivery: freeDeliveryEn,
      console: {
        ...consoleEn,
        day: consoleDayEn,
        tables: consoleTablesEn,
        staff: consoleStaffEn,
        payments: consolePaymentsEn,
        menu: consoleMenuEn,
        menuOrder: consoleMenuOrderEn,
        domain: consoleDomainEn,
        rescue: consoleRescueEn,
        settings: {
          ...consoleSettingsEn,
          brand: consoleSettingsBrandEn,
          delivery: consoleSettingsDeliveryEn,
          hours: consoleSettingsHoursEn,
          pages: consoleSettingsPagesEn,
          rewards: consoleSettingsRewardsEn,
          couponLimits: consoleCouponLimitsEn,
        },
        onboarding: consoleOnboardingEn,
        platform: consolePlatformEn,
      },
    },
  },
} satisfies Record<Language, Record<string, unknown>>;

/**
 * A flashed notice can come from any page's section, which this page's texts in the browser need
 * not hold (decision 064), so loaders send it written, never as a key.
 */
export function flashedNotice(
  session: NonNullable<AppLoadContext["store"]["session"]>,
  t: (key: string) => string,
): string | null {
  const notice: unknown = session.get("notice");
  if (typeof notice !== "string" || notice === "") return null;
  // Some are flashed already written (a reorder names the dishes it skipped).
  return /^[A-Za-z]\w*(?:\.\w+)+$/.test(notice) ? t(notice) : notice;
}

export const languageCookie = createCookie("lng", {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  maxAge: 31_536_000,
});

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  // React escapes what it renders; escaping here too would show "&#39;" in titles.
  i18next: {
    resources,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
  },
});

/** The customer's switch, else the merchant's language, else Accept-Language among ours, else pt-BR. */
/** The console's own language, chosen in the console: a storefront visit on the same device keeps its own. */
export const consoleLanguageCookie = createCookie("console_lng", {
  path: `/${CONSOLE_SEGMENT}`,
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  maxAge: 31_536_000,
});

export async function resolveLanguage(request: Request, merchantLanguage: Language | null): Promise<Language> {
  if (isConsolePath(new URL(request.url).pathname)) {
    const console: unknown = await consoleLanguageCookie.parse(request.headers.get("Cookie"));
    if (isSupportedLanguage(console)) return console;
  }
  const chosen: unknown = await languageCookie.parse(request.headers.get("Cookie"));
  if (isSupportedLanguage(chosen)) return chosen;
  if (merchantLanguage) return merchantLanguage;
  const detected = await i18nServer.getLocale(request);
  return isSupportedLanguage(detected) ? detected : FALLBACK_LANGUAGE;
}

function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** Without `provider` (the API's card page) and `console` (the console's pages). */
export const storefrontTexts = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => {
    const { provider: _provider, console: _console, ...texts } = resources[language][DEFAULT_NAMESPACE];
    return [language, texts as Translations];
  }),
) as Record<Language, Translations>;

/** Named by a hash of all its texts: any change renames every file of the language, so each is cached a year. */
export const textsBases = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [
    language,
    `/locales/${language}.${contentHash(JSON.stringify(storefrontTexts[language]))}`,
  ]),
) as Record<Language, string>;

/** Null when one is no part of the texts. A part's plural forms come with it. */
export function pickTexts(texts: Translations, paths: readonly string[]): Translations | null {
  const picked: Translations = {};
  for (const path of paths) {
    const keys = path.split(".");
    const last = keys.pop()!;
    let from: Translations = texts;
    let into = picked;
    for (const key of keys) {
      const next = from[key];
      if (typeof next !== "object") return null;
      from = next;
      into = (into[key] ??= {}) as Translations;
    }
    const forms = Object.keys(from).filter((key) => key === last || key.startsWith(`${last}_`));
    if (forms.length === 0) return null;
    for (const key of forms) into[key] = from[key]!;
  }
  return picked;
}

/** One name per set: sorted, once each, none inside another. */
const PATHS = /^[A-Za-z]\w*(?:\.\w+)*(?:\+[A-Za-z]\w*(?:\.\w+)*)*$/;
const MAX_PATHS = 40;
function canonical(paths: string[]): boolean {
  return (
    paths.length <= MAX_PATHS &&
    paths.every((path, index) => {
      const before = paths[index - 1];
      return before === undefined || (before < path && !path.startsWith(`${before}.`));
    })
  );
}

export const consoleTranslationFiles = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => {
    const { provider: _provider, ...texts } = resources[language][DEFAULT_NAMESPACE];
    const body = JSON.stringify(texts);
    return [language, { href: `/locales/console-${language}.${contentHash(body)}.json`, body }];
  }),
) as Record<Language, { href: string; body: string }>;

/** The platform's pages (/_platform) read the console's texts too. */
export const consoleTextsHrefFor = (pathname: string, language: Language): string | null =>
  isConsolePath(pathname) ||
  pathname === "/_platform" ||
  pathname.startsWith("/_platform/") ||
  pathname === "/_platform.data"
    ? consoleTranslationFiles[language].href
    : null;

const CONSOLE_PATH = /^\/locales\/console-([A-Za-z-]+)\.([0-9a-f]{8})\.json$/;
const TEXTS_PATH = /^\/locales\/([A-Za-z-]+)\.([0-9a-f]{8})(?:\.([\w.+]+))?\.json$/;

const json = (body: string, current: boolean) =>
  new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // An older name (a page from before a deploy) gets today's texts, never cached for long.
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=60",
      "X-Content-Type-Options": "nosniff",
    },
  });

/** An older name without parts gets every storefront text. */
export function translationFileResponse(pathname: string): Response | null {
  const consoleFile = CONSOLE_PATH.exec(pathname);
  if (consoleFile) {
    if (!isSupportedLanguage(consoleFile[1])) return null;
    const file = consoleTranslationFiles[consoleFile[1]];
    return json(file.body, file.href === pathname);
  }
  const match = TEXTS_PATH.exec(pathname);
  if (!match || !isSupportedLanguage(match[1])) return null;
  const language = match[1];
  const current = `/locales/${language}.${match[2]}` === textsBases[language];
  if (match[3] === undefined) return json(current ? "{}" : JSON.stringify(storefrontTexts[language]), current);
  if (!PATHS.test(match[3])) return null;
  const paths = match[3].split("+");
  const picked = canonical(paths) ? pickTexts(storefrontTexts[language], paths) : null;
  return picked ? json(JSON.stringify(picked), current) : null;
}
