import { formatInTimeZone } from "date-fns-tz";
import { enUS, es, ptBR } from "date-fns/locale";
import type { TFunction } from "i18next";
import type { Language, OperationStatusNow } from "../../../contract";

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
  const pause = pausedNow(status, now);
  if (status.open && pause)
    return {
      open: false,
      text: t("status.pausedUntil", { time: formatInTimeZone(pause, timezone, "HH:mm", { locale }) }),
    };
  if (status.open) {
    const text = status.closes_at
      ? t("status.openUntil", { time: formatInTimeZone(new Date(status.closes_at), timezone, "HH:mm", { locale }) })
      : t("status.open");
    return { open: true, text: status.schedule_only ? `${text} · ${t("status.scheduleOnly")}` : text };
  }
  const reason = status.closure?.reason ?? null;
  if (!status.next_opening_at)
    return { open: false, text: reason ? t("status.closedForNoSchedule", { reason }) : t("status.closedNoSchedule") };
  const next = new Date(status.next_opening_at);
  // A holiday or closure (decision 103) names why, and the date it reopens: it may be weeks away.
  if (status.closure) {
    const day = formatInTimeZone(next, timezone, "EEEE, P", { locale });
    const time = formatInTimeZone(next, timezone, "HH:mm", { locale });
    return {
      open: false,
      text: reason ? t("status.closedFor", { reason, day, time }) : t("status.opensOn", { day, time }),
    };
  }
  const time = formatInTimeZone(next, timezone, "HH:mm", { locale });
  const sameDay = formatInTimeZone(next, timezone, "yyyy-MM-dd") === formatInTimeZone(now, timezone, "yyyy-MM-dd");
  const text = sameDay
    ? t("status.opensTodayAt", { time })
    : t("status.opensOn", { day: formatInTimeZone(next, timezone, "EEEE", { locale }), time });
  return { open: false, text };
}

/** The end of the store's pause of new orders, while it runs. */
function pausedNow(status: OperationStatusNow, now: Date): Date | null {
  const until = status.paused_until ? new Date(status.paused_until) : null;
  return until && until > now ? until : null;
}

/** Why and until when the store paused new orders (HH:mm in its timezone), in the customer's language; null while it takes them. */
export function describePause(
  status: OperationStatusNow | null,
  timezone: string,
  language: Language,
  t: TFunction,
  now = new Date(),
): string | null {
  const until = status?.open ? pausedNow(status, now) : null;
  if (!status || !until) return null;
  const time = formatInTimeZone(until, timezone, "HH:mm", { locale: DATE_LOCALES[language] });
  return t("closedStore.pause.notice", { time, reason: t(`closedStore.pause.${status.pause_reason ?? "OTHER"}`) });
}
