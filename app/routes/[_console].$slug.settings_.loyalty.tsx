import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { formatInTimeZone } from "date-fns-tz";
import type { ConsoleLoyalty } from "../../contract";
import { formatMoney } from "../../contract/formats/money";
import { formatMoneyInput } from "../../contract/formats/money-input";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { MoneyInput } from "~/components/MoneyInput";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { DateField } from "~/components/console/settings/CouponForm";
import { typed, type MenuFormAnswer } from "~/lib/console/console-menu";
import { requestKeyOf, requireOwner } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { rewardsCalls } from "~/lib/console/console-settings-rewards-api.server";
import {
  campaignFormField,
  campaignFormSchema,
  campaignKeySchema,
  campaignPaymentMethods,
  fidelityFormField,
  fidelityFormSchema,
  fidelityModalities,
  loyaltyFormSchema,
  refusedRewardsForm,
} from "~/lib/console/console-settings-rewards.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

/*
 * The loyalty programme, its campaigns and the fidelity programme (decision 107): one plain form
 * each, every campaign its own form; the dishes redeemed with points are set on the menu editor's
 * dish pages, linked from here. Staff read them.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const K = "console.settings.rewards.loyalty";
const DONE = ["loyalty", "campaignCreated", "campaignSaved", "campaignDeleted", "fidelity"] as const;

async function read(args: LoaderFunctionArgs) {
  const page = await staffPage(args.context, args.request, args.params);
  const calls = rewardsCalls(args.context.api.send);
  const result = await calls.loyalty(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  return { page, calls, loyalty: result.data };
}

export async function loader(args: LoaderFunctionArgs) {
  const { page, loyalty } = await read(args);
  const url = new URL(args.request.url);
  const asked = Number(url.searchParams.get("delete"));
  return {
    title: page.t(`${K}.title`),
    slug: page.slug,
    owner: page.staff.role === "OWNER",
    currency: page.store.currency,
    today: formatInTimeZone(new Date(), page.store.timeZone, "yyyy-MM-dd"),
    done: DONE.find((what) => what === url.searchParams.get("done")) ?? null,
    paymentMethods: campaignPaymentMethods,
    modalities: fidelityModalities,
    deleteAsked: loyalty.campaigns.some((campaign) => campaign.id === asked) ? asked : null,
    loyalty,
    // The new campaign form's own key, drawn each time: sent twice (a double tap without JavaScript), it adds one.
    requestKey: crypto.randomUUID(),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { page, calls, loyalty } = await read(args);
  requireOwner(page);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const here = (done: string, hash: string) =>
    redirect(`${consoleHref(page.slug, "/settings/loyalty")}?done=${done}#${hash}`);
  const refusedAt =
    (which: string, status = 400) =>
    (submission: { error?: Record<string, string[] | null> | null; payload?: unknown }) =>
      data<MenuFormAnswer>(
        {
          form: which,
          errors: firstErrors(submission.error),
          values: (submission.payload ?? {}) as Record<string, unknown>,
          message: null,
        },
        { status },
      );

  if (intent === "loyalty") {
    const submission = parseWithZod(form, { schema: loyaltyFormSchema(page.store.currency) });
    if (submission.status !== "success") return refusedAt("loyalty")(submission);
    const result = await calls.loyaltySettings(page.slug, page.token, submission.value);
    if (!result.ok)
      return refusedRewardsForm(page, result, { form: "loyalty", values: submission.payload }, (field) => field);
    return here("loyalty", "loyalty-settings");
  }
  if (intent === "campaign" || intent === "campaign-delete") {
    const key = campaignKeySchema.safeParse(form.get("campaign"));
    const current = key.success && key.data !== "new" ? loyalty.campaigns.find((entry) => entry.id === key.data) : null;
    if (!key.success || current === undefined) throw data(null, { status: 400 });
    const which = `campaign-${key.data}`;
    if (intent === "campaign-delete" && current) {
      const result = await calls.removeCampaign(page.slug, page.token, current.id);
      if (!result.ok) return refusedRewardsForm(page, result, { form: which, values: {} }, () => "name");
      return here("campaignDeleted", "loyalty-campaigns");
    }
    const submission = parseWithZod(form, { schema: campaignFormSchema });
    if (submission.status !== "success") return refusedAt(which)(submission);
    const result = current
      ? await calls.updateCampaign(page.slug, page.token, current.id, submission.value)
      : await calls.createCampaign(page.slug, page.token, { ...submission.value, request_key: requestKeyOf(form) });
    if (!result.ok)
      return refusedRewardsForm(page, result, { form: which, values: submission.payload }, campaignFormField);
    return current ? here("campaignSaved", which) : here("campaignCreated", `campaign-${result.data.id ?? "new"}`);
  }
  if (intent === "fidelity") {
    const submission = parseWithZod(form, { schema: fidelityFormSchema(page.store.currency) });
    if (submission.status !== "success") return refusedAt("fidelity")(submission);
    const result = await calls.fidelity(page.slug, page.token, submission.value);
    if (!result.ok)
      return refusedRewardsForm(page, result, { form: "fidelity", values: submission.payload }, (field) =>
        fidelityFormField(field, submission.value.reward.discount_type),
      );
    return here("fidelity", "fidelity");
  }
  throw data(null, { status: 400 });
}

type Campaign = ConsoleLoyalty["campaigns"][number];

export default function LoyaltyRoute() {
  const { t } = useTranslation();
  const { slug, owner, done, loyalty, deleteAsked } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<MenuFormAnswer>());
  const version = `${done ?? ""}-${loyalty.campaigns.length}`;
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/settings")}>{t("console.settings.rewards.back")}</Link>
      </p>
      <h1>{t(`${K}.title`)}</h1>
      <p className="c-dimmed">{t(`${K}.intro`)}</p>
      <p id="loyalty-status" role="status" tabIndex={-1} className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`${K}.done.${done}`) : null}
      </p>
      {owner ? null : <p>{t("console.settings.rewards.readOnly")}</p>}
      <LoyaltySettingsForm key={`loyalty-${version}`} answer={answer?.form === "loyalty" ? answer : undefined} />
      <p>
        {t(`${K}.redeemable`, { count: loyalty.redeemable_items })}{" "}
        <Link to={consoleHref(slug, "/menu")}>{t(`${K}.redeemableLink`)}</Link>
      </p>
      <section id="loyalty-campaigns" aria-labelledby="loyalty-campaigns-title" tabIndex={-1}>
        <h2 id="loyalty-campaigns-title">{t(`${K}.campaigns.title`)}</h2>
        <p className="c-dimmed">{t(`${K}.campaigns.intro`)}</p>
        {loyalty.campaigns.length === 0 ? <p>{t(`${K}.campaigns.none`)}</p> : null}
        {loyalty.campaigns.map((campaign) => (
          <CampaignForm
            key={`${campaign.id}-${version}`}
            campaign={campaign}
            deleteAsked={deleteAsked === campaign.id}
            answer={answer?.form === `campaign-${campaign.id}` ? answer : undefined}
          />
        ))}
        {owner ? (
          <CampaignForm
            key={`new-${version}`}
            campaign={null}
            deleteAsked={false}
            answer={answer?.form === "campaign-new" ? answer : undefined}
          />
        ) : null}
      </section>
      <FidelityForm key={`fidelity-${version}`} answer={answer?.form === "fidelity" ? answer : undefined} />
    </div>
  );
}

function useFormBits(prefix: string, answer: MenuFormAnswer | undefined) {
  const busy = useNavigation().state === "submitting";
  const values = answer?.values;
  return {
    busy,
    errors: answer?.errors ?? {},
    values,
    text: (name: string, fallback: string) => typed(values, name, fallback),
    ticked: (name: string, fallback: boolean) => (values ? values[name] !== undefined : fallback),
    id: (name: string) => `${prefix}-${name}`,
  };
}

function FormMessage({ answer, problems }: { answer: MenuFormAnswer | undefined; problems: number }) {
  const { t } = useTranslation();
  return answer?.message ? (
    <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems === 0}>
      {t(answer.message)}
    </p>
  ) : null;
}

function LoyaltySettingsForm({ answer }: { answer: MenuFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { owner, currency, loyalty } = useLoaderData<typeof loader>();
  const settings = loyalty.settings;
  const { busy, errors, text, ticked, id } = useFormBits("loyalty", answer);
  const labels = {
    name: `${K}.settings.name`,
    points_per_unit: `${K}.settings.pointsPerUnit`,
    unit_amount: `${K}.settings.unitAmount`,
    effectivation_days: `${K}.settings.effectivationDays`,
    expiration_days: `${K}.settings.expirationDays`,
    expiring_window_days: `${K}.settings.expiringWindowDays`,
  };
  const problems = problemsIn(
    errors,
    Object.entries(labels).map(([name, label]) => ({ name, target: id(name), label: t(label) })),
    t,
  );
  if (!owner)
    return (
      <section id="loyalty-settings" aria-labelledby="loyalty-settings-title" className="c-menu-card">
        <h2 id="loyalty-settings-title">{t(`${K}.settings.title`)}</h2>
        <p>
          {settings?.enabled
            ? t(`${K}.settings.summary`, {
                name: settings.name,
                count: settings.points_per_unit,
                amount: formatMoney(settings.unit_amount, currency),
              })
            : t(`${K}.settings.off`)}
        </p>
      </section>
    );
  return (
    <section id="loyalty-settings" aria-labelledby="loyalty-settings-title" className="c-menu-card" tabIndex={-1}>
      <h2 id="loyalty-settings-title">{t(`${K}.settings.title`)}</h2>
      <ErrorSummary id="loyalty-problems" problems={problems} />
      <FormMessage answer={answer} problems={problems.length} />
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="loyalty" />
        <MenuCheckbox
          id={id("enabled")}
          name="enabled"
          label={t(`${K}.settings.enabled`)}
          defaultChecked={ticked("enabled", settings?.enabled ?? false)}
        />
        <MenuTextField
          id={id("name")}
          name="name"
          label={t(labels.name)}
          error={errors.name}
          defaultValue={text("name", settings?.name ?? "")}
          required
          maxLength={80}
        />
        <MenuTextField
          id={id("points_per_unit")}
          name="points_per_unit"
          label={t(labels.points_per_unit)}
          hint={t(`${K}.settings.pointsPerUnitHint`)}
          error={errors.points_per_unit}
          defaultValue={text("points_per_unit", String(settings?.points_per_unit ?? 1))}
          inputMode="numeric"
          maxLength={5}
        />
        <MoneyInput
          id={id("unit_amount")}
          name="unit_amount"
          label={t(labels.unit_amount)}
          defaultValue={text("unit_amount", formatMoneyInput(currency, settings?.unit_amount ?? 100))}
          error={errors.unit_amount}
          currency={currency}
        />
        <MenuTextField
          id={id("effectivation_days")}
          name="effectivation_days"
          label={t(labels.effectivation_days)}
          hint={t(`${K}.settings.effectivationDaysHint`)}
          error={errors.effectivation_days}
          defaultValue={text("effectivation_days", String(settings?.effectivation_days ?? 0))}
          inputMode="numeric"
          maxLength={5}
        />
        <MenuTextField
          id={id("expiration_days")}
          name="expiration_days"
          label={t(labels.expiration_days)}
          hint={t(`${K}.settings.expirationDaysHint`)}
          error={errors.expiration_days}
          defaultValue={text(
            "expiration_days",
            settings?.expiration_days === null || settings === null ? "" : String(settings.expiration_days),
          )}
          inputMode="numeric"
          maxLength={5}
        />
        <MenuTextField
          id={id("expiring_window_days")}
          name="expiring_window_days"
          label={t(labels.expiring_window_days)}
          hint={t(`${K}.settings.expiringWindowDaysHint`)}
          error={errors.expiring_window_days}
          defaultValue={text("expiring_window_days", String(settings?.expiring_window_days ?? 30))}
          inputMode="numeric"
          maxLength={3}
        />
        <button type="submit" className="c-button" aria-disabled={busy || undefined} onClick={sendOnce(busy)}>
          {t(`${K}.settings.save`)}
        </button>
      </Form>
    </section>
  );
}

function CampaignForm({
  campaign,
  deleteAsked,
  answer,
}: {
  campaign: Campaign | null;
  deleteAsked: boolean;
  answer: MenuFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const { slug, owner, today, loyalty, paymentMethods, requestKey } = useLoaderData<typeof loader>();
  const key = campaign ? String(campaign.id) : "new";
  const prefix = `campaign-${key}`;
  const { busy, errors, values, text, id } = useFormBits(prefix, answer);
  const labels = {
    name: `${K}.campaigns.name`,
    description: `${K}.campaigns.description`,
    starts_on: `${K}.campaigns.startsOn`,
    ends_on: `${K}.campaigns.endsOn`,
    double_points_categories: `${K}.campaigns.doublePoints`,
    payment_method: `${K}.campaigns.paymentMethod`,
    discount_percent: `${K}.campaigns.discountPercent`,
  };
  const problems = problemsIn(
    errors,
    Object.entries(labels).map(([name, label]) => ({ name, target: id(name), label: t(label) })),
    t,
  );
  const doubled = values
    ? new Set(
        (Array.isArray(values.double_points_categories)
          ? values.double_points_categories
          : [values.double_points_categories]
        ).map(String),
      )
    : new Set(
        campaign?.campaign_sale_category.filter((entry) => entry.value === 2).map((entry) => String(entry.category_id)),
      );
  const method = text("payment_method", campaign?.campaign_payment?.payment_method ?? "");
  const here = consoleHref(slug, "/settings/loyalty");
  const title = campaign ? campaign.name : t(`${K}.campaigns.newTitle`);
  if (!owner && campaign)
    return (
      <section id={prefix} aria-labelledby={`${prefix}-title`} className="c-menu-card">
        <h3 id={`${prefix}-title`}>{campaign.name}</h3>
        <p>{campaign.description}</p>
        <p>
          {campaign.ends_on
            ? t(`${K}.campaigns.window`, { from: campaign.starts_on, until: campaign.ends_on })
            : t(`${K}.campaigns.windowOpen`, { from: campaign.starts_on })}
        </p>
        {campaign.campaign_sale_category.length > 0 ? (
          <p>
            {t(`${K}.campaigns.doubledIn`, {
              categories: campaign.campaign_sale_category.map((entry) => entry.category_name).join(", "),
            })}
          </p>
        ) : null}
        {campaign.campaign_payment ? (
          <p>
            {t(`${K}.campaigns.paymentSummary`, {
              percent: campaign.campaign_payment.discount_percent,
              method: t(`${K}.methods.${campaign.campaign_payment.payment_method}`),
            })}
          </p>
        ) : null}
      </section>
    );
  return (
    <section id={prefix} aria-labelledby={`${prefix}-title`} className="c-menu-card" tabIndex={-1}>
      <h3 id={`${prefix}-title`}>{title}</h3>
      <ErrorSummary id={`${prefix}-problems`} problems={problems} />
      <FormMessage answer={answer} problems={problems.length} />
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="campaign" />
        <input type="hidden" name="campaign" value={key} />
        {campaign ? null : <input type="hidden" name="request_key" value={text("request_key", requestKey)} />}
        <MenuTextField
          id={id("name")}
          name="name"
          label={t(labels.name)}
          error={errors.name}
          defaultValue={text("name", campaign?.name ?? "")}
          required
          maxLength={80}
        />
        <MenuTextField
          id={id("description")}
          name="description"
          label={t(labels.description)}
          error={errors.description}
          defaultValue={text("description", campaign?.description ?? "")}
          multiline
          maxLength={300}
        />
        <DateField
          id={id("starts_on")}
          name="starts_on"
          label={t(labels.starts_on)}
          error={errors.starts_on}
          defaultValue={text("starts_on", campaign?.starts_on ?? today)}
        />
        <DateField
          id={id("ends_on")}
          name="ends_on"
          label={t(labels.ends_on)}
          hint={t(`${K}.campaigns.endsOnHint`)}
          error={errors.ends_on}
          defaultValue={text("ends_on", campaign?.ends_on ?? "")}
        />
        <fieldset
          id={id("double_points_categories")}
          {...describedBy(id("double_points_categories-error"), errors.double_points_categories)}
        >
          <legend>{t(labels.double_points_categories)}</legend>
          <FieldError id={id("double_points_categories-error")} message={errors.double_points_categories} />
          {loyalty.categories.length === 0 ? <p className="c-dimmed">{t(`${K}.campaigns.noCategories`)}</p> : null}
          {loyalty.categories.map((category) => (
            <div key={category.id} className="c-field c-field--check">
              <input
                type="checkbox"
                id={id(`category-${category.id}`)}
                name="double_points_categories"
                value={String(category.id)}
                defaultChecked={doubled.has(String(category.id))}
              />{" "}
              <label htmlFor={id(`category-${category.id}`)}>{category.name}</label>
            </div>
          ))}
        </fieldset>
        <div className="c-field">
          <label htmlFor={id("payment_method")}>{t(labels.payment_method)}</label>
          <select
            id={id("payment_method")}
            name="payment_method"
            className="c-input"
            defaultValue={method}
            {...describedBy(id("payment_method-error"), errors.payment_method)}
          >
            <option value="">{t(`${K}.campaigns.noPayment`)}</option>
            {paymentMethods.map((option) => (
              <option key={option} value={option}>
                {t(`${K}.methods.${option}`)}
              </option>
            ))}
          </select>
          <FieldError id={id("payment_method-error")} message={errors.payment_method} />
        </div>
        <MenuTextField
          id={id("discount_percent")}
          name="discount_percent"
          label={t(labels.discount_percent)}
          hint={t(`${K}.campaigns.discountPercentHint`)}
          error={errors.discount_percent}
          defaultValue={text(
            "discount_percent",
            campaign?.campaign_payment ? String(campaign.campaign_payment.discount_percent) : "",
          )}
          maxLength={8}
        />
        <button type="submit" className="c-button" aria-disabled={busy || undefined} onClick={sendOnce(busy)}>
          {t(campaign ? `${K}.campaigns.save` : `${K}.campaigns.create`)}
          {campaign ? <span className="c-visually-hidden">: {campaign.name}</span> : null}
        </button>
      </Form>
      {campaign ? (
        <div className="c-console-actions">
          {deleteAsked ? (
            <div role="group" aria-labelledby={`${prefix}-delete-ask`}>
              <p id={`${prefix}-delete-ask`}>{t(`${K}.campaigns.deleteAsk`, { name: campaign.name })}</p>
              <Form method="post">
                <input type="hidden" name="campaign" value={campaign.id} />
                <button
                  type="submit"
                  name="intent"
                  value="campaign-delete"
                  className="c-button c-staff-remove"
                  aria-disabled={busy || undefined}
                  onClick={sendOnce(busy)}
                  autoFocus
                >
                  {t(`${K}.campaigns.delete`)}
                  <span className="c-visually-hidden">: {campaign.name}</span>
                </button>
              </Form>
              <Link to={`${here}#${prefix}`}>{t(`${K}.campaigns.cancel`)}</Link>
            </div>
          ) : (
            <Link to={`${here}?delete=${campaign.id}#${prefix}`} preventScrollReset>
              {t(`${K}.campaigns.delete`)}
              <span className="c-visually-hidden">: {campaign.name}</span>
            </Link>
          )}
        </div>
      ) : null}
    </section>
  );
}

function FidelityForm({ answer }: { answer: MenuFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { owner, currency, loyalty, modalities } = useLoaderData<typeof loader>();
  const program = loyalty.fidelity;
  const { busy, errors, values, text, ticked, id } = useFormBits("fidelity", answer);
  const labels = {
    name: `${K}.fidelity.name`,
    description: `${K}.fidelity.description`,
    modality: `${K}.fidelity.modality`,
    goal: `${K}.fidelity.goal`,
    reward_description: `${K}.fidelity.rewardDescription`,
    reward_type: `${K}.fidelity.rewardType`,
    reward_percent: `${K}.fidelity.rewardPercent`,
    reward_amount: `${K}.fidelity.rewardAmount`,
  };
  const problems = problemsIn(
    errors,
    Object.entries(labels).map(([name, label]) => ({ name, target: id(name), label: t(label) })),
    t,
  );
  const rewardType =
    values && typeof values.reward_type === "string" ? values.reward_type : (program?.reward.discount_type ?? "FIXED");
  if (!owner)
    return (
      <section id="fidelity" aria-labelledby="fidelity-title" className="c-menu-card">
        <h2 id="fidelity-title">{t(`${K}.fidelity.title`)}</h2>
        <p>
          {program?.enabled
            ? t(`${K}.fidelity.summary`, {
                name: program.name,
                goal: program.goal,
                modality: t(`${K}.fidelity.modalities.${program.modality}`),
                reward: program.reward.description,
              })
            : t(`${K}.fidelity.off`)}
        </p>
      </section>
    );
  return (
    <section id="fidelity" aria-labelledby="fidelity-title" className="c-menu-card" tabIndex={-1}>
      <h2 id="fidelity-title">{t(`${K}.fidelity.title`)}</h2>
      <p className="c-dimmed">{t(`${K}.fidelity.intro`)}</p>
      <ErrorSummary id="fidelity-problems" problems={problems} />
      <FormMessage answer={answer} problems={problems.length} />
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="fidelity" />
        <MenuCheckbox
          id={id("enabled")}
          name="enabled"
          label={t(`${K}.fidelity.enabled`)}
          defaultChecked={ticked("enabled", program?.enabled ?? false)}
        />
        <MenuTextField
          id={id("name")}
          name="name"
          label={t(labels.name)}
          error={errors.name}
          defaultValue={text("name", program?.name ?? "")}
          required
          maxLength={80}
        />
        <MenuTextField
          id={id("description")}
          name="description"
          label={t(labels.description)}
          error={errors.description}
          defaultValue={text("description", program?.description ?? "")}
          multiline
          maxLength={300}
        />
        <div className="c-field">
          <label htmlFor={id("modality")}>{t(labels.modality)}</label>
          <select
            id={id("modality")}
            name="modality"
            className="c-input"
            defaultValue={text("modality", program?.modality ?? "ORDERS")}
          >
            {modalities.map((option) => (
              <option key={option} value={option}>
                {t(`${K}.fidelity.modalities.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <MenuTextField
          id={id("goal")}
          name="goal"
          label={t(labels.goal)}
          hint={t(`${K}.fidelity.goalHint`)}
          error={errors.goal}
          defaultValue={text("goal", String(program?.goal ?? 10))}
          inputMode="numeric"
          maxLength={5}
        />
        <MenuTextField
          id={id("reward_description")}
          name="reward_description"
          label={t(labels.reward_description)}
          hint={t(`${K}.fidelity.rewardDescriptionHint`)}
          error={errors.reward_description}
          defaultValue={text("reward_description", program?.reward.description ?? "")}
          maxLength={80}
        />
        <fieldset id={id("reward_type")}>
          <legend>{t(labels.reward_type)}</legend>
          {(["FIXED", "PERCENTAGE", "FREE_DELIVERY"] as const).map((option) => (
            <div key={option} className="c-field c-field--check">
              <input
                type="radio"
                id={id(`reward-${option}`)}
                name="reward_type"
                value={option}
                defaultChecked={rewardType === option}
              />{" "}
              <label htmlFor={id(`reward-${option}`)}>{t(`console.settings.rewards.coupon.types.${option}`)}</label>
            </div>
          ))}
        </fieldset>
        <MoneyInput
          id={id("reward_amount")}
          name="reward_amount"
          label={t(labels.reward_amount)}
          defaultValue={text(
            "reward_amount",
            program?.reward.discount_type === "FIXED" ? formatMoneyInput(currency, program.reward.value) : "",
          )}
          error={errors.reward_amount}
          currency={currency}
        />
        <MenuTextField
          id={id("reward_percent")}
          name="reward_percent"
          label={t(labels.reward_percent)}
          hint={t("console.settings.rewards.coupon.percentHint")}
          error={errors.reward_percent}
          defaultValue={text(
            "reward_percent",
            program?.reward.discount_type === "PERCENTAGE" ? String(program.reward.value) : "",
          )}
          maxLength={8}
        />
        <button type="submit" className="c-button" aria-disabled={busy || undefined} onClick={sendOnce(busy)}>
          {t(`${K}.fidelity.save`)}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: "console.settings.rewards.readOnly" }}
      back={{ path: "/settings", label: "console.settings.rewards.back" }}
    />
  );
}
