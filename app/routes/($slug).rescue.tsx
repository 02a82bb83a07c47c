import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type RefObject, useEffect, useRef } from "react";
import { claimRescueLink, readRescueLink, type RescuePage } from "~/lib/cart/rescue.server";
import { requireStore } from "~/lib/store/store.server";

// The link of a rescue message (decision 110). Opening it reads the link and spends nothing (a mail
// scanner may open it first); the customer's tap spends it and takes the cart into this browser's
// session at this store, whose cookie sits at Path=/ so a franchise's store list finds it too. The
// page's texts come written from the server, so its browser code loads none.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = await requireStore(context, request);
  const guid = new URL(request.url).searchParams.get("guid") ?? "";
  const page = await readRescueLink(context, store, guid);
  return respond(page, { status: page.status });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const store = await requireStore(context, request);
  const form = await request.formData().catch(() => new FormData());
  const guid = String(form.get("guid") ?? "");
  const claimed = await claimRescueLink(context, store, guid);
  if (claimed.state === "claimed") {
    store.session.set("cartGuid", claimed.cartGuid);
    store.session.flash("notice", "rescue.done");
    return redirect(store.href("/cart"));
  }
  return respond(claimed.page, { status: claimed.page.status });
}

export default function RescueLinkPage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const page: RescuePage = answered ?? loaded;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (answered) headingRef.current?.focus();
  }, [answered]);
  return (
    <main id="main" className="c-container c-page">
      <Heading page={page} headingRef={headingRef} />
      {page.alert ? (
        <p role="alert" className="c-alert c-alert--error">
          {page.alert}
        </p>
      ) : null}
      <p>{page.body}</p>
      {page.claim ? <ClaimForm guid={page.claim.guid} label={page.claim.label} /> : null}
      <p className="c-row">
        {page.links.map((link) => (
          <Link key={link.href} to={link.href} className="c-button c-button--default">
            {link.label}
          </Link>
        ))}
      </p>
    </main>
  );
}

function Heading({ page, headingRef }: { page: RescuePage; headingRef: RefObject<HTMLHeadingElement> }) {
  return (
    <h1 ref={headingRef} tabIndex={-1}>
      {page.heading}
    </h1>
  );
}

function ClaimForm({ guid, label }: { guid: string; label: string }) {
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (navigation.state !== "idle") event.preventDefault();
      }}
    >
      <input type="hidden" name="guid" value={guid} />
      <button type="submit" className="c-button">
        {label}
      </button>
    </Form>
  );
}
