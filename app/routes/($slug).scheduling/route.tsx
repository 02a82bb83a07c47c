import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { describedBy, FieldError } from "~/components/FieldError";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import type { loader } from "./scheduling.server";

export { action, loader } from "./scheduling.server";

export const handle = { texts: ["cart.errors", "loyalty.errors", "scheduling"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function SchedulingRoute() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData() as { reply: SubmissionResult<string[]> } | undefined;
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const error = result?.reply.error?.when?.[0] ?? result?.reply.error?.[""]?.[0] ?? null;
  const errorId = "scheduling-when-error";

  return (
    <main id="main" className="c-container c-page c-scheduling" aria-busy={navigation.state !== "idle" || undefined}>
      <p>
        <Link to={page.backHref} className="c-back-link">
          ← {t(page.from === "checkout" ? "scheduling.backToCheckout" : "scheduling.backToCart")}
        </Link>
      </p>
      <h1 id="scheduling-title" tabIndex={-1}>
        {page.title}
      </h1>
      {page.state === "unavailable" ? (
        <p role="alert" className="c-alert c-alert--error">
          {t("scheduling.errors.unreachable")}
        </p>
      ) : page.state === "disabled" ? (
        <p>{t("scheduling.disabled")}</p>
      ) : page.state === "noCart" ? (
        <>
          <p>{t("scheduling.noCart")}</p>
          <p>
            <Link to={page.menuHref} className="c-button">
              {t("scheduling.backToMenu")}
            </Link>
          </p>
        </>
      ) : (
        <>
          {page.current ? <p>{t("scheduling.scheduledFor", { when: page.current })}</p> : null}
          {page.scheduleOnly ? <p className="c-alert c-alert--info">{t("scheduling.scheduleOnly")}</p> : null}
          {page.closedStatus ? (
            <div className="c-alert c-alert--info">
              <p>
                <strong>{page.closedStatus}</strong>
              </p>
              {page.days.length > 0 ? <p>{t("scheduling.closedNow")}</p> : null}
            </div>
          ) : null}
          {page.days.length > 0 ? (
            // A GET form: without JavaScript its button lists that day's times.
            <Form
              method="get"
              className="c-section"
              onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
            >
              <input type="hidden" name="from" value={page.from} />
              <fieldset className="c-option-group">
                <legend>{t("scheduling.day")}</legend>
                {page.days.map((day) => (
                  <label key={day.date} className="c-option">
                    <input type="radio" name="day" value={day.date} defaultChecked={day.checked} />
                    {day.label}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="c-button c-button--default">
                {t("scheduling.showSlots")}
              </button>
            </Form>
          ) : (
            <p>{t("scheduling.noSlots")}</p>
          )}
          <Form method="post" className="c-section" key={page.day ?? "none"}>
            <input type="hidden" name="intent" value="when" />
            <input type="hidden" name="from" value={page.from} />
            <fieldset className="c-option-group" {...describedBy(errorId, error)}>
              <legend>{t("scheduling.slot")}</legend>
              {page.asap ? (
                <label className="c-option">
                  <input type="radio" name="when" value="asap" defaultChecked={page.asap.checked} />
                  {page.asapTime ? t("scheduling.asapTime", { time: page.asapTime }) : t("scheduling.asap")}
                </label>
              ) : null}
              {page.slots.map((slot) => (
                <label key={slot.value} className="c-option">
                  <input type="radio" name="when" value={slot.value} defaultChecked={slot.checked} />
                  {slot.label}
                </label>
              ))}
              <FieldError id={errorId} message={error} />
            </fieldset>
            <button type="submit" className="c-button">
              {t("scheduling.save")}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
