import { formatInTimeZone } from "date-fns-tz";
import { enUS, es, ptBR } from "date-fns/locale";
import type { TFunction } from "i18next";
import type { Language, OperationStatusNow } from "../../contract";

const DATE_LOCALES = { "pt-BR": ptBR, es, en: enUS } as const;

/** The store's open/closed line, in the merchant's timezone and the customer's language. */
export function describeOperationStatus(
  status: OperationStatusNow,
  timezone: string,
  language: Language,
  t: TFunction,
  now = new Date(),
): { open: boolean; text: string } {
  const locale = DATE_LOCALES[language];
  if (status.open) {
    const text = status.closes_at
      ? t("status.openUntil", { time: formatInTimeZone(new Date(status.closes_at), timezone, "HH:mm", { locale }) })
      : t("status.open");
    return { open: true, text: status.schedule_only ? `${text} · ${t("status.scheduleOnly")}` : text };
  }
  if (!status.next_opening_at) return { open: false, text: t("status.closedNoSchedule") };
  const next = new Date(status.next_opening_at);
  const time = formatInTimeZone(next, timezone, "HH:mm", { locale });
  const sameDay = formatInTimeZone(next, timezone, "yyyy-MM-dd") === formatInTimeZone(now, timezone, "yyyy-MM-dd");
  const text = sameDay ? t("status.opensTodayAt", { time }) : t("status.opensOn", { day: formatInTimeZone(next, timezone, "EEEE", { locale }), time });
  return { open: false, text };
}
