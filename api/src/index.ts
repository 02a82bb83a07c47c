import { withSentry } from "@sentry/cloudflare";
import { createApp } from "./app";
import {
  deleteAbandonedCarts,
  deleteOldConversionEvents,
  deleteOldSandboxOidcCodes,
  expireUnpaidPixOrders,
} from "./cleanup";
import { deleteExpiredAccountRows } from "./db/clients";
import { KNOWN_IP_SECONDS, LONGEST_FAILURE_WINDOW_SECONDS } from "./domain/login-limits";
import type { Bindings } from "./env";
import { errorReportingOptions } from "./error-reporting";
import { withOrderEventsOfJobs } from "./live/jobs";

export { MerchantLive } from "./live/merchant-live";

const app = createApp();

const worker = {
  fetch: app.fetch,
  async scheduled(controller, env, _context) {
    const deleted = await deleteAbandonedCarts(env, new Date(controller.scheduledTime));
    console.log(`cron ${controller.cron}: deleted ${deleted} abandoned carts`);
    const expired = await deleteExpiredAccountRows(
      env.DB,
      new Date(controller.scheduledTime),
      LONGEST_FAILURE_WINDOW_SECONDS,
      KNOWN_IP_SECONDS,
    );
    console.log(
      `cron ${controller.cron}: deleted ${expired} expired account rows (tokens, sessions, counters, old mails)`,
    );
    const pix = await expireUnpaidPixOrders(env, new Date(controller.scheduledTime));
    console.log(`cron ${controller.cron}: expired ${pix} unpaid PIX orders`);
    const events = await deleteOldConversionEvents(env, new Date(controller.scheduledTime));
    console.log(`cron ${controller.cron}: deleted ${events} old conversion events`);
    const codes = await deleteOldSandboxOidcCodes(env, new Date(controller.scheduledTime));
    console.log(`cron ${controller.cron}: deleted ${codes} old sandbox sign-in codes`);
  },
} satisfies ExportedHandler<Bindings>;

// Uncaught exceptions of requests and crons reach the error tracker (decision 077); the crons'
// order events reach the merchants' live objects as the requests' do (decision 090).
export default withSentry(
  (env: Bindings) => errorReportingOptions(env, (request) => app.fetch(request, env)),
  withOrderEventsOfJobs(worker),
);
