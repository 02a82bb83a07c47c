import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useParams } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { BANNER_DESCRIPTION_MAX, BANNER_IMAGE_PATH, BANNER_TITLE_MAX } from "../../contract/formats/brand-images";
import { PHOTO_ACCEPT } from "../../contract/formats/dish-photos";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { FormRefusal, useFocusOnRefusal } from "~/components/console/StaffFields";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { brandCalls } from "~/lib/console/console-brand-api.server";
import {
  bannerFormValues,
  brandRefusal,
  localDateTime,
  readBanner,
  readBrandForm,
  type BrandFormAnswer,
} from "~/lib/console/console-brand.server";
import { requestKeyOf } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const DONE = ["created", "updated", "deleted", "moved"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await brandCalls(context.api.send).banners(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const edit = Number(url.searchParams.get("edit"));
  const when = new Intl.DateTimeFormat(page.store.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: page.store.timeZone,
  });
  return {
    title: page.t("console.settings.brand.banners.title"),
    owner: page.staff.role === "OWNER",
    banners: result.data.banners.map((banner) => ({
      ...banner,
      startsShown: banner.starts_at ? when.format(new Date(banner.starts_at)) : null,
      endsShown: banner.ends_at ? when.format(new Date(banner.ends_at)) : null,
      startsLocal: localDateTime(banner.starts_at, page.store.timeZone),
      endsLocal: localDateTime(banner.ends_at, page.store.timeZone),
    })),
    editing: page.staff.role === "OWNER" && result.data.banners.some((banner) => banner.id === edit) ? edit : null,
    done: DONE.find((what) => what === done) ?? null,
    // The new banner form's own key, drawn each time: sent twice (a double tap without JavaScript), it adds one.
    requestKey: crypto.randomUUID(),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const calls = brandCalls(context.api.send);
  const { form, file, fileError } = await readBrandForm(request, "image");
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const done = (what: (typeof DONE)[number]) => redirect(`${consoleHref(page.slug, "/settings/banners")}?done=${what}`);
  type Refused = Extract<Awaited<ReturnType<typeof calls.banners>>, { ok: false }>;
  const refused = async (result: Refused, answer: BrandFormAnswer) => {
    if (result.status === 401) return page.refused(result);
    if (result.status === 403) throw data(null, { status: 403 });
    if (result.status === 404) throw data(null, { status: 404 });
    return data(answer, { status: result.status >= 500 ? 503 : 400 });
  };

  if (intent === "delete") {
    const result = await calls.removeBanner(page.slug, page.token, id);
    return result.ok ? done("deleted") : refused(result, brandRefusal(result, "list", {}));
  }
  if (intent === "up" || intent === "down") {
    const list = await calls.banners(page.slug, page.token);
    if (!list.ok) return refused(list, brandRefusal(list, "list", {}));
    const ids = list.data.banners.map((banner) => banner.id);
    const at = ids.indexOf(id);
    const to = intent === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ids.length) return done("moved");
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    const result = await calls.reorderBanners(page.slug, page.token, ids);
    return result.ok ? done("moved") : refused(result, brandRefusal(result, "list", {}));
  }

  const formName = intent === "update" ? `update-${id}` : "create";
  const kept = String(form.get("image_kept") ?? "");
  const requestKey = intent === "create" ? requestKeyOf(form) : undefined;
  // The key stays with what was typed, so the form sent again after a refusal is still the same create.
  const typed = { ...bannerFormValues(form), ...(requestKey ? { request_key: requestKey } : {}) };
  const read = readBanner(typed, formName, page.store.timeZone, BANNER_IMAGE_PATH.test(kept) ? kept : undefined);
  const imageMissing = intent === "create" && !file && !BANNER_IMAGE_PATH.test(kept);
  const imageError = fileError ?? (imageMissing ? "console.settings.brand.errors.imageRequired" : null);
  if (!read.ok || imageError) {
    const errors = read.ok ? {} : read.answer.errors;
    return data<BrandFormAnswer>(
      { form: formName, errors: imageError ? { ...errors, image: imageError } : errors, values: typed, message: null },
      { status: 400 },
    );
  }
  let banner = read.banner;
  if (file) {
    const uploaded = await calls.uploadBannerImage(page.slug, page.token, file);
    if (!uploaded.ok) return refused(uploaded, brandRefusal(uploaded, formName, typed));
    banner = { ...banner, image: uploaded.data.image };
  }
  const result =
    intent === "update"
      ? await calls.changeBanner(page.slug, page.token, id, banner)
      : await calls.createBanner(page.slug, page.token, { ...banner, request_key: requestKey });
  if (result.ok) return done(intent === "update" ? "updated" : "created");
  // The image uploaded stays with the form: sent again, it is not uploaded twice.
  return refused(result, brandRefusal(result, formName, { ...typed, image_kept: banner.image ?? "" }));
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type ListedBanner = Loaded["banners"][number];

export default function BannersSettingsRoute() {
  const { t } = useTranslation();
  const { owner, banners, editing, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<BrandFormAnswer>());
  const { slug } = useParams();
  const { key } = useLocation();
  useFocusOnRefusal(answer, "banners-problems");
  const prefix = answer?.form === "create" ? "banner-new" : `banner-${editing ?? ""}`;
  const problems = problemsIn(
    answer?.errors ?? {},
    FIELDS.map((field) => ({
      name: field,
      target: `${prefix}-${field}`,
      label: t(`console.settings.brand.banners.fields.${field}`),
    })),
    t,
  );
  return (
    <div className="c-staff">
      <p>
        <Link to={consoleHref(slug ?? "", "/settings")}>{t("console.settings.brand.back")}</Link>
      </p>
      <h1>{t("console.settings.brand.banners.title")}</h1>
      <p>{t("console.settings.brand.banners.intro")}</p>
      <p role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`console.settings.brand.banners.done.${done}`) : null}
      </p>
      <ErrorSummary id="banners-problems" problems={problems} />
      {answer?.form === "list" && answer.message ? <FormRefusal form="list" message={answer.message} /> : null}
      {owner ? null : <p>{t("console.settings.brand.banners.ownerOnly")}</p>}
      {banners.length === 0 ? (
        <p className="c-dimmed">{t("console.settings.brand.banners.none")}</p>
      ) : (
        <ol className="c-banner-list" style={{ display: "grid", gap: "1rem", padding: 0, listStyle: "none" }}>
          {banners.map((banner, index) => (
            <li key={banner.id} className="c-console-card">
              <BannerSummary banner={banner} />
              {owner ? (
                editing === banner.id ? (
                  <BannerForm
                    key={key}
                    banner={banner}
                    answer={answer?.form === `update-${banner.id}` ? answer : undefined}
                  />
                ) : (
                  <BannerActions banner={banner} first={index === 0} last={index === banners.length - 1} />
                )
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {owner ? (
        <section aria-labelledby="banner-new-heading">
          <h2 id="banner-new-heading">{t("console.settings.brand.banners.new")}</h2>
          <BannerForm key={key} banner={null} answer={answer?.form === "create" ? answer : undefined} />
        </section>
      ) : null}
    </div>
  );
}

function BannerSummary({ banner }: { banner: ListedBanner }) {
  const { t } = useTranslation();
  const places = [
    banner.enabled_desktop ? t("console.settings.brand.banners.desktop") : null,
    banner.enabled_mobile ? t("console.settings.brand.banners.mobile") : null,
  ].filter(Boolean);
  return (
    <>
      <h2>{banner.title}</h2>
      <img src={banner.image} alt="" width={300} height={100} style={{ maxWidth: "100%", height: "auto" }} />
      {banner.description ? <p>{banner.description}</p> : null}
      <p className="c-dimmed">
        {banner.link
          ? t("console.settings.brand.banners.linksTo", { link: banner.link })
          : t("console.settings.brand.banners.noLink")}
      </p>
      <p className="c-dimmed">{t("console.settings.brand.banners.shownOn", { places: places.join(", ") })}</p>
      {banner.startsShown || banner.endsShown ? (
        <p className="c-dimmed">
          {t("console.settings.brand.banners.window", {
            from: banner.startsShown ?? "…",
            to: banner.endsShown ?? "…",
          })}
        </p>
      ) : null}
    </>
  );
}

function BannerActions({ banner, first, last }: { banner: ListedBanner; first: boolean; last: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { slug } = useParams();
  const action = (intent: string, label: string) => (
    <Form method="post" encType="multipart/form-data">
      <input type="hidden" name="id" value={banner.id} />
      <button type="submit" name="intent" value={intent} className="c-button" disabled={busy}>
        {t(label, { title: banner.title })}
      </button>
    </Form>
  );
  return (
    <div className="c-console-card__actions">
      {first ? null : action("up", "console.settings.brand.banners.up")}
      {last ? null : action("down", "console.settings.brand.banners.down")}
      <Link
        to={`${consoleHref(slug ?? "", "/settings/banners")}?edit=${banner.id}#banner-${banner.id}-title`}
        aria-label={t("console.settings.brand.banners.editNamed", { title: banner.title })}
      >
        {t("console.settings.brand.banners.edit")}
      </Link>
      {action("delete", "console.settings.brand.banners.delete")}
    </div>
  );
}

const FIELDS = ["title", "description", "image", "link", "enabled_mobile", "starts_at", "ends_at"] as const;

function BannerForm({ banner, answer }: { banner: ListedBanner | null; answer: BrandFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { requestKey } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const prefix = banner ? `banner-${banner.id}` : "banner-new";
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const typed = (name: string, stored: string | null | undefined) => values?.[name] ?? stored ?? "";
  const checked = (name: "enabled_desktop" | "enabled_mobile") =>
    values ? values[name] === "on" : banner ? banner[name] : true;
  const field = (name: (typeof FIELDS)[number]) => {
    const id = `${prefix}-${name}`;
    const hint = name === "link" || name === "image" || name === "starts_at";
    const described = describedBy(`${id}-error`, errors[name]);
    return {
      id,
      name,
      ...described,
      "aria-describedby":
        [hint ? `${id}-hint` : null, described["aria-describedby"]].filter(Boolean).join(" ") || undefined,
    };
  };
  const label = (name: string) => t(`console.settings.brand.banners.fields.${name}`);
  const kept = values?.image_kept;
  return (
    <Form method="post" encType="multipart/form-data" className="c-console-form" noValidate>
      {banner ? (
        <p id={`${prefix}-title-heading`} className="c-dimmed">
          {t("console.settings.brand.banners.editing", { title: banner.title })}
        </p>
      ) : null}
      {banner ? (
        <input type="hidden" name="id" value={banner.id} />
      ) : (
        <input type="hidden" name="request_key" value={values?.request_key ?? requestKey} />
      )}
      {kept ? <input type="hidden" name="image_kept" value={kept} /> : null}
      {answer?.message ? <FormRefusal form={answer.form} message={answer.message} /> : null}
      <div className="c-field">
        <label htmlFor={`${prefix}-title`}>{label("title")}</label>
        <input
          className="c-input"
          {...field("title")}
          defaultValue={typed("title", banner?.title)}
          maxLength={BANNER_TITLE_MAX + 20}
          required
        />
        <FieldError id={`${prefix}-title-error`} message={errors.title} />
      </div>
      <div className="c-field">
        <label htmlFor={`${prefix}-description`}>{label("description")}</label>
        <textarea
          className="c-input"
          {...field("description")}
          defaultValue={typed("description", banner?.description)}
          maxLength={BANNER_DESCRIPTION_MAX + 50}
          rows={2}
        />
        <FieldError id={`${prefix}-description-error`} message={errors.description} />
      </div>
      <div className="c-field">
        <label htmlFor={`${prefix}-image`}>{label("image")}</label>
        <p id={`${prefix}-image-hint`} className="c-dimmed">
          {t(
            kept
              ? "console.settings.brand.banners.imageKept"
              : banner
                ? "console.settings.brand.banners.imageHintEdit"
                : "console.settings.brand.banners.imageHint",
          )}
        </p>
        <input type="file" accept={PHOTO_ACCEPT} className="c-input" {...field("image")} required={!banner && !kept} />
        <FieldError id={`${prefix}-image-error`} message={errors.image} />
      </div>
      <div className="c-field">
        <label htmlFor={`${prefix}-link`}>{label("link")}</label>
        <p id={`${prefix}-link-hint`} className="c-dimmed">
          {t("console.settings.brand.banners.linkHint")}
        </p>
        <input
          className="c-input"
          {...field("link")}
          defaultValue={typed("link", banner?.link)}
          inputMode="url"
          autoComplete="off"
        />
        <FieldError id={`${prefix}-link-error`} message={errors.link} />
      </div>
      <fieldset
        className="c-field"
        id={`${prefix}-enabled_mobile`}
        tabIndex={-1}
        {...describedBy(`${prefix}-enabled_mobile-error`, errors.enabled_mobile)}
      >
        <legend>{label("enabled_mobile")}</legend>
        <label>
          <input type="checkbox" name="enabled_mobile" defaultChecked={checked("enabled_mobile")} />{" "}
          {t("console.settings.brand.banners.mobile")}
        </label>
        <label>
          <input type="checkbox" name="enabled_desktop" defaultChecked={checked("enabled_desktop")} />{" "}
          {t("console.settings.brand.banners.desktop")}
        </label>
        <FieldError id={`${prefix}-enabled_mobile-error`} message={errors.enabled_mobile} />
      </fieldset>
      <div className="c-field">
        <label htmlFor={`${prefix}-starts_at`}>{label("starts_at")}</label>
        <p id={`${prefix}-starts_at-hint`} className="c-dimmed">
          {t("console.settings.brand.banners.datesHint")}
        </p>
        <input
          type="datetime-local"
          className="c-input"
          {...field("starts_at")}
          defaultValue={typed("starts_at", banner?.startsLocal)}
        />
        <FieldError id={`${prefix}-starts_at-error`} message={errors.starts_at} />
      </div>
      <div className="c-field">
        <label htmlFor={`${prefix}-ends_at`}>{label("ends_at")}</label>
        <input
          type="datetime-local"
          className="c-input"
          {...field("ends_at")}
          defaultValue={typed("ends_at", banner?.endsLocal)}
        />
        <FieldError id={`${prefix}-ends_at-error`} message={errors.ends_at} />
      </div>
      <button type="submit" name="intent" value={banner ? "update" : "create"} className="c-button" disabled={busy}>
        {t(banner ? "console.settings.brand.banners.save" : "console.settings.brand.banners.create")}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: "console.settings.brand.banners.ownerOnly" }}
      back={{ path: "/settings", label: "console.settings.brand.back" }}
    />
  );
}
