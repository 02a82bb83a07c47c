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
import { FormRefusal, RoleField, StaffField, useFocusOnRefusal } from "~/components/console/StaffFields";
import { ErrorSummary, problemsIn, type SummaryField } from "~/components/ErrorSummary";
import { requestKeyOf } from "~/lib/console/console-menu.server";
import { consoleHref } from "~/lib/console/console-paths";
import { staffPage, storageOf } from "~/lib/console/console-session.server";
import { STAFF_DONE, type StaffDone, type StaffFormAnswer } from "~/lib/console/console-staff";
import { staffCalls } from "~/lib/console/console-staff-api.server";
import { refusedForm, staffIntentSchema } from "~/lib/console/console-staff.server";
import { onboardingCalls } from "~/lib/console/onboarding-api.server";
import { firstErrors } from "~/lib/page/form-fields.server";
import { ConsolePageError } from "~/components/console/ConsolePageError";
import { useTranslation, type Translate } from "~/lib/i18n/i18n";
import { headersWithRetryAfter } from "~/lib/page/wait.server";

export const headers = headersWithRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** The owner's page: a staff member who types its address is told so (403), and never sees the list. */
async function ownerPage(args: LoaderFunctionArgs) {
  const page = await staffPage(args.context, args.request, args.params);
  if (page.staff.role !== "OWNER") throw data(null, { status: 403 });
  return page;
}

export async function loader(args: LoaderFunctionArgs) {
  const page = await ownerPage(args);
  const result = await staffCalls(args.context.api.send).list(page.slug, page.token);
  if (!result.ok) {
    if (result.status === 403) throw data(null, { status: 403 });
    return page.refused(result);
  }
  const day = new Intl.DateTimeFormat(page.store.locale, { dateStyle: "medium", timeZone: page.store.timeZone });
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    title: page.t("console.staff.title"),
    slug: page.slug,
    members: result.data.staff.map((member) => ({
      ...member,
      you: member.id === result.data.you,
      added: day.format(new Date(member.created_at)),
    })),
    done: STAFF_DONE.find((what) => what === done) ?? null,
    // Each create form's own key, drawn each time: sent twice (a double tap without JavaScript), it adds one member.
    requestKeys: { add: crypto.randomUUID(), invite: crypto.randomUUID() },
  };
}

/** Each form's fields get their refusals beside them; any other refusal is the form's message. */
const FIELDS: Record<string, readonly string[]> = {
  add: ["name", "email", "role", "password"],
  update: ["name", "role"],
  password: ["password"],
  remove: [],
  invite: ["name", "email", "role"],
  reinvite: [],
};

