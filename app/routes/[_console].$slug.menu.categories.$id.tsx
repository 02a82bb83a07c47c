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
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { MenuErrorBoundary } from "~/components/console/menu/MenuErrorBoundary";
import { MenuCheckbox, MenuTextField, sendOnce } from "~/components/console/menu/MenuFields";
import { menuEditorCalls } from "~/lib/console/console-menu-api.server";
import {
  requestKeyOf,
  categoryFormSchema,
  createdId,
  MENU_FORM_BOUNDS,
  refusedMenuForm,
  requireOwner,
} from "~/lib/console/console-menu.server";
import { typed, type MenuFormAnswer } from "~/lib/console/console-menu";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { firstErrors } from "~/lib/page/form-fields.server";
import menuStyles from "~/styles/console-menu.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: menuStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** "new", or a category's id; anything else is no page. */
function categoryIdOf(param: string | undefined): number | "new" {
  if (param === "new") return "new";
  if (!/^\d{1,12}$/.test(param ?? "")) throw data(null, { status: 404 });
  return Number(param);
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  requireOwner(page);
  const id = categoryIdOf(params.id);
  const result = await menuEditorCalls(context.api.send).read(page.slug, page.token);
  if (!result.ok) return page.refused(result);
  const category = id === "new" ? null : result.data.categories.find((candidate) => candidate.id === id);
  if (category === undefined) throw data(null, { status: 404 });
  const title = category
    ? page.t("console.menu.category.editTitle", { name: category.name })
    : page.t("console.menu.category.newTitle");
  return {
    title,
    slug: page.slug,
    bounds: MENU_FORM_BOUNDS,
    // A new key each time the form is drawn: sent twice (a double tap without JavaScript), it creates once.
    requestKey: crypto.randomUUID(),
    category: category
      ? {
          id: category.id,
          name: category.name,
          description: category.description ?? "",
          enabled: category.enabled,
          redeemable: category.redeemable,
        }
      : null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  requireOwner(page);
  const id = categoryIdOf(params.id);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: categoryFormSchema });
  const values = (submission.payload ?? {}) as Record<string, unknown>;
  if (submission.status !== "success")
    return data<MenuFormAnswer>(
      { form: "category", errors: firstErrors(submission.error), values, message: null },
      { status: 400 },
    );
  const calls = menuEditorCalls(context.api.send);
  const result =
    id === "new"
      ? await calls.createCategory(page.slug, page.token, { ...submission.value, request_key: requestKeyOf(form) })
      : await calls.updateCategory(page.slug, page.token, id, submission.value);
  if (!result.ok)
    return refusedMenuForm(page, result, { form: "category", values }, (field) =>
      ["name", "description"].includes(field) ? field : null,
    );
  const saved = id === "new" ? await createdId(calls, page, result.data, "category", submission.value.name) : id;
  const search = new URLSearchParams({
    done: id === "new" ? "categoryCreated" : "categorySaved",
    subject: saved === null ? "" : `category-${saved}`,
  });
  return redirect(
    `${consoleHref(page.slug, "/menu")}?${search}#${saved === null ? "menu-status" : `category-${saved}`}`,
  );
}

export default function CategoryRoute() {
  const { t } = useTranslation();
  const { slug, bounds, category, requestKey } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<MenuFormAnswer>());
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values;
  const problems = problemsIn(
    errors,
    [
      { name: "name", target: "category-name", label: t("console.menu.category.name") },
      { name: "description", target: "category-description", label: t("console.menu.category.description") },
    ],
    t,
  );
  return (
    <div className="c-menu-editor">
      <p>
        <Link to={consoleHref(slug, "/menu")}>{t("console.menu.back")}</Link>
      </p>
      <h1>
        {category ? t("console.menu.category.editTitle", { name: category.name }) : t("console.menu.category.newTitle")}
      </h1>
      <ErrorSummary id="category-problems" problems={problems} />
      {answer?.message ? (
        <p className="c-alert c-alert--error" role="alert" tabIndex={-1} autoFocus={problems.length === 0}>
          {t(answer.message)}
        </p>
      ) : null}
      <Form method="post" className="c-console-form" noValidate>
        {category ? null : <input type="hidden" name="request_key" value={requestKey} />}
        <MenuTextField
          id="category-name"
          name="name"
          label={t("console.menu.category.name")}
          hint={t("console.menu.category.nameHint")}
          error={errors.name}
          defaultValue={typed(values, "name", category?.name ?? "")}
          required
          maxLength={bounds.name}
        />
        <MenuTextField
          id="category-description"
          name="description"
          label={t("console.menu.category.description")}
          error={errors.description}
          defaultValue={typed(values, "description", category?.description ?? "")}
          multiline
          maxLength={bounds.description}
        />
        <MenuCheckbox
          id="category-enabled"
          name="enabled"
          label={t("console.menu.category.enabled")}
          hint={t("console.menu.category.enabledHint")}
          defaultChecked={values ? values.enabled !== undefined : (category?.enabled ?? true)}
        />
        <MenuCheckbox
          id="category-redeemable"
          name="redeemable"
          label={t("console.menu.category.redeemable")}
          hint={t("console.menu.category.redeemableHint")}
          defaultChecked={values ? values.redeemable !== undefined : (category?.redeemable ?? false)}
        />
        <button type="submit" className="c-button" aria-disabled={busy || undefined} onClick={sendOnce(busy)}>
          {t(category ? "console.menu.category.save" : "console.menu.category.create")}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = MenuErrorBoundary;
