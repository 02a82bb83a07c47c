import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n";
import { useMerchantHref } from "~/lib/use-merchant";
import type { CartActionData, loader } from "~/routes/($slug).cart/route";
import type { CartLine } from "~/routes/($slug).cart/cart.server";
import type { SerializeFrom } from "@remix-run/cloudflare";

type CartData = SerializeFrom<typeof loader>;
type FilledCart = Extract<CartData, { empty: false }>;

function Hidden({ fields }: { fields: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function LineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const fields = { kind: line.kind, id: line.id };
  return (
    <li className="c-cart-line">
      <div className="c-cart-line__text">
        <h3 className="c-cart-line__name">{line.name}</h3>
        {line.details.length > 0 ? (
          <ul className="c-cart-line__details">
            {line.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
        {line.notes ? <p className="c-dimmed">{t("cart.line.notes", { notes: line.notes })}</p> : null}
        <p className="c-cart-line__price">
          <strong>{line.total}</strong>
          {line.quantity > 1 ? <span className="c-dimmed"> ({line.quantity} × {line.unitPrice})</span> : null}
        </p>
      </div>
      <div className="c-cart-line__actions">
        {/* Each step is its own form: works without JavaScript, one tap each. */}
        <Form method="post" preventScrollReset className="c-quantity" aria-label={t("cart.line.quantity", { name: line.name })}>
          <Hidden fields={{ intent: "quantity", ...fields }} />
          <button
            type="submit"
            name="quantity"
            value={line.quantity - 1}
            className="c-button c-button--default c-quantity__step"
            aria-label={t("cart.line.decrease", { name: line.name })}
          >
            −
          </button>
          <output className="c-quantity__value" aria-label={t("cart.line.quantity", { name: line.name })}>
            {line.quantity}
          </output>
          <button
            type="submit"
            name="quantity"
            value={line.quantity + 1}
            className="c-button c-button--default c-quantity__step"
            aria-label={t("cart.line.increase", { name: line.name })}
            disabled={line.quantity >= 99}
          >
            +
          </button>
        </Form>
        <Form method="post" preventScrollReset>
          <Hidden fields={{ intent: "remove", ...fields }} />
          <button type="submit" className="c-link-button">
            {t("cart.line.remove", { name: line.name })}
          </button>
        </Form>
      </div>
    </li>
  );
}

function DeliveryChooser({ data, result }: { data: FilledCart; result: CartActionData | null }) {
  const { t } = useTranslation();
  return (
    <section className="c-cart-section" aria-labelledby="mode-title">
      {data.modes.length > 1 ? (
        // Keyed by what the server says, so that defaultChecked follows it after each answer.
        <Form key={data.mode} method="post" preventScrollReset>
          <input type="hidden" name="intent" value="mode" />
          <fieldset className="c-option-group">
            <legend id="mode-title">{t("cart.mode.title")}</legend>
            {data.modes.map((mode) => (
              <label key={mode.type} className="c-option">
                <input
                  type="radio"
                  name="type"
                  value={mode.type}
                  defaultChecked={mode.type === data.mode}
                />
                <span className="c-option__name">{t(`cart.mode.${mode.type}`)}</span>
                {mode.time ? <span className="c-dimmed">{mode.time}</span> : null}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="c-button c-button--default">
            {t("cart.mode.save")}
          </button>
        </Form>
      ) : (
        <h2 id="mode-title" className="c-cart-section__title">
          {t(`cart.mode.${data.mode}`)} {data.modes[0]?.time ? <span className="c-dimmed">{data.modes[0].time}</span> : null}
        </h2>
      )}
      {data.mode === "DELIVERY" ? (
        <>
          {result?.notServed ? (
            <div role="alert" className="c-alert c-alert--error c-not-served">
              <p>
                <strong>{t("cart.area.notServed", { area: result.notServed })}</strong>
              </p>
              <p>{t("cart.area.notServedHelp")}</p>
              <div className="c-row">
                {data.modes.some((mode) => mode.type === "TAKEOUT") ? (
                  <Form method="post" preventScrollReset>
                    <Hidden fields={{ intent: "mode", type: "TAKEOUT" }} />
                    <button type="submit" className="c-button">
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
          <Form key={`${data.cart.area}-${result?.notServed}`} method="post" preventScrollReset className="c-search">
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
                defaultValue={result?.notServed ?? data.cart.area ?? ""}
                maxLength={80}
                required
              />
              <datalist id="delivery-areas">
                {data.areas.map((area) => (
                  <option key={area} value={area} />
                ))}
              </datalist>
            </div>
            <button type="submit" className="c-button c-button--default">
              {t("cart.area.submit")}
            </button>
          </Form>
          {data.cart.area && !result?.notServed ? (
            <p className="c-dimmed">
              {t("cart.area.fee", { area: data.cart.area, fee: data.cart.summary.deliveryFee ?? t("cart.summary.free") })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The cart page (works as plain HTML forms): lines, mode, delivery area, extras, notes, summary. */
export function CartView({ data, result }: { data: CartData; result: CartActionData | null }) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";

  return (
    <main id="main" className="c-container c-page c-cart" aria-busy={busy || undefined}>
      <p>
        <Link to={href("/")}>← {t("cart.backToMenu")}</Link>
      </p>
      <h1>{data.title}</h1>
      {data.notice ? (
        <p role="status" className="c-snackbar">
          {t(data.notice)}
        </p>
      ) : null}
      {result?.error && !result.minimumRefused ? (
        <p role="alert" className="c-alert c-alert--error">
          {t(result.error)}
        </p>
      ) : null}
      {data.empty ? (
        <>
          <p>{t("cart.empty")}</p>
          <Link to={href("/")} className="c-button">
            {t("cart.backToMenu")}
          </Link>
        </>
      ) : (
        <>
          <ul className="c-cart-lines">
            {data.cart.lines.map((line) => (
              <LineRow key={`${line.kind}-${line.id}`} line={line} />
            ))}
          </ul>
          <p>
            <Link to={href("/")}>{t("cart.addMore")}</Link>
          </p>
          <DeliveryChooser data={data} result={result} />
          {data.extras.length > 0 ? (
            <section className="c-cart-section" aria-labelledby="extras-title">
              <h2 id="extras-title" className="c-cart-section__title">
                {t("cart.extras.title")}
              </h2>
              <Form
                key={data.extras.flatMap((extra) => extra.additionals.map((a) => a.quantity)).join()}
                method="post"
                preventScrollReset
              >
                <input type="hidden" name="intent" value="extras" />
                {data.extras.map((extra) => (
                  <fieldset key={extra.id} className="c-option-group">
                    <legend>
                      {extra.name} <span className="c-dimmed">{t("item.chooseUpTo", { count: extra.max })}</span>
                    </legend>
                    {extra.additionals.map((additional) => (
                      <label key={additional.id} className="c-option">
                        <span className="c-option__name">
                          {additional.name}
                          {additional.price ? <span className="c-dimmed"> + {additional.price}</span> : null}
                        </span>
                        <input
                          type="number"
                          className="c-input c-quantity__input"
                          name={`additional-${additional.id}`}
                          min={0}
                          max={extra.max}
                          defaultValue={additional.quantity}
                          aria-label={t("cart.extras.quantity", { name: additional.name })}
                        />
                      </label>
                    ))}
                  </fieldset>
                ))}
                <button type="submit" className="c-button c-button--default">
                  {t("cart.extras.save")}
                </button>
              </Form>
            </section>
          ) : null}
          {data.allowNotes ? (
            <section className="c-cart-section">
              <Form key={data.cart.notes} method="post" preventScrollReset className="c-field">
                <input type="hidden" name="intent" value="notes" />
                <label htmlFor="cart-notes">{t("cart.notes.label")}</label>
                <textarea
                  id="cart-notes"
                  name="notes"
                  className="c-input c-textarea"
                  maxLength={500}
                  rows={2}
                  placeholder={t("cart.notes.placeholder")}
                  defaultValue={data.cart.notes}
                />
                <div>
                  <button type="submit" className="c-button c-button--default">
                    {t("cart.notes.save")}
                  </button>
                </div>
              </Form>
            </section>
          ) : null}
          <section className="c-cart-section" aria-labelledby="summary-title">
            <h2 id="summary-title" className="c-cart-section__title">
              {t("cart.summary.title")}
            </h2>
            <dl className="c-summary">
              <dt>{t("cart.summary.subtotal")}</dt>
              <dd>{data.cart.summary.subtotal}</dd>
              {data.cart.summary.deliveryFee !== undefined ? (
                <>
                  <dt>{t("cart.summary.delivery_fee")}</dt>
                  <dd>{data.cart.summary.deliveryFee ?? t("cart.summary.free")}</dd>
                </>
              ) : null}
              {data.cart.summary.increase ? (
                <>
                  <dt>{t("cart.summary.increase")}</dt>
                  <dd>{data.cart.summary.increase}</dd>
                </>
              ) : null}
              {data.cart.summary.discount ? (
                <>
                  <dt>{t("cart.summary.discount")}</dt>
                  <dd>− {data.cart.summary.discount}</dd>
                </>
              ) : null}
              <dt className="c-summary__total">{t("cart.summary.total")}</dt>
              <dd className="c-summary__total">{data.cart.summary.total}</dd>
            </dl>
          </section>
          {data.minimum ? (
            <div className="c-alert c-alert--info c-minimum" role={result?.minimumRefused ? "alert" : "status"}>
              {result?.minimumRefused ? <strong>{t("cart.minimum.title")}. </strong> : null}
              {t("cart.minimum.notice", { minimum: data.minimum.minimum, missing: data.minimum.missing })}
              {data.minimum.withFees ? ` ${t("cart.minimum.withFees")}` : null}
            </div>
          ) : null}
          {data.scheduleOnly ? <p className="c-alert c-alert--info">{t("cart.scheduled")}</p> : null}
          {result?.ready ? (
            <p role="status" className="c-alert c-alert--info">
              {t("cart.ready")}
            </p>
          ) : null}
          <Form method="post" preventScrollReset className="c-cart-checkout">
            <input type="hidden" name="intent" value="checkout" />
            <button type="submit" className="c-button c-cart-checkout__button" disabled={busy}>
              {t("cart.checkout")} · {data.cart.summary.total}
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
