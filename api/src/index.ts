import { withSentry } from "@sentry/cloudflare";
import { createApp } from "./app";
import {
  deleteAbandonedCarts,
  deleteOldConversionEvents,
  deleteOldSandboxOidcCodes,
  deleteSupersededPhotos,
  deleteExpiredRescueLinks,
  purgeMenuTrash,
} from "./cleanup";
import { deleteExpiredAccountRows } from "./db/clients";
import { KNOWN_IP_SECONDS, LONGEST_FAILURE_WINDOW_SECONDS } from "./domain/login-limits";
import { RECONCILIATION_CRON } from "./domain/reconciliation";
import type { Bindings } from "./env";
import { errorReportingOptions } from "./error-reporting";
import { expireOverduePayments, reconcilePendingPayments } from "./services/reconciliation";
import { refreshPendingDomains } from "./services/custom-domains";
import { withOrderEventsOfJobs } from "./live/jobs";

export { MerchantLive } from "./live/merchant-live";

const app = createApp();

const worker = {
  fetch: app.fetch,
  async scheduled(controller, env, context) {
    const now = new Date(controller.scheduledTime);
    if (controller.cron === RECONCILIATION_CRON) {
      // Payments first: one approved before its deadline whose notification was lost pays its order, not expires it.
      const inProcess = async (request: Request) => app.fetch(request, env, context);
      const run = await reconcilePendingPayments(env.DB, env, inProcess, now);
      const expired = await expireOverduePayments(env.DB, now);
      console.log(
        `cron ${controller.cron}: read ${run.read} pending payments (paid ${run.applied.paid}, failed ${run.applied.failed}, refunded ${run.applied.refunded}, ${run.unreachable} merchants unreachable); expired ${expired} unpaid orders`,
      );
      // Stores' domains waiting for their DNS records (decision 109): served from the run that reads them active.
      const domains = await refreshPendingDomains(env.DB, env, inProcess, now.getTime());
      console.log(
        `cron ${controller.cron}: read ${domains.read} pending custom domains (${domains.unreachable} unreachable)`,
      );
      return;
    }
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
    const rescueLinks = await deleteExpiredRescueLinks(env, now);
    console.log(`cron ${controller.cron}: deleted ${rescueLinks} rescue links expired over a day ago`);
    const events = await deleteOldConversionEvents(env, new Date(controller.scheduledTime));
    console.log(`cron ${controller.cron}: deleted ${events} old conversion events`);
    const codes = await deleteOldSandboxOidcCodes(env, new Date(controller.scheduledTime));
    console.log(`cron ${controller.cron}: deleted ${codes} old sandbox sign-in codes`);
    const purged = await purgeMenuTrash(env, now);
    console.log(`cron ${controller.cron}: purged ${purged} categories and dishes from the menu trash`);
    const photos = await deleteSupersededPhotos(env, now);
    console.log(`cron ${controller.cron}: deleted ${photos} superseded images from R2`);
  },
} satisfies ExportedHandler<Bindings>;

// Uncaught exceptions of requests and crons reach the error tracker (decision 077); the crons'
// order events reach the merchants' live objects as the requests' do (decision 090).
export default withSentry(
  (env: Bindings) => errorReportingOptions(env, (request) => app.fetch(request, env)),
  withOrderEventsOfJobs(worker),
);
