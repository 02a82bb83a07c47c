import type { Bindings } from "../env";
import { publishOrderEvents } from "../services/live-updates";
import { acceptAutomatically } from "../services/store-totals";
import { collectOrderEvents, orderEventsSoFar } from "./order-events";

/** The handler with its cron's order events (a PIX expired) sent to the merchants' live objects, as requests' are. */
export function withOrderEventsOfJobs<H extends ExportedHandler<Bindings>>(handler: H): H {
  const { scheduled } = handler;
  if (!scheduled) return handler;
  return {
    ...handler,
    scheduled: (controller, env, context) =>
      collectOrderEvents(
        async () => {
          await scheduled(controller, env, context);
          await acceptAutomatically(env.DB, orderEventsSoFar()).catch(console.warn);
        },
        (events) => context.waitUntil(publishOrderEvents(env.DB, env.LIVE, events).catch(console.warn)),
      ),
  };
}
