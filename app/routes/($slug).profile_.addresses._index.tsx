import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formatZipCode } from "../../contract/formats/postal-code";
import { AccountListHead } from "~/components/profile/AccountListHead";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import {
  accountErrorKey,
  accountPage,
  addressDeleteFormSchema,
  mustRead,
  refusalStatus,
  stopUnlessTheirs,
} from "~/lib/accounts/profile.server";
import { flashedNotice } from "~/lib/i18n/i18n.server";

export const handle = { texts: ["addresses", "profile.back", "profile.errors"] } satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await accountPage(context, request);
  const addresses = mustRead(
    context,
    request,
    await context.api.listAddresses(page.slug, page.client.token, page.client.id),
  );
  const deleting = Number(new URL(request.url).searchParams.get("delete"));
  return {
    title: page.t("addresses.title"),
    notice: flashedNotice(page.session, page.t),
    profileHref: page.href("/profile"),
    newHref: page.href("/profile/addresses/new"),
    listHref: page.href("/profile/addresses"),
    addresses: addresses.map((address) => ({
      id: address.id,
      label: address.name,
      line: [`${address.street}, ${address.number}`, address.complement, address.neighborhood]
        .filter(Boolean)
        .join(" · "),
      place: `${address.city} - ${address.state} · ${formatZipCode(page.country, address.zip_code)}`,
      editHref: page.href(`/profile/addresses/${address.id}`),
      deleteHref: page.href(`/profile/addresses?delete=${address.id}`),
      confirming: address.id === deleting,
    })),
  };
}

/** One the account does not hold (another customer's, or already removed) is not found: nothing was removed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const page = await accountPage(context, request);
  const submission = parseWithZod(await request.formData().catch(() => new FormData()), {
    schema: addressDeleteFormSchema,
  });
  if (submission.status !== "success") return respond({ formError: "form.invalid" }, { status: 400 });
  const result = await context.api.deleteAddress(page.slug, page.client.token, page.client.id, submission.value.id);
  if (result.ok) {
    page.session.flash("notice", "addresses.notices.deleted");
    return redirect(page.href("/profile/addresses"));
  }
  if (result.status === 404) return respond({ formError: "addresses.errors.notFound" }, { status: 404 });
  stopUnlessTheirs(context, request, result);
  return respond({ formError: accountErrorKey(result.error, result.status) }, { status: refusalStatus(result.status) });
}

export default function AddressesRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const { t } = useTranslation();
  return (
    <main id="main" className="c-container c-page">
      <AccountListHead
        id="addresses"
        title={page.title}
        profileHref={page.profileHref}
        notice={page.notice}
        answer={answer}
      />
      <p className="c-row">
        <Link to={page.newHref} className="c-button">
          {t("addresses.new")}
        </Link>
      </p>
      {page.addresses.length === 0 ? <p>{t("addresses.empty")}</p> : null}
      <ul id="addresses" className="c-section c-account-list" aria-label={page.title}>
        {page.addresses.map((address) => (
          <li key={address.id} className="c-section">
            <h2>{t(`addresses.labels.${address.label}`)}</h2>
            <p>{address.line}</p>
            <p>{address.place}</p>
            {address.confirming ? (
              <Form method="post" className="c-alert c-alert--info">
                <p id={`delete-${address.id}-question`}>{t("addresses.delete.question")}</p>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={address.id} />
                <div className="c-row">
                  <button
                    type="submit"
                    className="c-button"
                    aria-describedby={`delete-${address.id}-question`}
                    autoFocus
                  >
                    {t("addresses.delete.confirm")}
                  </button>
                  <Link to={page.listHref} className="c-button c-button--default">
                    {t("addresses.delete.cancel")}
                  </Link>
                </div>
              </Form>
            ) : (
              <p className="c-row">
                <Link
                  to={address.editHref}
                  className="c-button c-button--default"
                  aria-label={t("addresses.editOne", {
                    label: t(`addresses.labels.${address.label}`),
                    line: address.line,
                  })}
                >
                  {t("addresses.editAction")}
                </Link>
                <Link
                  to={address.deleteHref}
                  className="c-button c-button--default"
                  aria-label={t("addresses.deleteOne", {
                    label: t(`addresses.labels.${address.label}`),
                    line: address.line,
                  })}
                >
                  {t("addresses.delete.action")}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
