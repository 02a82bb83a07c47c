import {
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/cloudflare";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import * as z from "zod";
import {
  BRAND_ERRORS,
  bannerRequestSchema,
  brandColorSchema,
  type BannerRequest,
  type BrandColorsRequest,
} from "../../../contract/console-settings-brand";
import { PHOTO_MAX_BYTES } from "../../../contract/formats/dish-photos";
import type { ApiResult } from "~/lib/platform/api.server";

/*
 * The brand's and banners' forms (decision 105): multipart posts that work without JavaScript, the
 * typed fields kept whatever the file does, each refusal a locale key on its field.
 */

type Refused = Extract<ApiResult<unknown>, { ok: false }>;

/** What a form's post answers when refused: its field errors and what was typed, never the file. */
export interface BrandFormAnswer {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string | null;
}

const TOO_HEAVY = "\u0000too-heavy";

/** A file part kept in memory up to PHOTO_MAX_BYTES; a bigger one is read to its end and dropped. */
const boundedFile: UploadHandler = async ({ filename, contentType, data }) => {
  if (!filename) return undefined;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= PHOTO_MAX_BYTES) chunks.push(new Uint8Array(chunk));
  }
  if (size > PHOTO_MAX_BYTES) return TOO_HEAVY;
  return size === 0 ? null : new File(chunks, filename, { type: contentType });
};

export interface ParsedForm {
  form: FormData;
  /** The file of `field`, if one was chosen. */
  file: Blob | null;
  /** A refusal of the file before the API (too heavy). */
  fileError: string | null;
}

/** A brand or banner form's post; a file over the bound is refused, the rest of the form kept. */
export async function readBrandForm(request: Request, field: string): Promise<ParsedForm> {
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(boundedFile, unstable_createMemoryUploadHandler({ maxPartSize: 64 * 1024 })),
    );
  } catch {
    form = new FormData();
  }
  const value = form.get(field);
  if (value === TOO_HEAVY) return { form, file: null, fileError: BRAND_ERRORS.imageTooHeavy };
  return { form, file: value instanceof Blob && value.size > 0 ? value : null, fileError: null };
}

const text = (form: FormData, name: string, max = 2100) => String(form.get(name) ?? "").slice(0, max);

/** Empty goes back to the storefront's default colour. */
const colorField = z
  .string()
  .transform((typed) => typed.trim() || null)
  .pipe(brandColorSchema.nullable());

const colorsSchema = z.object({ brand_color: colorField, highlight_color: colorField });

export function readColors(
  form: FormData,
): { ok: true; colors: BrandColorsRequest } | { ok: false; answer: BrandFormAnswer } {
  const values = { brand_color: text(form, "brand_color", 20), highlight_color: text(form, "highlight_color", 20) };
  const checked = colorsSchema.safeParse(values);
  if (checked.success) return { ok: true, colors: checked.data };
  return { ok: false, answer: { form: "colors", errors: firstIssues(checked.error), values, message: null } };
}

const firstIssues = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
};

const BANNER_TEXT_FIELDS = ["title", "description", "link", "starts_at", "ends_at", "image_kept"] as const;

/** A banner's date typed in the store's time zone (datetime-local) as an instant, or the text itself when it is none. */
function instantOf(typed: string, timeZone: string): string | null {
  if (typed.trim() === "") return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed.trim())) return typed;
  return fromZonedTime(`${typed.trim()}:00`, timeZone).toISOString();
}

/** A stored instant as the datetime-local field shows it in the store's time zone. */
export const localDateTime = (instant: string | null, timeZone: string) =>
  instant ? formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm") : "";

/** What was typed in a banner's form, to show it again (never the file). */
export function bannerFormValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(
    BANNER_TEXT_FIELDS.map((name) => [name, text(form, name, name === "description" ? 400 : 2100)]),
  );
  values.enabled_desktop = form.get("enabled_desktop") ? "on" : "";
  values.enabled_mobile = form.get("enabled_mobile") ? "on" : "";
  return values;
}

/** The banner form's fields as the API takes them; `image` is the uploaded one's path, when there is one. */
export function readBanner(
  values: Record<string, string>,
  formName: string,
  timeZone: string,
  image: string | undefined,
): { ok: true; banner: BannerRequest } | { ok: false; answer: BrandFormAnswer } {
  const checked = bannerRequestSchema.safeParse({
    title: values.title ?? "",
    description: values.description || null,
    image,
    link: values.link || null,
    enabled_desktop: values.enabled_desktop === "on",
    enabled_mobile: values.enabled_mobile === "on",
    starts_at: instantOf(values.starts_at ?? "", timeZone),
    ends_at: instantOf(values.ends_at ?? "", timeZone),
  });
  if (checked.success) return { ok: true, banner: checked.data };
  return { ok: false, answer: { form: formName, errors: firstIssues(checked.error), values, message: null } };
}

/** The API's refusal as field errors (locale keys the console knows) or one message for the form. */
export function brandRefusal(result: Refused, formName: string, values: Record<string, string>): BrandFormAnswer {
  const known = new Set<string>(Object.values(BRAND_ERRORS));
  const errors: Record<string, string> = {};
  for (const error of result.error.errors ?? [])
    if (known.has(error.message)) errors[error.field === "body" ? "form" : error.field] ??= error.message;
  const unknown = Object.keys(errors).length === 0;
  return {
    form: formName,
    errors,
    values,
    message: unknown
      ? result.status >= 500 || result.status === 0
        ? "console.settings.brand.errors.unavailable"
        : "console.settings.brand.errors.refused"
      : null,
  };
}
