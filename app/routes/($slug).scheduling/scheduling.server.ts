import { parseWithZod } from "@conform-to/zod/v4";
import { data as respond, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { schedulingAvailablesResponseSchema, schedulingSettingsResponseSchema } from "../../../contract";
import { formatScheduledLabel } from "~/lib/scheduling/scheduling-format";
import { schedulingErrorKey } from "~/lib/scheduling/scheduling-messages";
import { presentChoices, returnTarget, type SchedulingChoices } from "~/lib/scheduling/scheduling-view";
import { cartErrorKey, refusalStatus } from "~/lib/cart/cart-messages";
import { describeOperationStatus } from "~/lib/store/operation-status.server";
import { readWithToken, requireStore, requireStoreSession } from "~/lib/store/store.server";
import { schedulingIntentSchema } from "./intents.server";

// Kept out of route.tsx so the route module imports only what the browser runs.

export type SchedulingPage =
  | {
      state: "unavailable" | "disabled" | "noCart";
      title: string;
      from: "cart" | "checkout";
      backHref: string;
      menuHref: string;
      current: null;
    }
  | ({
      state: "open";
      title: string;
      from: "cart" | "checkout";
      backHref: string;
      menuHref: string;
      current: string | null;
      scheduleOnly: boolean;
      asapTime: string | null;
      closedStatus: string | null;
    } & SchedulingChoices);

/** "As soon as possible" or a day and a time, as plain radio groups (decision 029). Reads only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const { cart } = requireStoreSession(context);
  // The page's reads need only the token: they go out beside the store's own, one round of calls
  // (without a token they read nothing, and requireStore says why).
  const [store, current, settings, statusNow] = await Promise.all([
    requireStore(context, request),
    cart.current(),
    readWithToken(context, (slug, token) =>
      api.send("GET", `/${slug}/scheduling_times/settings`, token, schedulingSettingsResponseSchema),
    ),
    readWithToken(context, (slug, token) => api.read("operation_status_now", slug, token)),
  ]);
  const { language, t, locale, href } = store;
  const url = new URL(request.url);
  const from = returnTarget(url.searchParams.get("from"));
  const base = {
    title: t("scheduling.title"),
    from,
    backHref: href(from === "checkout" ? "/checkout" : "/cart"),
    menuHref: href("/"),
    current: null,
  };

  if (current.state === "unavailable" || !settings?.ok)
    return respond({ ...base, state: "unavailable" } satisfies SchedulingPage, { status: 503 });
  const type = current.state === "open" ? current.cart.delivery.type : null;
  if (!settings.data.scheduling_enabled || type === "TABLE")
    return { ...base, state: "disabled" } satisfies SchedulingPage;
  if (current.state === "none" || current.cart.count === 0 || type === null)
    return { ...base, state: "noCart" } satisfies SchedulingPage;

  const availables = await api.send(
    "GET",
    `/${store.slug}/scheduling_times/availables?${new URLSearchParams({ delivery_type: type })}`,
    store.token,
    schedulingAvailablesResponseSchema,
  );
  if (!availables.ok) return respond({ ...base, state: "unavailable" } satisfies SchedulingPage, { status: 503 });
  const { timezone } = availables.data;
  const scheduledTo = current.cart.scheduled_to;
  const time = current.cart.delivery.time_to_receive;
  // Closed now: "as soon as possible" would only be refused at the checkout.
  const closedNow = !!statusNow && !statusNow.open && !statusNow.schedule_only;
  return {
    ...base,
    state: "open",
    current: scheduledTo ? formatScheduledLabel(scheduledTo, timezone, locale) || null : null,
    scheduleOnly: settings.data.schedule_only,
    asapTime: time
      ? time.minimum === time.maximum
        ? `${time.minimum} min`
        : `${time.minimum} - ${time.maximum} min`
      : null,
    closedStatus: statusNow && closedNow ? describeOperationStatus(statusNow, store.timeZone, language, t).text : null,
    ...presentChoices({
      days: availables.data.days,
      timeZone: timezone,
      locale,
      askedDay: url.searchParams.get("day"),
      scheduledTo,
      asapOffered: !settings.data.schedule_only && !closedNow,
    }),
  } satisfies SchedulingPage;
}

/** The API checks the slot. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { cart } = requireStoreSession(context);
  const [{ session, href }, form] = await Promise.all([
    requireStore(context, request),
    request.formData().catch(() => new FormData()),
  ]);
  const submission = parseWithZod(form, { schema: schedulingIntentSchema });
  if (submission.status !== "success") return respond({ reply: submission.reply() }, { status: 400 });
  const { when, from } = submission.value;
  const result = await cart.setScheduling(when === "asap" ? null : when);
  if (!result.ok) {
    const key = schedulingErrorKey(result.error.code) ?? cartErrorKey(result.error, result.status);
    return respond(
      { reply: submission.reply({ fieldErrors: { when: [key] } }) },
      { status: refusalStatus(result.status) },
    );
  }
  session.flash("notice", "scheduling.saved");
  return redirect(href(from === "checkout" ? "/checkout" : "/cart"));
}
