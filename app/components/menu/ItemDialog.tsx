import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useDataSaver } from "~/lib/page/data-saver";
import { useEffect, useRef, useState } from "react";
// Browser code imports the pure modules, never contract/index (it would bring zod along).
import { dishImageSources } from "../../../contract/formats/dish-photos";
import { displayLocale, formatMoney } from "../../../contract/formats/money";
import { LINE_NOTES_MAX, MAX_LINE_QUANTITY } from "../../../contract/limits";
import { Dialog } from "~/components/Dialog";
import { cardLinkId } from "./MenuSectionList";
import { Price } from "./Price";
import { describedBy, FieldError } from "~/components/FieldError";
import { useTranslation } from "~/lib/i18n/i18n";
import { merchantHref } from "~/lib/store/links";
import { useContentLang, useMerchant } from "~/lib/store/use-merchant";
import type { ItemModal } from "~/lib/menu/menu-view";
import { chosenOptions, optionFieldName, type ItemFormState } from "./item-form";
import { QuantityInput, QuantityStepper } from "./QuantityStepper";

export { chosenOptions, optionFieldName, type ItemFormState } from "./item-form";

function groupHint(t: ReturnType<typeof useTranslation>["t"], min: number, max: number): string {
  if (min === max) return t("item.chooseExactly", { count: min });
  if (min === 0) return t("item.chooseUpTo", { count: max });
  return t("item.chooseBetween", { min, max });
}

