import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { withSentry } from "@sentry/cloudflare";
// The classic compiler provides the app's server build under this virtual module name.
import * as build from "@remix-run/dev/server-build";
import { parseEnv } from "~/lib/platform/env.server";
import { errorReportingOptions } from "~/lib/platform/error-reporting.server";
import { passThroughResponse } from "~/lib/platform/api-pass-through.server";
import { createRequestContext } from "~/lib/platform/context.server";
import { ownPathResponse } from "~/lib/platform/own-paths.server";
import { plainRefusal, withServerTiming } from "~/lib/platform/plain-response.server";
import { resolveMerchantHost } from "~/lib/platform/merchant-host.server";
import { hostLookupClient } from "~/lib/platform/api.server";
import { isValidHostname } from "~/lib/platform/request-guard";
import { createServerTiming } from "~/lib/platform/server-timing.server";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

// Uncaught exceptions reach the error tracker (decision 077); its options come from the parsed env.
export default withSentry((rawEnv: Record<string, unknown>) => errorReportingOptions(parseEnv(rawEnv)), {
  async fetch(request: Request, rawEnv: Record<string, unknown>, ctx: ExecutionContext): Promise<Response> {
    const env = parseEnv(rawEnv);
    const url = new URL(request.url);
    if (!isValidHostname(url.hostname.toLowerCase())) return plainRefusal(request, 400);
    // What this request costs upstream, sent back as Server-Timing (docs/decisions/017).
    const timing = createServerTiming();
    // Which store a custom domain serves, asked only where a path needs it before the page's context.
    const customDomainSlug = async () =>
      (
        await resolveMerchantHost(
          hostLookupClient(request, env, timing),
          url.hostname.toLowerCase(),
          env.APP_HOSTS,
          ctx,
          timing,
        )
      ).customDomainSlug;
    const early =
      (await ownPathResponse(request, url, env, customDomainSlug)) ?? (await passThroughResponse(request, url, env));
    if (early) return withServerTiming(early, timing);

    const served = await createRequestContext(request, url, env, ctx, timing, build.assets.version);
    if (served instanceof Response) return withServerTiming(served, timing);
    return served.finish(await handleRemixRequest(served.remixRequest, served.context));
  },
} satisfies ExportedHandler<Record<string, unknown>>);
