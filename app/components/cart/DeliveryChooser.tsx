import { Form } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import type { DeliveryType } from "../../../contract";
import { useTranslation } from "~/lib/i18n/i18n";
import { NEIGHBORHOOD_MAX } from "../../../contract/limits";
import type { ModeView } from "~/lib/cart/cart-view";
import { feedbackFor } from "~/lib/page/reply-feedback";
import { describedBy, FieldError } from "~/components/FieldError";

interface Props {
  modes: ModeView[];
  mode: DeliveryType;
  /** A mode a link asked for (`?method=`), preselected until the customer confirms it. */
  proposedMode: DeliveryType | null;
  area: string | null;
  deliveryFee: string | null | undefined;
  areas: string[];
  reply: SubmissionResult<string[]> | null;
  notServed: string | null;
  addressNeeded: boolean;
}

export function DeliveryChooser({
  modes,
  mode,
  proposedMode,
  area,
  deliveryFee,
  areas,
  reply,
  notServed,
  addressNeeded,
}: Props) {
  const { t } = useTranslation();
  const chosen = proposedMode ?? mode;
  const areaFeedback = feedbackFor(reply, "area");
  const areaError =
    areaFeedback?.fieldErrors.neighborhood ??
    areaFeedback?.formError ??
    (addressNeeded ? "cart.area.needed" : undefined);
  const fieldState = areaError ? describedBy("neighborhood-error", areaError) : describedBy("not-served", notServed);
  const typedArea = typeof areaFeedback?.values.neighborhood === "string" ? areaFeedback.values.neighborhood : null;
  return (
    <section className="c-cart-section" aria-labelledby="mode-title">
      {modes.length > 1 ? (
        // Keyed by what the server says, so that defaultChecked follows it after each answer.
        <Form key={`${mode}-${proposedMode}`} method="post" preventScrollReset>
          <input type="hidden" name="intent" value="mode" />
          <fieldset className="c-option-group">
            <legend id="mode-title">{t("cart.mode.title")}</legend>
            {proposedMode ? (
              <p role="status" className="c-alert c-alert--info">
                {t("cart.mode.proposed", { mode: t(`cart.mode.${proposedMode}`), current: t(`cart.mode.${mode}`) })}
              </p>
            ) : null}
            {modes.map((offered) => (
              <label key={offered.type} className="c-option">
                <input
                  type="radio"
                  id={`mode-${offered.type}`}
                  name="type"
                  value={offered.type}
                  defaultChecked={offered.type === chosen}
                />
                <span className="c-option__name">{t(`cart.mode.${offered.type}`)}</span>
                {offered.time ? <span className="c-dimmed">{offered.time}</span> : null}
              </label>
            ))}
          </fieldset>
          <button type="submit" id="mode-save" className="c-button c-button--default">
            {t("cart.mode.save")}
          </button>
        </Form>
      ) : (
        <h2 id="mode-title" className="c-cart-section__title">
          {t(`cart.mode.${mode}`)} {modes[0]?.time ? <span className="c-dimmed">{modes[0].time}</span> : null}
        </h2>
      )}
      {mode === "DELIVERY" ? (
        <>
          {notServed ? (
            // Only drawn by the answer to the neighbourhood sent: without JavaScript that is a new page, so this takes the focus.
            <div id="not-served" role="alert" tabIndex={-1} autoFocus className="c-alert c-alert--error c-not-served">
              <p>
                <strong>{t("cart.area.notServed", { area: notServed })}</strong>
              </p>
              <p>{t("cart.area.notServedHelp")}</p>
              <div className="c-row">
                {modes.some((offered) => offered.type === "TAKEOUT") ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="mode" />
                    <input type="hidden" name="type" value="TAKEOUT" />
                    {/* Gone with the alert once the cart is takeout: focus goes to the chosen mode. */}
                    <button
                      type="submit"
                      id="pickup-instead"
                      data-focus-fallback="mode-TAKEOUT mode-save"
                      className="c-button"
                    >
                      {t("cart.area.pickup")}
                    </button>
                  </Form>
                ) : null}
                <a href="#neighborhood" className="c-button c-button--default">
                  {t("cart.area.another")}
                </a>
              </div>
            </div>
          ) : null}
          <Form key={`${area}-${notServed}-${typedArea}`} method="post" preventScrollReset className="c-search">
            <input type="hidden" name="intent" value="area" />
            <div className="c-field c-search__field">
              <label htmlFor="neighborhood">{t("cart.area.label")}</label>
              <input
                id="neighborhood"
                name="neighborhood"
                className="c-input"
                list="delivery-areas"
                autoComplete="address-level3"
                placeholder={t("cart.area.placeholder")}
                defaultValue={notServed ?? typedArea ?? area ?? ""}
                maxLength={NEIGHBORHOOD_MAX}
                required
                {...fieldState}
              />
              <datalist id="delivery-areas">
                {areas.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
              <FieldError id="neighborhood-error" message={areaError} values={{ max: NEIGHBORHOOD_MAX }} />
            </div>
            <button type="submit" id="area-submit" className="c-button c-button--default">
              {t("cart.area.submit")}
            </button>
          </Form>
          {area && !notServed ? (
            <p className="c-dimmed">{t("cart.area.fee", { area, fee: deliveryFee ?? t("cart.summary.free") })}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
