import type { Bindings } from "../env";
import { publishOrderEvents } from "../services/live-updates";
import { collectOrderEvents } from "./order-events";

/** The handler with its cron's order events (a PIX expired) sent to the merchants' live objects, as requests' are. */
export function withOrderEventsOfJobs<H extends ExportedHandler<Bindings>>(handler: H): H {
  const { scheduled } = handler;
  if (!scheduled) return handler;
  return {
    ...handler,
    scheduled: (controller, env, context) =>
      collectOrderEvents(
        async () => scheduled(controller, env, context),
        (events) => context.waitUntil(publishOrderEvents(env.DB, env.LIVE, events).catch(console.warn)),
      ),
  };
}
