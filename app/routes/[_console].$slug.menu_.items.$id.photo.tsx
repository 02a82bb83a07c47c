import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { useEffect, useRef } from "react";
import { dishImageSources, PHOTO_ACCEPT } from "../../contract/formats/dish-photos";
import { describedBy, FieldError } from "~/components/FieldError";
import { dishPhotoCalls, photoRefusal, readPhotoForm } from "~/lib/console/console-menu-photo.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { ConsolePageError } from "~/components/console/ConsolePageError";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

const DONE = ["uploaded", "removed"] as const;

function itemIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  const result = await dishPhotoCalls(context.api.send).read(page.slug, page.token, itemIdOf(params));
  if (!result.ok) return page.refused(result);
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: page.t("console.menu.photo.title", { name: result.data.name }),
    owner: page.staff.role === "OWNER",
    name: result.data.name,
    image: result.data.image,
    done: DONE.find((what) => what === done) ?? null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  const itemId = itemIdOf(params);
  const calls = dishPhotoCalls(context.api.send);
  const form = await readPhotoForm(request);
  if ("error" in form) return data({ error: form.error }, { status: 400 });
  const result =
    form.intent === "remove"
      ? await calls.remove(page.slug, page.token, itemId)
      : await calls.upload(page.slug, page.token, itemId, form.photo);
  if (result.ok) {
    const done = form.intent === "remove" ? "removed" : "uploaded";
    return redirect(`${consoleHref(page.slug, `/menu/items/${itemId}/photo`)}?done=${done}`);
  }
  if (result.status === 401 || result.status === 404) return page.refused(result);
  if (result.status === 403) throw data(null, { status: 403 });
  return data({ error: photoRefusal(result) }, { status: result.status >= 500 ? 503 : 400 });
}

export default function DishPhotoRoute() {
  const { t } = useTranslation();
  const { owner, name, image, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<typeof action>());
  const { slug } = useParams();
  const busy = useNavigation().state === "submitting";
  const field = useRef<HTMLInputElement>(null);
  const error = answer?.error;
  useEffect(() => {
    if (error) field.current?.focus();
  }, [answer, error]);
  const photo = image ? dishImageSources(image, "dialog") : null;
  return (
    <div className="c-staff">
      <p>
        <Link to={consoleHref(slug ?? "", "/menu")}>{t("console.menu.photo.back")}</Link>
      </p>
      <h1>{t("console.menu.photo.title", { name })}</h1>
      <p>{t("console.menu.photo.intro")}</p>
      <p role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(`console.menu.photo.done.${done}`) : null}
      </p>
      <section aria-labelledby="photo-current-title" className="c-console-card">
        <h2 id="photo-current-title">{t("console.menu.photo.current")}</h2>
        {photo ? (
          <img
            className="c-dish-photo"
            src={photo.src}
            srcSet={photo.srcSet}
            alt={t("console.menu.photo.currentAlt", { name })}
            width={480}
            height={270}
          />
        ) : (
          <p className="c-dimmed">{t("console.menu.photo.none")}</p>
        )}
      </section>
      {owner ? (
        <>
          <Form method="post" encType="multipart/form-data" className="c-console-form" noValidate>
            <div className="c-field">
              <label htmlFor="photo-file">{t("console.menu.photo.field")}</label>
              <p id="photo-file-hint" className="c-dimmed">
                {t("console.menu.photo.hint")}
              </p>
              <input
                ref={field}
                id="photo-file"
                name="photo"
                type="file"
                accept={PHOTO_ACCEPT}
                className="c-input"
                required
                {...describedBy("photo-file-error", error)}
                aria-describedby={["photo-file-hint", error ? "photo-file-error" : null].filter(Boolean).join(" ")}
              />
              <FieldError id="photo-file-error" message={error} />
            </div>
            <button type="submit" name="intent" value="upload" className="c-button" disabled={busy}>
              {t("console.menu.photo.upload")}
            </button>
          </Form>
          {image ? (
            <Form method="post" encType="multipart/form-data" className="c-console-form">
              <p className="c-dimmed">{t("console.menu.photo.removeHint")}</p>
              <button type="submit" name="intent" value="remove" className="c-button" disabled={busy}>
                {t("console.menu.photo.remove")}
              </button>
            </Form>
          ) : null}
        </>
      ) : (
        <p>{t("console.menu.photo.ownerOnly")}</p>
      )}
    </div>
  );
}

const MENU = { path: "/menu", label: "console.menu.back" };

export function ErrorBoundary() {
  return <ConsolePageError forbidden={{ text: "console.menu.photo.ownerOnly" }} back={MENU} />;
}
