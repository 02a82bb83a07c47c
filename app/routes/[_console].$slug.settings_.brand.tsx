import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useParams } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { useEffect, useState } from "react";
import { PHOTO_ACCEPT } from "../../contract/formats/dish-photos";
import { brandContrast, SURFACES, themeOf } from "../../contract/formats/theme-contrast";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { FormRefusal, useFocusOnRefusal } from "~/components/console/StaffFields";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { describedBy, FieldError } from "~/components/FieldError";
import { brandCalls } from "~/lib/console/console-brand-api.server";
import { brandRefusal, readBrandForm, readColors, type BrandFormAnswer } from "~/lib/console/console-brand.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const DONE = ["colors", "logo", "logoRemoved"] as const;
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await brandCalls(context.api.send).read(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: page.t("console.settings.brand.title"),
    owner: page.staff.role === "OWNER",
    brand: result.data,
    done: DONE.find((what) => what === done) ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const calls = brandCalls(context.api.send);
  const { form, file, fileError } = await readBrandForm(request, "logo");
  const intent = form.get("intent");
  const done = (what: (typeof DONE)[number]) => redirect(`${consoleHref(page.slug, "/settings/brand")}?done=${what}`);
  const refused = async (
    result: Extract<Awaited<ReturnType<typeof calls.read>>, { ok: false }>,
    answer: BrandFormAnswer,
  ) => {
    if (result.status === 401) return page.refused(result);
    if (result.status === 403) throw data(null, { status: 403 });
    return data(answer, { status: result.status >= 500 ? 503 : 400 });
  };

  if (intent === "colors") {
    const read = readColors(form);
    if (!read.ok) return data(read.answer, { status: 400 });
    const result = await calls.changeColors(page.slug, page.token, read.colors);
    if (result.ok) return done("colors");
    const values = {
      brand_color: String(form.get("brand_color") ?? ""),
      highlight_color: String(form.get("highlight_color") ?? ""),
    };
    return refused(result, brandRefusal(result, "colors", values));
  }
  if (intent === "remove-logo") {
    const result = await calls.removeLogo(page.slug, page.token);
    return result.ok ? done("logoRemoved") : refused(result, brandRefusal(result, "logo", {}));
  }
  const logoError = fileError ?? (file ? null : "console.settings.brand.errors.imageRequired");
  if (logoError || !file)
    return data<BrandFormAnswer>(
      { form: "logo", errors: { logo: logoError! }, values: {}, message: null },
      { status: 400 },
    );
  const result = await calls.uploadLogo(page.slug, page.token, file);
  return result.ok ? done("logo") : refused(result, brandRefusal(result, "logo", {}));
}

export default function BrandSettingsRoute() {
  const { t } = useTranslation();
  const { owner, brand, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<BrandFormAnswer>());
  const { key } = useLocation();
  useFocusOnRefusal(answer, "brand-problems");
  const problems = problemsIn(
    answer?.errors ?? {},
    [
      { name: "highlight_color", target: "brand-highlight", label: t("console.settings.brand.fields.highlight") },
      { name: "brand_color", target: "brand-header", label: t("console.settings.brand.fields.brand") },
      { name: "logo", target: "brand-logo", label: t("console.settings.brand.fields.logo") },
    ],
    t,
  );
  return (
    <div className="c-staff">
      <SettingsBack />
      <h1>{t("console.settings.brand.title")}</h1>
      <p>{t("console.settings.brand.intro")}</p>
      <p role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`console.settings.brand.done.${done}`) : null}
      </p>
      <ErrorSummary id="brand-problems" problems={problems} />
      {owner ? null : <p>{t("console.settings.brand.ownerOnly")}</p>}
      <div key={key}>
        <ColorsSection owner={owner} brand={brand} answer={answer?.form === "colors" ? answer : undefined} />
        <LogoSection owner={owner} logo={brand.logo} answer={answer?.form === "logo" ? answer : undefined} />
      </div>
    </div>
  );
}

function SettingsBack() {
  const { t } = useTranslation();
  const { slug } = useParams();
  return (
    <p>
      <Link to={consoleHref(slug ?? "", "/settings")}>{t("console.settings.brand.back")}</Link>
    </p>
  );
}

type Brand = ReturnType<typeof useLoaderData<typeof loader>>["brand"];

/**
 * What the storefront will draw from the colours in the fields: a field left empty is the default
 * (what the read names), one that is not a colour yet keeps the stored one.
 */
