import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PasswordLinkForm } from "~/components/console/PasswordLinkForm";
import { consolePage } from "~/lib/console/console-session.server";
import { setPasswordFromLink, tokenOf } from "~/lib/console/password-link.server";
import { useTranslation } from "~/lib/i18n/i18n";
import consoleStyles from "~/styles/console.css";

/* The page an invitation's mail opens (decision 108): the member chooses a password and is logged in. */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
  // The token is in this page's address: no other site learns it from a Referer (a form post keeps its Origin).
  { name: "referrer", content: "same-origin" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await consolePage(context, request, params);
  return { title: page.t("console.onboarding.link.invitationTitle"), slug: page.slug, token: tokenOf(request) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const page = await consolePage(context, request, params);
  const form = await request.formData().catch(() => new FormData());
  return setPasswordFromLink(context, request, page, form);
}

export default function Invitation() {
  const { t } = useTranslation();
  const { slug, token } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="c-container c-page c-console-login">
      <h1>{t("console.onboarding.link.invitationTitle")}</h1>
      <p>{t("console.onboarding.link.invitationIntro", { slug })}</p>
      <PasswordLinkForm slug={slug} token={token} />
    </main>
  );
}
