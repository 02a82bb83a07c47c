import type { AnalyticsSettings, GeneralInformations, SocialLoginSettings } from "../../../contract";
import {
  type ContactRead,
  type ContactSettings,
  type InformationPage,
  type InformationPagesRead,
  type IntegrationsRead,
  type IntegrationsSettings,
  informationPages,
  SETTINGS_PAGES_ERRORS,
  SOCIAL_LOGIN_PROVIDERS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  storePhone,
} from "../../../contract/console-settings-pages";
import { cleanRichText } from "../../../contract/formats/rich-text";
import { type InformationsChange, loadPagesDocuments, setInformations, setIntegrations } from "../db/settings-pages";
import { HttpError } from "../http/errors";
import { diff, type SettingsActor, type SettingsChangeEntry, writeSettings } from "./settings";

/*
 * The owner's information pages, contact and integrations (decision 106), each write one batch
 * through writeSettings (decision 102). Texts are kept as Markdown cleaned of what could run in a
 * customer's browser; secrets are never part of these documents.
 */

type Written = { id: number | null; version: number };

const pageText = (info: GeneralInformations, page: InformationPage): string | null =>
  info.terms_and_policies[page] ?? null;

export async function readInformationPages(d1: D1Database, merchantId: number): Promise<InformationPagesRead> {
  const { info, version } = await loadPagesDocuments(d1, merchantId);
  const pages = Object.fromEntries(informationPages.map((page) => [page, pageText(info, page)]));
  return { pages: pages as InformationPagesRead["pages"], version };
}

/** One page's text, cleaned (cleanRichText); a text that cleans to nothing removes the page. */
export async function writeInformationPage(
  d1: D1Database,
  actor: SettingsActor,
  page: InformationPage,
  typed: string | null,
): Promise<Written> {
  const { info, version } = await loadPagesDocuments(d1, actor.merchantId);
  const text = typed === null ? null : cleanRichText(typed) || null;
  const before = pageText(info, page);
  if (before === text) return { id: null, version };
  return writeSettings(
    d1,
    actor,
    [setInformations(d1, actor.merchantId, [[`$.terms_and_policies.${page}`, text]])],
    [{ section: "pages", action: "update", name: page, changes: diff([["text", before, text]]) }],
  );
}

const plusDigits = (digits: string | null) => (digits ? `+${digits.replace(/\D/g, "")}` : null);

export async function readContact(d1: D1Database, merchantId: number): Promise<ContactRead> {
  const { info, version } = await loadPagesDocuments(d1, merchantId);
  const { contact, address, social_medias: social } = info;
  return {
    visible: contact.visible,
    phone: contact.phone ? plusDigits(`${contact.phone_ddi ?? ""}${contact.phone}`) : null,
    email: contact.email,
    whatsapp: plusDigits(contact.whatsapp),
    whatsapp_visible: contact.whatsapp_visible,
    website: contact.website,
    link_faq: contact.link_faq,
    address: {
      visible: address.visible,
      street: address.street || null,
      number: address.number || null,
      complement: address.complement,
      neighborhood: address.neighborhood || null,
      city: address.city || null,
      state: address.state || null,
      zip_code: address.zip_code || null,
      reference_point: address.reference_point,
    },
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, social[network]?.link ?? null]),
    ) as ContactRead["social"],
    version,
  };
}

/** The name shown beside a profile's link: its handle where the address has one ("@bellanapolisp"). */
export function profileName(network: SocialNetwork, link: string): string {
  const url = new URL(link);
  const handle = url.pathname.split("/").find(Boolean)?.replace(/^@/, "");
  if (!handle) return url.hostname.replace(/^www\./, "");
  return network === "facebook" || network === "youtube" ? handle : `@${handle}`;
}

const fieldRefusal = (errors: { field: string; message: string }[]) =>
  new HttpError(422, "VALIDATION_ERROR", "A phone number is not one in the store's country or with its code", errors);