function previewOf(brand: Brand, typed: { brand: string; highlight: string }) {
  const pick = (value: string, stored: string | null, fallback: string) => {
    if (value.trim() === "") return fallback;
    const match = HEX.exec(value.trim());
    if (!match) return stored ?? fallback;
    const bare = match[1]!.toLowerCase();
    return `#${bare.length === 3 ? [...bare].map((digit) => digit + digit).join("") : bare}`;
  };
  const brandColor = pick(typed.brand, brand.brand_color, brand.defaults.brand_color);
  const highlightColor = pick(typed.highlight, brand.highlight_color, brand.defaults.highlight_color);
  return brandContrast(themeOf(brandColor, highlightColor));
}

function ColorsSection({
  owner,
  brand,
  answer,
}: {
  owner: boolean;
  brand: Brand;
  answer: BrandFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [typed, setTyped] = useState({
    brand: answer?.values.brand_color ?? brand.brand_color ?? "",
    highlight: answer?.values.highlight_color ?? brand.highlight_color ?? "",
  });
  // The fields are the browser's (uncontrolled): a colour typed before the scripts ran is kept, and
  // the preview starts from it.
  useEffect(() => {
    const typedNow = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value;
    setTyped((now) => ({
      brand: typedNow("brand-header") ?? now.brand,
      highlight: typedNow("brand-highlight") ?? now.highlight,
    }));
  }, []);
  // Without JavaScript this is the stored colours' (the page after a save); with it, what is typed.
  const preview = previewOf(brand, typed);
  const errors = answer?.errors ?? {};
  const fields = (
    <>
      {answer?.message ? <FormRefusal form="colors" message={answer.message} /> : null}
      <ColorField
        id="brand-highlight"
        name="highlight_color"
        label={t("console.settings.brand.fields.highlight")}
        hint={t("console.settings.brand.fields.highlightHint")}
        defaultValue={typed.highlight}
        onChange={(highlight) => setTyped((now) => ({ ...now, highlight }))}
        error={errors.highlight_color}
        readOnly={!owner}
      >
        <ContrastNotes preview={preview} />
      </ColorField>
      <ColorField
        id="brand-header"
        name="brand_color"
        label={t("console.settings.brand.fields.brand")}
        hint={t("console.settings.brand.fields.brandHint")}
        defaultValue={typed.brand}
        onChange={(value) => setTyped((now) => ({ ...now, brand: value }))}
        error={errors.brand_color}
        readOnly={!owner}
      >
        <p id="brand-header-notes" className="c-dimmed">
          {t("console.settings.brand.contrast.header", {
            text: t(`console.settings.brand.contrast.${preview.brand.text === "#000000" ? "black" : "white"}`),
            ratio: preview.brand.ratio.toFixed(1),
          })}
        </p>
      </ColorField>
    </>
  );
  return (
    <section aria-labelledby="brand-colors-title">
      <h2 id="brand-colors-title">{t("console.settings.brand.colors.title")}</h2>
      <Sample preview={preview} />
      {owner ? (
        <Form method="post" encType="multipart/form-data" className="c-console-form" noValidate>
          {fields}
          <button type="submit" name="intent" value="colors" className="c-button" disabled={busy}>
            {t("console.settings.brand.colors.submit")}
          </button>
        </Form>
      ) : (
        <div className="c-console-form">{fields}</div>
      )}
    </section>
  );
}

function ColorField({
  id,
  name,
  label,
  hint,
  defaultValue,
  onChange,
  error,
  readOnly,
  children,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  onChange: (value: string) => void;
  error: string | undefined;
  readOnly: boolean;
  children: React.ReactNode;
}) {
  const described = describedBy(`${id}-error`, error);
  return (
    <div className="c-field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="c-dimmed">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        className="c-input"
        defaultValue={defaultValue}
        onChange={(event) => onChange(event.currentTarget.value)}
        readOnly={readOnly}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        {...described}
        aria-describedby={[`${id}-hint`, `${id}-notes`, described["aria-describedby"]].filter(Boolean).join(" ")}
      />
      <FieldError id={`${id}-error`} message={error} />
      {children}
    </div>
  );
}

/** Why the storefront draws another shade of the primary colour where it is text, in each scheme. */
function ContrastNotes({ preview }: { preview: ReturnType<typeof previewOf> }) {
  const { t } = useTranslation();
  const text = t(`console.settings.brand.contrast.${preview.highlight.text === "#000000" ? "black" : "white"}`);
  return (
    <div id="brand-highlight-notes" aria-live="polite">
      <p className="c-dimmed">
        {t("console.settings.brand.contrast.button", { text, ratio: preview.highlight.ratio.toFixed(1) })}
      </p>
      {preview.adjustments.map((adjustment) => (
        <p key={adjustment.scheme} className="c-alert c-alert--info">
          {t("console.settings.brand.contrast.adjusted", {
            scheme: t(`console.settings.brand.contrast.schemes.${adjustment.scheme}`),
            ratio: adjustment.ratio.toFixed(1),
            used: adjustment.used,
          })}
        </p>
      ))}
    </div>
  );
}

/** A sample button and link on a light and a dark page, drawn as the storefront will draw them. */
function Sample({ preview }: { preview: ReturnType<typeof previewOf> }) {
  const { t } = useTranslation();
  const linkOn = (scheme: "light" | "dark") =>
    preview.adjustments.find((adjustment) => adjustment.scheme === scheme)?.used ?? preview.highlight.color;
  return (
    <div aria-hidden="true" style={{ display: "grid", gap: ".5rem", margin: ".5rem 0 1rem", maxWidth: "28rem" }}>
      <div
        style={{ background: preview.brand.color, color: preview.brand.text, padding: ".5rem .75rem", borderRadius: 8 }}
      >
        {t("console.settings.brand.sample.header")}
      </div>
      {(["light", "dark"] as const).map((scheme) => (
        <div
          key={scheme}
          data-scheme={scheme}
          style={{
            background: SURFACES[scheme].body,
            color: scheme === "light" ? "#000000" : "#c9c9c9",
            padding: ".75rem",
            borderRadius: 8,
            border: "1px solid #ced4da",
            display: "flex",
            gap: "1rem",
            alignItems: "center",
            flexWrap: "wrap",
          }}
        >
          <span
            className="c-brand-sample__button"
            style={{
              background: preview.highlight.color,
              color: preview.highlight.text,
              padding: ".5rem 1rem",
              borderRadius: 8,
              fontWeight: 600,
            }}
          >
            {t("console.settings.brand.sample.button")}
          </span>
          <span style={{ color: linkOn(scheme), textDecoration: "underline" }}>
            {t("console.settings.brand.sample.link")}
          </span>
        </div>
      ))}
    </div>
  );
}

function LogoSection({
  owner,
  logo,
  answer,
}: {
  owner: boolean;
  logo: Brand["logo"];
  answer: BrandFormAnswer | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const error = answer?.errors.logo;
  const described = describedBy("brand-logo-error", error);
  return (
    <section aria-labelledby="brand-logo-title">
      <h2 id="brand-logo-title">{t("console.settings.brand.logo.title")}</h2>
      {logo ? (
        <img src={logo.medium} alt={t("console.settings.brand.logo.currentAlt")} width={128} height={128} />
      ) : (
        <p className="c-dimmed">{t("console.settings.brand.logo.none")}</p>
      )}
      {owner ? (
        <>
          <Form method="post" encType="multipart/form-data" className="c-console-form" noValidate>
            {answer?.message ? <FormRefusal form="logo" message={answer.message} /> : null}
            <div className="c-field">
              <label htmlFor="brand-logo">{t("console.settings.brand.fields.logo")}</label>
              <p id="brand-logo-hint" className="c-dimmed">
                {t("console.settings.brand.logo.hint")}
              </p>
              <input
                id="brand-logo"
                name="logo"
                type="file"
                accept={PHOTO_ACCEPT}
                className="c-input"
                required
                {...described}
                aria-describedby={["brand-logo-hint", described["aria-describedby"]].filter(Boolean).join(" ")}
              />
              <FieldError id="brand-logo-error" message={error} />
            </div>
            <button type="submit" name="intent" value="logo" className="c-button" disabled={busy}>
              {t("console.settings.brand.logo.submit")}
            </button>
          </Form>
          {logo ? (
            <Form method="post" encType="multipart/form-data" className="c-console-form">
              <button type="submit" name="intent" value="remove-logo" className="c-button" disabled={busy}>
                {t("console.settings.brand.logo.remove")}
              </button>
            </Form>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ text: "console.settings.brand.ownerOnly" }}
      back={{ path: "/settings", label: "console.settings.brand.back" }}
    />
  );
}
