import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { captureException } from "@sentry/cloudflare";
import { type ApiError, MAX_LINE_QUANTITY, SETTINGS_VERSION_HEADER } from "../../contract";
import { requireMerchantAccess } from "./auth/middleware";
import { requireStaff } from "./auth/staff-access";
import { isQuantityCheckViolation } from "./db/carts";
import type { AppEnv } from "./env";
import { limitBody, requireJsonBody } from "./http/body";
import { collectOrderEvents, orderEventsSoFar } from "./live/order-events";
import { publishOrderEvents } from "./services/live-updates";
import { acceptAutomatically } from "./services/store-totals";
import { HttpError } from "./http/errors";
import { authenticatesRoutes } from "./routes/authenticates";
import { bannersRoutes } from "./routes/banners";
import { addressesRoutes } from "./routes/addresses";
import { adminRoutes } from "./routes/admin";
import { analyticsRoutes } from "./routes/analytics";
import { cardsRoutes } from "./routes/cards";
import { cartsRoutes } from "./routes/carts";
import { couponsRoutes } from "./routes/coupons";
import { consoleAuthRoutes, consoleSessionRoutes } from "./routes/console";
import { consoleDayRoutes } from "./routes/console-day";
import { consoleKitchenRoutes } from "./routes/console-kitchen";
import { consoleMenuRoutes } from "./routes/console-menu";
import { consoleMenuPizzaRoutes } from "./routes/console-menu-pizza";
import { consoleMenuExtrasRoutes } from "./routes/console-menu-extras";
import { consoleMenuPhotosRoutes } from "./routes/console-menu-photos";
import { consoleOrdersRoutes } from "./routes/console-orders";
import { consolePaymentsRoutes } from "./routes/console-payments";
import { consoleStaffRoutes } from "./routes/console-staff";
import { consoleTablesRoutes } from "./routes/console-tables";
import { consoleMenuSpreadsheetRoutes } from "./routes/console-menu-spreadsheet";
import { consoleSettingsRoutes } from "./routes/console-settings";
import { consoleDomainRoutes } from "./routes/console-domain";
import { consoleSettingsPagesRoutes } from "./routes/console-settings-pages";
import { consoleRescueRoutes } from "./routes/console-rescue";
import { rescueRoutes } from "./routes/rescue";
import { consoleSettingsRewardsRoutes } from "./routes/console-settings-rewards";
import { consoleSettingsDeliveryRoutes } from "./routes/console-settings-delivery";
import { consoleSettingsHoursRoutes } from "./routes/console-settings-hours";
import { consoleLinkRoutes, consoleOnboardingRoutes } from "./routes/console-onboarding";
import { platformRoutes } from "./routes/platform";
import { consoleSettingsBrandRoutes } from "./routes/console-settings-brand";
import { clientsRoutes, devRoutes } from "./routes/clients";
import { configurationRoutes } from "./routes/configuration";
import { deliveryRoutes } from "./routes/delivery";
import { fidelityRoutes } from "./routes/fidelity";
import { hostsRoutes } from "./routes/hosts";
import { consoleLiveRoutes, orderLiveRoutes } from "./routes/live";
import { locationsRoutes } from "./routes/locations";
import { marketplacesRoutes } from "./routes/marketplaces";
import { menuRoutes } from "./routes/menu";
import { merchantsRoutes } from "./routes/merchants";
import { mercadoPagoWebhooksRoutes } from "./routes/mercadopago-webhooks";
import { operationRoutes } from "./routes/operation";
import { ordersRoutes } from "./routes/orders";
import { paymentMethodsRoutes } from "./routes/payment-methods";
import { paymentsRoutes } from "./routes/payments";
import { providerRoutes } from "./routes/provider";
import { providerGeocodingRoutes } from "./routes/provider-geocoding";
import { providerMercadoPagoRoutes } from "./routes/provider-mercadopago";
import { adminCustomHostnamesRoutes, providerCloudflareRoutes } from "./routes/provider-cloudflare";
import { providerOidcRoutes } from "./routes/provider-oidc";
import { errorTrackerIntakeRoutes, errorTrackerReadRoutes } from "./routes/provider-error-tracker";
import { graphIntakeRoutes, graphReadRoutes } from "./routes/provider-graph";
import { settingsRoutes } from "./routes/settings";
import { socialLoginsRoutes } from "./routes/social-logins";
import { loyaltyRoutes } from "./routes/loyalty";
import { schedulingRoutes } from "./routes/scheduling";
import { storesRoutes } from "./routes/stores";
import { tablesRoutes } from "./routes/tables";