export async function writeContact(d1: D1Database, actor: SettingsActor, request: ContactSettings): Promise<Written> {
  const { info, tropicalization, version } = await loadPagesDocuments(d1, actor.merchantId);
  const country = tropicalization.country_code;
  const phone = request.phone === null ? null : storePhone(request.phone, country);
  const whatsapp = request.whatsapp === null ? null : storePhone(request.whatsapp, country);
  const refused = [
    ...(request.phone !== null && !phone ? [{ field: "phone", message: SETTINGS_PAGES_ERRORS.phoneInvalid }] : []),
    ...(request.whatsapp !== null && !whatsapp
      ? [{ field: "whatsapp", message: SETTINGS_PAGES_ERRORS.phoneInvalid }]
      : []),
  ];
  if (refused.length > 0) throw fieldRefusal(refused);

  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => {
      const link = request.social[network];
      const current = info.social_medias[network] ?? null;
      if (link === null) return [network, null];
      return [network, { name: current?.link === link ? current.name : profileName(network, link), link }];
    }),
  ) as Record<SocialNetwork, { name: string; link: string } | null>;
  const { address } = request;
  const fields: [string, unknown, unknown][] = [
    ["$.contact.visible", info.contact.visible, request.visible],
    ["$.contact.phone_ddi", info.contact.phone_ddi, phone?.ddi ?? null],
    ["$.contact.phone", info.contact.phone, phone?.national ?? null],
    ["$.contact.email", info.contact.email, request.email],
    ["$.contact.whatsapp", info.contact.whatsapp, whatsapp ? `${whatsapp.ddi}${whatsapp.national}` : null],
    ["$.contact.whatsapp_visible", info.contact.whatsapp_visible, request.whatsapp_visible],
    ["$.contact.website", info.contact.website, request.website],
    ["$.contact.link_faq", info.contact.link_faq, request.link_faq],
    ["$.address.visible", info.address.visible, address.visible],
    // The spec's address texts are strings: none is "".
    ["$.address.street", info.address.street, address.street ?? ""],
    ["$.address.number", info.address.number, address.number ?? ""],
    ["$.address.complement", info.address.complement, address.complement],
    ["$.address.neighborhood", info.address.neighborhood, address.neighborhood ?? ""],
    ["$.address.city", info.address.city, address.city ?? ""],
    ["$.address.state", info.address.state, address.state ?? ""],
    ["$.address.zip_code", info.address.zip_code, address.zip_code ?? ""],
    ["$.address.reference_point", info.address.reference_point, address.reference_point],
    ...SOCIAL_NETWORKS.map((network): [string, unknown, unknown] => [
      `$.social_medias.${network}`,
      info.social_medias[network] ?? null,
      social[network],
    ]),
  ];
  const changed = fields.filter(([, from, to]) => JSON.stringify(from) !== JSON.stringify(to));
  if (changed.length === 0) return { id: null, version };
  const changes = diff(changed.map(([path, from, to]) => [path.slice(2), from, to] as [string, never, never]));
  return writeSettings(
    d1,
    actor,
    [
      setInformations(
        d1,
        actor.merchantId,
        changed.map(([path, , to]): InformationsChange => [path, to]),
      ),
    ],
    [{ section: "contact", action: "update", name: "contact", changes }],
  );
}

const NO_SOCIAL_LOGIN: SocialLoginSettings = {
  apple: { enabled: false, client_id: null },
  facebook: { enabled: false, client_id: null, enabled_android: false, enabled_ios: false },
  google: {
    enabled: false,
    client_id: null,
    client_id_android: null,
    enabled_android: false,
    client_id_ios: null,
    enabled_ios: false,
  },
};

export async function readIntegrations(d1: D1Database, merchantId: number): Promise<IntegrationsRead> {
  const { analytics, socialLogin, version } = await loadPagesDocuments(d1, merchantId);
  const login = socialLogin ?? NO_SOCIAL_LOGIN;
  return {
    ga4: analytics.ga4.map((entry) => entry.google_analytics_id),
    facebook: analytics.facebook,
    social_login: Object.fromEntries(
      SOCIAL_LOGIN_PROVIDERS.map((provider) => [
        provider,
        { enabled: login[provider].enabled, client_id: login[provider].client_id },
      ]),
    ) as IntegrationsRead["social_login"],
    version,
  };
}

/**
 * The analytics ids and the providers' web client ids; the apps' client ids and switches are
 * kept as they were. No secret is part of either document (the request's schema refuses one).
 */
export async function writeIntegrations(
  d1: D1Database,
  actor: SettingsActor,
  request: IntegrationsSettings,
): Promise<Written> {
  const { analytics, socialLogin, version } = await loadPagesDocuments(d1, actor.merchantId);
  const login = socialLogin ?? NO_SOCIAL_LOGIN;
  const nextAnalytics: AnalyticsSettings = {
    facebook: request.facebook,
    ga4: request.ga4.map((id) => ({ google_analytics_id: id })),
  };
  const nextLogin: SocialLoginSettings = {
    apple: { ...login.apple, ...request.social_login.apple },
    facebook: { ...login.facebook, ...request.social_login.facebook },
    google: { ...login.google, ...request.social_login.google },
  };
  const changes: SettingsChangeEntry[] = [
    { name: "analytics", before: analytics, after: nextAnalytics },
    { name: "social_login", before: socialLogin, after: nextLogin },
  ]
    .map(({ name, before, after }) => ({
      section: "integrations" as const,
      action: "update" as const,
      name,
      changes: diff([[name, before as never, after as never]]),
    }))
    .filter((entry) => entry.changes.length > 0);
  if (changes.length === 0) return { id: null, version };
  return writeSettings(d1, actor, [setIntegrations(d1, actor.merchantId, nextAnalytics, nextLogin)], changes);
}
