import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formatInTimeZone } from "date-fns-tz";
import { renderToStaticMarkup } from "react-dom/server";
import { StatusFrameDocument, type StatusFrameView } from "~/components/orders/OrderStatusFrame";
import { autoRefreshStopped } from "~/lib/page/auto-refresh.server";
import { resolveColorScheme } from "~/lib/page/color-scheme.server";
import { createTranslator, I18nContext, type Translations } from "~/lib/i18n/i18n";
import { resources } from "~/lib/i18n/i18n.server";
import { pixPending, refreshSeconds, statusKey, PIX_REFRESH_SECONDS } from "~/lib/orders/order-view";
import { orderIdParam } from "~/lib/orders/orders.server";
import { merchantTheme } from "~/lib/store/theme";
import { themeCss } from "~/lib/store/theme.server";
import appStyles from "~/styles/app.css";
import mantineStyles from "~/styles/mantine.css";
import { requireStore } from "~/lib/store/store.server";

/**
 * The order's status frame (no layout, no script) for where the order page cannot poll: it reloads
 * itself while the status is the one the page shows, then links to the updated order in the whole tab.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = orderIdParam(params.id);
  const page = await requireStore(context, request);
  const url = new URL(request.url);
  const [result, colorScheme, stopped] = await Promise.all([
    context.api.getOrder(page.slug, page.token, id),
    resolveColorScheme(request),
    autoRefreshStopped(request),
  ]);
  const now = new Date();
  const orderHref = page.href(`/orders/${id}`);
  const checkedAt = formatInTimeZone(now, page.timeZone, "HH:mm:ss");
  let view: StatusFrameView;
  if (result.ok) {
    const order = result.data;
    const changed =
      order.status !== url.searchParams.get("status") || order.payment.status !== url.searchParams.get("payment");
    const expiresAt = pixPending(order) ? order.payment.pix?.expires_at : undefined;
    view = {
      statusKey: statusKey(order.status),
      changed,
      minutesLeft: expiresAt ? Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / 60_000)) : null,
      checkedAt,
      refreshSeconds: changed || stopped ? null : refreshSeconds(order),
      orderHref,
    };
  } else if (result.status >= 500 || result.status === 429) {
    view = {
      statusKey: null,
      changed: false,
      minutesLeft: null,
      checkedAt,
      refreshSeconds: stopped ? null : PIX_REFRESH_SECONDS,
      orderHref,
    };
  } else {
    // Not the caller's order any more (logged out, another session): the order page says why.
    view = { statusKey: null, changed: true, minutesLeft: null, checkedAt, refreshSeconds: null, orderHref };
  }
  const t = createTranslator(page.language, resources[page.language].common as Translations);
  const html = renderToStaticMarkup(
    <I18nContext.Provider value={{ language: page.language, t }}>
      <StatusFrameDocument
        view={view}
        language={page.language}
        colorScheme={colorScheme.rendered}
        styles={[mantineStyles, appStyles]}
        themeCss={themeCss(merchantTheme(page.merchant.stylizations))}
        nonce={context.page.nonce}
      />
    </I18nContext.Provider>,
  );
  return new Response(`<!DOCTYPE html>${html}`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
