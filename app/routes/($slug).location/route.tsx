import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { AddressForm } from "~/components/profile/AddressForm";
import { useFocusRefusal } from "~/components/profile/use-focus-refusal";
import { textsClientLoader, type TextsHandle } from "~/lib/i18n/i18n";
import { StaticHtml } from "~/partial";
import type { action, loader } from "./location.server";

export { action, loader } from "./location.server";

export const handle = {
  texts: [
    "addresses.fields",
    "addresses.labels",
    "addresses.lookup",
    "addresses.mismatch",
    "addresses.optional",
    "addresses.save",
    "addresses.errors.label",
    "form",
    "location.useMine",
    "location.tryAgain",
    "location.asking",
    "location.refused",
    "location.failed",
    "location.unknown",
    "location.map",
    "location.far",
    "profile.errors",
    "validation.required",
    "validation.cepInvalid",
    "validation.zipCodeInvalid",
  ],
} satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

/** A lookup or a location asked by the fetcher changes nothing the loader reads. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionStatus, defaultShouldRevalidate }) =>
  ["lookup", "locate"].includes(String(formData?.get("intent"))) || (actionStatus !== undefined && actionStatus >= 400)
    ? false
    : defaultShouldRevalidate;

export default function LocationRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const refused =
    answer !== null &&
    (answer.formError !== null ||
      answer.mismatch !== null ||
      answer.far !== null ||
      Object.keys(answer.errors).length > 0);
  useFocusRefusal(answer, refused, "location-form", "location-form-message");
  const pickup = answer?.pickup ?? null;
  return (
    <main id="main" className="c-container c-page" aria-busy={navigation.state !== "idle" || undefined}>
      <StaticHtml part={page.head} />
      {page.stores ? (
        <StaticHtml part={page.stores} />
      ) : (
        <>
          {pickup ? <StaticHtml part={pickup} /> : null}
          <AddressForm
            key={answer ? JSON.stringify(answer) : "loaded"}
            id="location-form"
            country={page.country}
            rule={page.rule}
            fields={answer?.fields ?? page.fields}
            errors={answer?.errors ?? {}}
            formError={pickup ? null : (answer?.formError ?? null)}
            mismatch={answer?.mismatch ?? null}
            found={answer?.found ?? false}
            far={answer?.far ?? null}
            tiles={page.tiles}
          />
        </>
      )}
    </main>
  );
}