const codeOfStatus = (status: number): string =>
  status === 401
    ? "UNAUTHORIZED"
    : status === 403
      ? "FORBIDDEN"
      : status === 404
        ? "NOT_FOUND"
        : status < 500
          ? "VALIDATION_ERROR"
          : "INTERNAL_ERROR";

function executionContextOf(c: Context<AppEnv>): Context<AppEnv>["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** The ordering API: every answer is JSON, `{ data }` on success and `{ code, message, errors? }` otherwise. */
export function createApp() {
  const app = new Hono<AppEnv>();

  // Before anything reads a body: 413 for an oversized one, 415 for one that is not JSON.
  app.use("*", async (c, next) => {
    c.set("inProcess", async (request) => app.fetch(request, c.env, executionContextOf(c)));
    await next();
  });
  // Every order event the request's writes committed goes to its merchant's live object after the
  // answer (decision 090): never delaying nor failing it.
  app.use("*", async (c, next) => {
    const executionCtx = executionContextOf(c);
    await collectOrderEvents(next, (events) => {
      const sent = publishOrderEvents(c.env.DB, c.env.LIVE, events).catch((error: unknown) => console.warn(error));
      executionCtx?.waitUntil(sent);
    });
  });
  // A store that accepts automatically answers the orders this request placed or saw paid
  // (decision 094); its moves are events of the request too. A failure leaves them to staff.
  app.use("*", async (c, next) => {
    await next();
    await acceptAutomatically(c.env.DB, orderEventsSoFar()).catch((error: unknown) => console.warn(error));
  });
  app.use("*", limitBody);
  app.use("*", requireJsonBody);

  // Authenticated with the shared client secret, not with an access token.
  app.route("/authenticates", authenticatesRoutes);
  app.route("/hosts", hostsRoutes);
  // The sandbox card provider's hosted page (HTML, reached through the storefront's /_provider/*): no token.
  app.route("/provider", providerRoutes);
  // The sandbox identity provider (OIDC issuer per social login provider), only where IDP_SANDBOX_KEY is set.
  app.route("/provider", providerOidcRoutes);
  // The geocoding provider's stand-in, only where GEOCODER_API_KEY is not set.
  app.route("/provider", providerGeocodingRoutes);
  // The sandbox error tracker (Sentry's envelope endpoint), only where ERROR_TRACKER_SANDBOX is "1".
  app.route("/provider", errorTrackerIntakeRoutes);
  // The sandbox Graph API (Meta's conversions API), only where CONVERSIONS_SANDBOX is "1".
  app.route("/provider", graphIntakeRoutes);
  // The Mercado Pago stand-in, only where MERCADOPAGO_SANDBOX is "1"; its accounts are their access tokens.
  app.route("/provider", providerMercadoPagoRoutes);
  // The Cloudflare for SaaS stand-in, only where CUSTOM_HOSTNAMES_SANDBOX is "1"; any bearer token opens a zone.
  app.route("/provider", providerCloudflareRoutes);
  // Payment providers' notifications: no token, each checks its provider's signature.
  app.route("/webhooks", mercadoPagoWebhooksRoutes);
  // Local development only: 404 unless MAIL_OUTBOX_READABLE is "1" and the shared secret is presented.
  app.route("/dev", devRoutes);
  app.route("/dev", errorTrackerReadRoutes);
  app.route("/dev", graphReadRoutes);
  // The merchant side of orders: the admin key, not an access token.
  // The stand-in's custom hostnames marked active or failed, as Cloudflare would (ADMIN_KEY).
  app.route("/admin", adminCustomHostnamesRoutes);
  app.route("/admin", adminRoutes);
  // The platform's operator creates stores (decision 108): the same key as /admin.
  app.route("/platform", platformRoutes);
  // The store's console: its staff's own logins (routes/console*.ts), never a customer's token.
  // Everything under /console/{slug}/ after the login needs a live staff login of that store.
  app.route("/console", consoleAuthRoutes);
  app.route("/console", consoleLinkRoutes);
  app.use("/console/:slug/*", requireStaff);
  app.route("/console", consoleSessionRoutes);
  app.route("/console", consoleOrdersRoutes);
  app.route("/console", consoleStaffRoutes);
  app.route("/console", consoleMenuSpreadsheetRoutes);
  app.route("/console", consoleTablesRoutes);
  app.route("/console", consoleKitchenRoutes);
  app.route("/console", consoleDayRoutes);
  app.route("/console", consolePaymentsRoutes);
  app.route("/console", consoleMenuRoutes);
  app.route("/console", consoleMenuPizzaRoutes);
  app.route("/console", consoleMenuExtrasRoutes);
  app.route("/console", consoleSettingsRoutes);
  app.route("/console", consoleDomainRoutes);
  app.route("/console", consoleSettingsPagesRoutes);
  app.route("/console", consoleRescueRoutes);
  app.route("/console", consoleSettingsRewardsRoutes);
  app.route("/console", consoleSettingsDeliveryRoutes);
  app.route("/console", consoleSettingsHoursRoutes);
  app.route("/console", consoleOnboardingRoutes);
  app.route("/console", consoleSettingsBrandRoutes);
  app.route("/console", consoleMenuPhotosRoutes);
  app.route("/console", consoleLiveRoutes);

  // Everything else addresses one merchant and needs an access token issued for it.
  app.use("*", requireMerchantAccess);
  // Every read answers the settings version read with its merchant, before its documents: the
  // storefront's cache labels its entry with it and reads it again after a change (decision 102).
  app.use("*", async (c, next) => {
    await next();
    const merchant = c.get("merchant") as AppEnv["Variables"]["merchant"] | undefined;
    if (c.req.method === "GET" && merchant) c.header(SETTINGS_VERSION_HEADER, String(merchant.settingsVersion));
  });
  app.route("/", merchantsRoutes);
  app.route("/", storesRoutes);
  app.route("/", settingsRoutes);
  app.route("/", operationRoutes);
  app.route("/", menuRoutes);
  app.route("/", bannersRoutes);
  app.route("/", marketplacesRoutes);
  app.route("/", deliveryRoutes);
  app.route("/", cartsRoutes);
  app.route("/", rescueRoutes);
  app.route("/", couponsRoutes);
  app.route("/", addressesRoutes);
  app.route("/", cardsRoutes);
  app.route("/", paymentsRoutes);
  app.route("/", locationsRoutes);
  app.route("/", clientsRoutes);
  app.route("/", socialLoginsRoutes);
  app.route("/", paymentMethodsRoutes);
  app.route("/", ordersRoutes);
  app.route("/", orderLiveRoutes);
  app.route("/", tablesRoutes);
  app.route("/", fidelityRoutes);
  app.route("/", loyaltyRoutes);
  app.route("/", schedulingRoutes);
  app.route("/", analyticsRoutes);
  // Several of the reads above in one answer, each asked of this app as a caller would ask it.
  app.route(
    "/",
    configurationRoutes(async (c, request) => app.fetch(request, c.env, executionContextOf(c))),
  );

  app.notFound((c) =>
    c.json({ code: "NOT_FOUND", message: `No route for ${c.req.method} ${c.req.path}` } satisfies ApiError, 404),
  );

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.toBody(), error.status, error.headers());
    // The database's own bound on a quantity: what settles requests that crossed (decision 009).
    if (isQuantityCheckViolation(error)) {
      const body: ApiError = { code: "INVALID_QUANTITY", message: `A line holds 1 to ${MAX_LINE_QUANTITY}` };
      return c.json(body, 422);
    }
    // Hono's own refusals, such as a malformed JSON body.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ code: codeOfStatus(error.status), message: error.message } satisfies ApiError, error.status);
    }
    // Logged for `wrangler tail` and reported (decision 077); the client gets no stack trace or internals.
    console.error(error);
    captureException(error, {
      tags: {
        endpoint: c.req.routePath,
        method: c.req.method,
        status: 500,
        class: error instanceof Error ? error.name : typeof error,
      },
    });
    return c.json({ code: "INTERNAL_ERROR", message: "Internal server error" } satisfies ApiError, 500);
  });

  return app;
}