export async function action(args: ActionFunctionArgs) {
  const page = await ownerPage(args);
  const form = await args.request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  // A form the page does not have: a tampered request.
  if (!(intent in FIELDS)) throw data(null, { status: 400 });
  const which = intent === "add" || intent === "invite" ? intent : `${intent}-${id}`;
  const requestKey = intent === "invite" || intent === "add" ? requestKeyOf(form) : undefined;
  const values = {
    name: String(form.get("name") ?? "").slice(0, 200),
    email: String(form.get("email") ?? "").slice(0, 254),
    role: String(form.get("role") ?? ""),
    // Kept with what was typed, so the form sent again after a refusal is still the same create.
    ...(requestKey ? { request_key: requestKey } : {}),
  };
  const submission = parseWithZod(form, { schema: staffIntentSchema });
  if (submission.status !== "success") {
    const errors = firstErrors(submission.error);
    const known = FIELDS[intent]!;
    const message = Object.keys(errors).some((field) => !known.includes(field)) ? "console.staff.errors.invalid" : null;
    return data<StaffFormAnswer>({ form: which, errors, values, message }, { status: 400 });
  }
  const calls = staffCalls(args.context.api.send);
  const request = submission.value;
  const done = (what: StaffDone, headers?: HeadersInit) =>
    redirect(`${consoleHref(page.slug, "/staff")}?done=${what}`, { headers });
  if (request.intent === "add") {
    const { intent: _, ...member } = request;
    const result = await calls.add(page.slug, page.token, member);
    return result.ok ? done("added") : refusedForm(page, result, { form: which, values }, FIELDS.add!);
  }
  if (request.intent === "invite") {
    const { intent: _, ...member } = request;
    const result = await onboardingCalls(args.context.api.send).invite(page.slug, page.token, {
      ...member,
      link_origin: args.context.page.publicOrigin,
      request_key: requestKey,
    });
    if (!result.ok) return refusedForm(page, result, { form: which, values }, FIELDS.invite!);
    return done(result.data.invitation_sent ? "invited" : "invitedNotSent");
  }
  if (request.intent === "reinvite") {
    const result = await onboardingCalls(args.context.api.send).reinvite(
      page.slug,
      page.token,
      request.id,
      args.context.page.publicOrigin,
    );
    return result.ok ? done("reinvited") : refusedForm(page, result, { form: which, values: {} }, FIELDS.reinvite!);
  }
  if (request.intent === "update") {
    const result = await calls.update(page.slug, page.token, request.id, { name: request.name, role: request.role });
    if (!result.ok) return refusedForm(page, result, { form: which, values }, FIELDS.update!);
    return ownLoginAfterChange(args, page.slug, page.token, (stillOwner, headers) =>
      stillOwner ? done("updated", headers) : redirect(consoleHref(page.slug, "/orders"), { headers }),
    );
  }
  if (request.intent === "password") {
    const result = await calls.setPassword(page.slug, page.token, request.id, request.password);
    return result.ok ? done("password") : refusedForm(page, result, { form: which, values: {} }, FIELDS.password!);
  }
  const result = await calls.remove(page.slug, page.token, request.id);
  return result.ok ? done("removed") : refusedForm(page, result, { form: which, values: {} }, FIELDS.remove!);
}

/** The cookie names who is logged in without asking the API, so it follows a change to one's own login. */
async function ownLoginAfterChange(
  { context, request }: ActionFunctionArgs,
  slug: string,
  token: string,
  answer: (stillOwner: boolean, headers?: HeadersInit) => Response,
): Promise<Response> {
  const me = await context.api.console.me(slug, token);
  if (!me.ok) return answer(true);
  const storage = storageOf(context, slug);
  const session = await storage.getSession(request.headers.get("Cookie"));
  session.set("name", me.data.staff.name);
  session.set("role", me.data.staff.role);
  return answer(me.data.staff.role === "OWNER", { "Set-Cookie": await storage.commitSession(session) });
}

type Member = Awaited<ReturnType<typeof loader>>["members"][number];

/** The invitations' outcomes, said in onboarding's own texts. */
const ONBOARDING_DONE: ReadonlySet<StaffDone> = new Set(["invited", "invitedNotSent", "reinvited"]);

export default function StaffRoute() {
  const { t } = useTranslation();
  const { slug, members, done } = useLoaderData<typeof loader>();
  const answer = useAnswerHere(useActionData<StaffFormAnswer>());
  // A successful change redirects here: the forms start again from what the store now has.
  const { key } = useLocation();
  const problems = answer ? problemsIn(answer.errors, summaryFields(answer.form, t), t) : [];
  useFocusOnRefusal(answer, "staff-problems");
  return (
    <div className="c-staff">
      <h1>{t("console.staff.title")}</h1>
      <p>{t("console.staff.intro")}</p>
      <p>
        <Link to={consoleHref(slug, "/password")}>{t("console.staff.ownPasswordLink")}</Link>
      </p>
      <p role="status" className={done ? "c-alert c-alert--info" : undefined}>
        {done ? t(ONBOARDING_DONE.has(done) ? `console.onboarding.staff.${done}` : `console.staff.done.${done}`) : null}
      </p>
      <ErrorSummary id="staff-problems" problems={problems} />
      <div key={key}>
        <h2>{t("console.staff.listTitle", { count: members.length })}</h2>
        <ul className="c-staff-list">
          {members.map((member) => (
            <MemberCard key={member.id} member={member} answer={answer} />
          ))}
        </ul>
        <InviteMember answer={answer?.form === "invite" ? answer : undefined} />
        <AddMember answer={answer?.form === "add" ? answer : undefined} />
      </div>
    </div>
  );
}

