import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { type RefObject, useEffect, useRef } from "react";
import { formatMoney } from "../../contract/formats/money";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { consoleHref } from "~/lib/console/console-paths";
import { rescueCalls } from "~/lib/console/console-rescue-api.server";
import { RESCUE_LINK_HOURS, rescueRefusal, rescueSendFormSchema } from "~/lib/console/console-rescue.server";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";

// Every member of the store sends rescues (decision 110): it is the day's customer service, like the
// inbox. Each button is its own form; a send answers where the member was.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await rescueCalls(context.api.send).list(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const time = new Intl.DateTimeFormat(page.store.locale, { timeStyle: "short", timeZone: page.store.timeZone });
  const url = new URL(request.url);
  const sentTo = result.data.carts.find((cart) => cart.guid === url.searchParams.get("sent") && cart.sent);
  return {
    title: page.t("console.rescue.title"),
    hours: RESCUE_LINK_HOURS,
    done: sentTo ? page.t("console.rescue.done.email", { name: sentTo.first_name }) : null,
    carts: result.data.carts.map((cart) => ({
      guid: cart.guid,
      name: cart.first_name,
      leftAt: time.format(new Date(cart.left_at)),
      items: cart.items,
      total: formatMoney(cart.total, page.store.currency, page.store.locale),
      email: cart.email,
      whatsapp: cart.whatsapp,
      sent: cart.sent
        ? page.t(`console.rescue.sent.${cart.sent.channel}`, {
            time: time.format(new Date(cart.sent.sent_at)),
            name: cart.sent.staff_name,
          })
        : null,
    })),
  };
}

type RescueAnswer =
  { guid: string; error: string } | { guid: string; whatsapp: { url: string; text: string; link: string } };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const parsed = rescueSendFormSchema.safeParse(form);
  if (!parsed.success) throw data(null, { status: 400 });
  const { guid, channel, name } = parsed.data;
  // The storefront's public address, as the tables' QR codes link to it.
  const result = await rescueCalls(context.api.send).send(page.slug, page.token, guid, {
    channel,
    link_origin: context.page.publicOrigin,
  });
  if (!result.ok) {
    if (result.status === 401) return page.refused(result);
    const refusal = rescueRefusal(result);
    return data<RescueAnswer>({ guid, error: page.t(refusal.key) }, { status: refusal.status });
  }
  if (result.data.whatsapp_url === null)
    return redirect(`${consoleHref(page.slug, "/rescue")}?sent=${encodeURIComponent(guid)}`);
  // The link is only in this answer (the API keeps its hash): the page shows it rather than redirecting.
  return data<RescueAnswer>({
    guid,
    whatsapp: {
      url: result.data.whatsapp_url,
      text: page.t("console.rescue.done.whatsapp", { name }),
      link: page.t("console.rescue.done.whatsappOpen", { name }),
    },
  });
}

export default function RescueRoute() {
  const { t } = useTranslation();
  const { title, hours, done, carts } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<RescueAnswer>());
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);
  return (
    <div className="c-staff">
      <h1>{title}</h1>
      <p>{t("console.rescue.intro", { hours })}</p>
      <p role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done}
      </p>
      {answer && !carts.some((cart) => cart.guid === answer.guid) ? (
        <Answer answer={answer} answerRef={answerRef} />
      ) : null}
      {carts.length === 0 ? (
        <p>{t("console.rescue.empty")}</p>
      ) : (
        <ul className="c-staff-list">
          {carts.map((cart) => (
            <li key={cart.guid}>
              <section aria-labelledby={`rescue-${cart.guid}`} className="c-console-card">
                <h2 id={`rescue-${cart.guid}`}>{cart.name}</h2>
                <p className="c-dimmed">{t("console.rescue.cart.leftAt", { time: cart.leftAt })}</p>
                <h3>{t("console.rescue.cart.items")}</h3>
                <ul>
                  {cart.items.map((item, index) => (
                    <li key={index}>
                      {t("console.rescue.cart.quantity", { quantity: item.quantity, name: item.name })}
                    </li>
                  ))}
                </ul>
                <p>
                  {t("console.rescue.cart.total")}: <strong>{cart.total}</strong>
                </p>
                {answer?.guid === cart.guid ? <Answer answer={answer} answerRef={answerRef} /> : null}
                {cart.sent ? <p>{cart.sent}</p> : <SendForms cart={cart} />}
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Answer({ answer, answerRef }: { answer: RescueAnswer; answerRef: RefObject<HTMLParagraphElement> }) {
  if ("error" in answer)
    return (
      <p ref={answerRef} role="alert" tabIndex={-1} className="c-alert c-alert--error">
        {answer.error}
      </p>
    );
  return (
    <p ref={answerRef} role="status" tabIndex={-1} className="c-alert c-alert--info">
      {answer.whatsapp.text}{" "}
      <a href={answer.whatsapp.url} target="_blank" rel="noopener noreferrer" className="c-button">
        {answer.whatsapp.link}
      </a>
    </p>
  );
}

function SendForms({ cart }: { cart: { guid: string; name: string; email: boolean; whatsapp: boolean } }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("guid") === cart.guid;
  const send = (channel: "EMAIL" | "WHATSAPP") => (
    <Form method="post">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="guid" value={cart.guid} />
      <input type="hidden" name="channel" value={channel} />
      <input type="hidden" name="name" value={cart.name} />
      <button
        type="submit"
        className="c-button"
        disabled={busy}
        aria-label={t(channel === "EMAIL" ? "console.rescue.send.emailLabel" : "console.rescue.send.whatsappLabel", {
          name: cart.name,
        })}
      >
        {t(channel === "EMAIL" ? "console.rescue.send.email" : "console.rescue.send.whatsapp")}
      </button>
    </Form>
  );
  return (
    <div className="c-console-actions">
      {cart.email ? send("EMAIL") : <p className="c-dimmed">{t("console.rescue.send.noEmail")}</p>}
      {cart.whatsapp ? send("WHATSAPP") : <p className="c-dimmed">{t("console.rescue.send.noWhatsapp")}</p>}
    </div>
  );
}

export function ErrorBoundary() {
  return <ConsolePageError forbidden={{ text: "console.rescue.errors.unavailable" }} />;
}
