import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useAnswerHere } from "~/lib/page/use-answer-here";
import { FormRefusal, StaffField, useFocusOnRefusal } from "~/components/console/StaffFields";
import { ErrorSummary, problemsIn } from "~/components/ErrorSummary";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage } from "~/lib/console/console-session.server";
import { firstErrors } from "~/lib/page/form-fields.server";
import type { StaffFormAnswer } from "~/lib/console/console-staff";
import { staffCalls } from "~/lib/console/console-staff-api.server";
import { ownPasswordFormSchema, refusedForm } from "~/lib/console/console-staff.server";
import { useTranslation } from "~/lib/i18n/i18n";
import { headersWithRetryAfter } from "~/lib/page/wait.server";

export const headers = headersWithRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await staffPage(context, request, params);
  // A login that ended (a removed member) is sent away before typing.
  const me = await page.api.me(page.slug, page.token);
  if (!me.ok) return page.refused(me);
  return {
    title: page.t("console.staff.own.title"),
    slug: page.slug,
    owner: me.data.staff.role === "OWNER",
    done: new URL(request.url).searchParams.get("done") === "1",
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await staffPage(context, request, params);
  const form = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(form, { schema: ownPasswordFormSchema });
  if (submission.status !== "success")
    return data<StaffFormAnswer>(
      { form: "own", errors: firstErrors(submission.error), values: {}, message: null },
      { status: 400 },
    );
  const { current, new: password } = submission.value;
  const result = await staffCalls(context.api.send).changeOwnPassword(page.slug, page.token, {
    current,
    new: password,
  });
  if (!result.ok) return refusedForm(page, result, { form: "own", values: {} }, ["current", "new"]);
  return redirect(`${consoleHref(page.slug, "/password")}?done=1`);
}

export default function OwnPasswordRoute() {
  const { t } = useTranslation();
  const { slug, owner, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<StaffFormAnswer>());
  const busy = useNavigation().state === "submitting";
  // After a change the form starts empty again.
  const { key } = useLocation();
  useFocusOnRefusal(answer, "own-problems");
  const errors = answer?.errors ?? {};
  const problems = problemsIn(
    errors,
    [
      { name: "current", target: "own-current", label: t("console.staff.fields.current") },
      { name: "new", target: "own-new", label: t("console.staff.fields.newPassword") },
      { name: "confirm", target: "own-confirm", label: t("console.staff.fields.confirm") },
    ],
    t,
  );
  return (
    <div className="c-staff">
      <h1>{t("console.staff.own.title")}</h1>
      <p>{t("console.staff.own.intro")}</p>
      <p role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t("console.staff.own.done") : null}
      </p>
      <ErrorSummary id="own-problems" problems={problems} />
      {answer?.message ? <FormRefusal form={answer.form} message={answer.message} count={answer.count} /> : null}
      <Form method="post" className="c-console-form" noValidate key={key}>
        <StaffField
          id="own-current"
          name="current"
          type="password"
          autoComplete="current-password"
          label={t("console.staff.fields.current")}
          error={errors.current}
        />
        <StaffField
          id="own-new"
          name="new"
          type="password"
          autoComplete="new-password"
          label={t("console.staff.fields.newPassword")}
          hint={t("console.staff.passwordHint")}
          error={errors.new}
        />
        <StaffField
          id="own-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={t("console.staff.fields.confirm")}
          error={errors.confirm}
        />
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.staff.own.submit")}
        </button>
      </Form>
      {owner ? (
        <p>
          <Link to={consoleHref(slug, "/staff")}>{t("console.staff.own.back")}</Link>
        </p>
      ) : null}
    </div>
  );
}