function summaryFields(form: string, t: Translate): SummaryField[] {
  const [intent, id] = form === "add" ? ["add", "new"] : form === "invite" ? ["invite", "invite"] : form.split("-");
  const field = (name: string, label: string) => ({
    name,
    target: `staff-${id}-${name}`,
    label: t(`console.staff.fields.${label}`),
  });
  if (intent === "add")
    return [field("name", "name"), field("email", "email"), field("role", "role"), field("password", "password")];
  if (intent === "invite") return [field("name", "name"), field("email", "email"), field("role", "role")];
  if (intent === "update") return [field("name", "name"), field("role", "role")];
  if (intent === "password") return [field("password", "newPassword")];
  return [];
}

function MemberCard({ member, answer }: { member: Member; answer: StaffFormAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const mine = (intent: string) => (answer?.form === `${intent}-${member.id}` ? answer : undefined);
  const update = mine("update");
  const password = mine("password");
  const remove = mine("remove");
  const reinvite = mine("reinvite");
  const id = (name: string) => `staff-${member.id}-${name}`;
  return (
    <li className="c-console-card c-staff-member" aria-labelledby={id("title")}>
      <h3 id={id("title")}>
        {member.name} {member.you ? <span className="c-dimmed">{t("console.staff.you")}</span> : null}
      </h3>
      <p>{member.email}</p>
      <p className="c-console-meta">
        {t(`console.staff.roles.${member.role}`)} · {t("console.staff.addedOn", { date: member.added })}
      </p>
      <div className="c-console-actions">
        <details open={Boolean(update)}>
          <summary>
            {t("console.staff.edit.summary")}
            <span className="c-visually-hidden">: {member.name}</span>
          </summary>
          <Form method="post" className="c-console-form" noValidate>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={member.id} />
            {update?.message ? <FormRefusal form={update.form} message={update.message} count={update.count} /> : null}
            <StaffField
              id={id("name")}
              name="name"
              label={t("console.staff.fields.name")}
              autoComplete="off"
              defaultValue={update?.values.name ?? member.name}
              error={update?.errors.name}
            />
            <RoleField id={id("role")} defaultValue={update?.values.role || member.role} error={update?.errors.role} />
            <button type="submit" className="c-button" disabled={busy}>
              {t("console.staff.edit.submit")}
            </button>
          </Form>
        </details>
        <details open={Boolean(password)}>
          <summary>
            {t("console.staff.password.summary")}
            <span className="c-visually-hidden">: {member.name}</span>
          </summary>
          <Form method="post" className="c-console-form" noValidate>
            <input type="hidden" name="intent" value="password" />
            <input type="hidden" name="id" value={member.id} />
            <p>{t("console.staff.password.intro", { name: member.name })}</p>
            {password?.message ? (
              <FormRefusal form={password.form} message={password.message} count={password.count} />
            ) : null}
            <StaffField
              id={id("password")}
              name="password"
              type="password"
              autoComplete="new-password"
              label={t("console.staff.fields.newPassword")}
              hint={t("console.staff.passwordHint")}
              error={password?.errors.password}
            />
            <button type="submit" className="c-button" disabled={busy}>
              {t("console.staff.password.submit")}
            </button>
          </Form>
        </details>
        {member.you ? null : (
          <Form method="post" className="c-console-form">
            <input type="hidden" name="intent" value="reinvite" />
            <input type="hidden" name="id" value={member.id} />
            {reinvite?.message ? (
              <FormRefusal form={reinvite.form} message={reinvite.message} count={reinvite.count} />
            ) : null}
            <button type="submit" className="c-button c-button--default" disabled={busy}>
              {t("console.onboarding.staff.reinvite")}
              <span className="c-visually-hidden">: {member.name}</span>
            </button>
          </Form>
        )}
        {member.you ? (
          <p className="c-dimmed">{t("console.staff.remove.self")}</p>
        ) : (
          <details open={Boolean(remove)}>
            <summary>
              {t("console.staff.remove.summary")}
              <span className="c-visually-hidden">: {member.name}</span>
            </summary>
            <Form method="post" className="c-console-form">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={member.id} />
              <p>{t("console.staff.remove.confirm", { name: member.name })}</p>
              {remove?.message ? (
                <FormRefusal form={remove.form} message={remove.message} count={remove.count} />
              ) : null}
              <button type="submit" className="c-button c-staff-remove" disabled={busy}>
                {t("console.staff.remove.submit", { name: member.name })}
              </button>
            </Form>
          </details>
        )}
      </div>
    </li>
  );
}

function InviteMember({ answer }: { answer: StaffFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { requestKeys } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  return (
    <section aria-labelledby="staff-invite-title" className="c-staff-add">
      <h2 id="staff-invite-title">{t("console.onboarding.staff.inviteTitle")}</h2>
      <p>{t("console.onboarding.staff.inviteIntro")}</p>
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="request_key" value={answer?.values.request_key ?? requestKeys.invite} />
        {answer?.message ? <FormRefusal form={answer.form} message={answer.message} count={answer.count} /> : null}
        <StaffField
          id="staff-invite-name"
          name="name"
          label={t("console.staff.fields.name")}
          autoComplete="off"
          defaultValue={answer?.values.name ?? ""}
          error={errors.name}
        />
        <StaffField
          id="staff-invite-email"
          name="email"
          type="email"
          label={t("console.staff.fields.email")}
          autoComplete="off"
          defaultValue={answer?.values.email ?? ""}
          error={errors.email}
        />
        <RoleField id="staff-invite-role" defaultValue={answer?.values.role || "STAFF"} error={errors.role} />
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.onboarding.staff.invite")}
        </button>
      </Form>
    </section>
  );
}

function AddMember({ answer }: { answer: StaffFormAnswer | undefined }) {
  const { t } = useTranslation();
  const { requestKeys } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  return (
    <section aria-labelledby="staff-new-title" className="c-staff-add">
      <h2 id="staff-new-title">{t("console.staff.add.title")}</h2>
      <p>{t("console.staff.add.intro")}</p>
      <Form method="post" className="c-console-form" noValidate>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="request_key" value={answer?.values.request_key ?? requestKeys.add} />
        {answer?.message ? <FormRefusal form={answer.form} message={answer.message} count={answer.count} /> : null}
        <StaffField
          id="staff-new-name"
          name="name"
          label={t("console.staff.fields.name")}
          autoComplete="off"
          defaultValue={answer?.values.name ?? ""}
          error={errors.name}
        />
        <StaffField
          id="staff-new-email"
          name="email"
          type="email"
          label={t("console.staff.fields.email")}
          autoComplete="off"
          defaultValue={answer?.values.email ?? ""}
          error={errors.email}
        />
        <RoleField id="staff-new-role" defaultValue={answer?.values.role || "STAFF"} error={errors.role} />
        <StaffField
          id="staff-new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          label={t("console.staff.fields.password")}
          hint={t("console.staff.passwordHint")}
          error={errors.password}
        />
        <button type="submit" className="c-button" disabled={busy}>
          {t("console.staff.add.submit")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <ConsolePageError
      forbidden={{ title: "console.staff.forbidden.title", text: "console.staff.forbidden.text" }}
      instead={{ path: "/password", label: "console.staff.ownPasswordLink" }}
    />
  );
}