export function ItemDialog({
  item,
  closeHref,
  allowEnterQuantity,
  state,
}: {
  /** `ageAsked`: a dish for adults, and the visitor has not said they are 18 or older yet. */
  item: ItemModal & { ageAsked?: boolean };
  closeHref: string;
  allowEnterQuantity: boolean;
  state: ItemFormState | null;
}) {
  const { t, i18n } = useTranslation();
  const merchant = useMerchant();
  const lang = useContentLang();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<number[]>(state?.options ?? []);
  const [quantity, setQuantity] = useState(state?.quantity ?? 1);
  // Steppers and the per-group limit need JavaScript; without it the typed quantity (or 1) is sent.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const optionPrices = item.groups.flatMap((group) => group.options).filter((option) => chosen.includes(option.id));
  const unit = item.priceMinor + optionPrices.reduce((sum, option) => sum + option.priceMinor, 0);
  const safeQuantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity || 1));
  const total = merchant
    ? formatMoney(unit * safeQuantity, merchant.currency, displayLocale(i18n.language, merchant.country))
    : item.price;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "add-item";
  const formRef = useRef<HTMLFormElement>(null);
  // Choices made before hydration stay: once mounted, the state is read from the form as left.
  useEffect(() => {
    if (formRef.current) setChosen(chosenOptions(new FormData(formRef.current)));
  }, []);
  useEffect(() => {
    if (!state) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>(
      '[aria-invalid="true"] input:not(:disabled), [aria-invalid="true"]:is(input, textarea), .c-item-form > [role="alert"]',
    );
    target?.focus();
  }, [state]);
  // "Yes, I am 18" redraws the dialog and the focused button is gone: the focus goes to the form's first choice.
  const asked = useRef(item.ageAsked);
  useEffect(() => {
    if (asked.current && !item.ageAsked)
      formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]):not(:disabled), textarea, button")?.focus();
    asked.current = item.ageAsked;
  }, [item.ageAsked]);
  // Without JavaScript too, the page opens on what answers the customer.
  const refusedAt = state ? refusalTarget(item, state) : null;
  const saver = useDataSaver();
  const titleId = `item-${item.id}-title`;
  const notesErrorId = `item-${item.id}-notes-error`;
  const quantityErrorId = `item-${item.id}-quantity-error`;

  return (
    <Dialog
      titleId={titleId}
      closeHref={closeHref}
      className="c-item-dialog"
      returnFocusId={cardLinkId("item", item.id)}
    >
      {item.image && !saver ? (
        <img
          className="c-item-dialog__image"
          {...dishImageSources(item.image, "dialog")}
          alt=""
          width={480}
          height={270}
        />
      ) : null}
      <h2 id={titleId} tabIndex={-1} className="c-dialog__title" lang={lang} autoFocus={!state}>
        {item.name}
      </h2>
      {item.description ? (
        <p className="c-dimmed" lang={lang}>
          {item.description}
        </p>
      ) : null}
      <p className="c-item__price">
        <Price price={item.price} originalPrice={item.originalPrice} />
      </p>
      {item.ageAsked ? (
        <AgeQuestion closeHref={closeHref} />
      ) : (
        <Form
          method="post"
          preventScrollReset
          className="c-item-form"
          ref={formRef}
          onSubmit={(event) => {
            if (busy) event.preventDefault();
          }}
          onChange={(event) => {
            const form = new FormData(event.currentTarget);
            setChosen(chosenOptions(form));
            if (form.has("quantity")) setQuantity(Number(form.get("quantity")));
          }}
        >
          <input type="hidden" name="intent" value="add-item" />
          <input type="hidden" name="itemId" value={item.id} />
          {state?.formError ? (
            <p role="alert" className="c-alert c-alert--error" tabIndex={-1} autoFocus={refusedAt === "message"}>
              {t(state.formError)}
            </p>
          ) : null}
          {item.groups.map((group) => {
            const required = group.min > 0;
            const single = group.min === 1 && group.max === 1;
            const count = group.options.filter((option) => chosen.includes(option.id)).length;
            // Once the customer's choice fits the group (JavaScript follows it live), the message goes.
            const refusedCount = group.options.filter((option) => state?.options.includes(option.id)).length;
            const fits = count >= group.min && count <= group.max;
            const invalid = (state?.invalidGroups.includes(group.id) ?? false) && !(hydrated && fits);
            const errorId = `group-${group.id}-error`;
            return (
              <fieldset
                key={group.id}
                className="c-option-group"
                aria-describedby={invalid ? errorId : undefined}
                aria-invalid={invalid || undefined}
              >
                <legend>
                  <span className="c-option-group__name" lang={lang}>
                    {group.name}
                  </span>{" "}
                  <span className="c-dimmed">{groupHint(t, group.min, group.max)}</span>{" "}
                  {required ? <span className="c-tag">{t("item.required")}</span> : null}
                </legend>
                {invalid ? (
                  <p id={errorId} className="c-field-error" role="alert">
                    {refusedCount < group.min
                      ? t("item.errors.chooseAtLeast", { count: group.min })
                      : t("item.errors.chooseAtMost", { count: group.max })}
                  </p>
                ) : null}
                {group.options.map((option, index) => {
                  const checked = chosen.includes(option.id);
                  return (
                    <label key={option.id} className="c-option">
                      <input
                        type={single ? "radio" : "checkbox"}
                        name={optionFieldName(group.id)}
                        value={option.id}
                        defaultChecked={state?.options.includes(option.id)}
                        disabled={!single && !checked && count >= group.max && hydrated}
                        autoFocus={(index === 0 && refusedAt === group.id) || undefined}
                      />
                      <span className="c-option__name" lang={lang}>
                        {option.name}
                        {option.description ? <span className="c-dimmed"> {option.description}</span> : null}
                      </span>
                      {option.price ? <span className="c-option__price">+ {option.price}</span> : null}
                    </label>
                  );
                })}
              </fieldset>
            );
          })}
          <div className="c-field">
            <label htmlFor={`item-${item.id}-notes`}>{t("item.notes")}</label>
            <textarea
              id={`item-${item.id}-notes`}
              name="notes"
              className="c-input c-textarea"
              maxLength={LINE_NOTES_MAX}
              rows={2}
              placeholder={t("item.notesPlaceholder")}
              defaultValue={state?.notes ?? ""}
              autoFocus={refusedAt === "notes" || undefined}
              {...describedBy(notesErrorId, state?.fieldErrors.notes)}
            />
            <FieldError
              id={notesErrorId}
              message={state?.fieldErrors.notes ?? undefined}
              values={{ max: LINE_NOTES_MAX }}
            />
          </div>
          <div className="c-item-form__footer">
            <QuantityStepper quantity={safeQuantity} hydrated={hydrated} onChange={setQuantity}>
              {allowEnterQuantity ? (
                <QuantityInput
                  value={quantity}
                  onChange={setQuantity}
                  {...describedBy(quantityErrorId, state?.fieldErrors.quantity)}
                />
              ) : (
                <>
                  <output className="c-quantity__value" aria-live="polite">
                    {safeQuantity}
                  </output>
                  <input type="hidden" name="quantity" value={safeQuantity} />
                </>
              )}
            </QuantityStepper>
            <FieldError id={quantityErrorId} message={state?.fieldErrors.quantity ?? undefined} />
            {/* Not `disabled` while sending: a disabled button drops the keyboard focus. A second tap is ignored by onSubmit. */}
            <button
              type="submit"
              className="c-button c-item-form__add"
              disabled={!item.available}
              aria-disabled={busy || undefined}
            >
              {item.available ? t("item.add", { total }) : t("menu.unavailable")}
            </button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}

function refusalTarget(item: ItemModal, state: ItemFormState): "message" | "notes" | number | null {
  if (state.formError) return "message";
  const group = item.groups.find((candidate) => state.invalidGroups.includes(candidate.id));
  if (group) return group.id;
  return state.fieldErrors.notes ? "notes" : null;
}

/** Yes posts to `/age-confirmation`, which remembers it for this store and comes back to this dish. */
function AgeQuestion({ closeHref }: { closeHref: string }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const location = useLocation();
  const action = merchant ? merchantHref(merchant, "/age-confirmation") : "/age-confirmation";
  return (
    <Form method="post" action={action} className="c-item-form c-age-question">
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <p className="c-alert c-alert--info">{t("age.question")}</p>
      <div className="c-row">
        <button type="submit" className="c-button">
          {t("age.confirm")}
        </button>
        <Link to={closeHref} className="c-button c-button--default" preventScrollReset>
          {t("age.decline")}
        </Link>
      </div>
    </Form>
  );
}
