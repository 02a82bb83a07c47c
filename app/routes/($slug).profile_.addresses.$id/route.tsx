import { parseWithZod } from "@conform-to/zod/v4";
import {
  data as respond,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { AddressForm, type AddressFormAnswer } from "~/components/profile/AddressForm";
import { useFocusRefusal } from "~/components/profile/use-focus-refusal";
import {
  EMPTY_ADDRESS,
  fieldsOfAddress,
  fieldsOfValues,
  fillFromLookup,
  fillFromPlace,
  placeMismatch,
  sameAddress,
  type AddressFields,
} from "~/lib/accounts/address-form";
import { addressFormSchema, addressIntent, toAddressInput } from "~/lib/accounts/address-schema.server";
import { farLocation } from "~/lib/location/far-location.server";
import { firstErrors } from "~/lib/page/form-fields.server";
import { mapTiles } from "~/lib/location/map-tiles.server";
import { textsClientLoader, type TextsHandle, useTranslation } from "~/lib/i18n/i18n";
import {
  accountErrorKey,
  accountPage,
  mustRead,
  refusalStatus,
  stopUnlessTheirs,
  type AccountPage,
} from "~/lib/accounts/profile.server";

// Not whole sections: the page's first load is near its budget.
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
    "addresses.back",
  ],
} satisfies TextsHandle;
export const clientLoader = textsClientLoader(handle);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionStatus, defaultShouldRevalidate }) =>
  formData?.get("intent") === "lookup" || (actionStatus !== undefined && actionStatus >= 400)
    ? false
    : defaultShouldRevalidate;

function addressIdOf(param: string | undefined): number | "new" {
  if (param === "new") return "new";
  if (!param || !/^\d{1,12}$/.test(param)) throw respond(null, { status: 404 });
  return Number(param);
}

function ruleOf(page: AccountPage) {
  return (
    page.merchant.generalSettings?.address_configuration ?? {
      enabled_reference_point: false,
      required_reference_point: false,
    }
  );
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = addressIdOf(params.id);
  const page = await accountPage(context, request);
  let fields: AddressFields = EMPTY_ADDRESS;
  if (id !== "new") {
    const addresses = mustRead(
      context,
      request,
      await context.api.listAddresses(page.slug, page.client.token, page.client.id),
    );
    const address = addresses.find((candidate) => candidate.id === id);
    if (!address) throw respond(null, { status: 404 });
    fields = fieldsOfAddress(page.country, address);
  }
  return {
    title: page.t(id === "new" ? "addresses.new" : "addresses.edit"),
    isNew: id === "new",
    fields,
    country: page.country,
    rule: ruleOf(page),
    listHref: page.href("/profile/addresses"),
    tiles: mapTiles(context),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = addressIdOf(params.id);
  const page = await accountPage(context, request);
  const form = addressIntent(await request.formData().catch(() => new FormData()));
  const submission = parseWithZod(form, { schema: addressFormSchema(page.country, ruleOf(page)) });
  const typed = fieldsOfValues(submission.reply().initialValue ?? undefined);
  const answer = (state: Partial<AddressFormAnswer>, status: number) =>
    respond(
      {
        fields: typed,
        errors: {},
        formError: null,
        mismatch: null,
        found: false,
        far: null,
        located: false,
        ...state,
      } satisfies AddressFormAnswer,
      {
        status,
      },
    );

  if (submission.status !== "success") {
    const errors = firstErrors(submission.reply().error);
    const formError = errors[""] ?? null;
    delete errors[""];
    return answer({ errors, formError }, 400);
  }
  const { api } = context;
  const value = submission.value;

  if (value.intent === "locate") {
    const place = await api.reverseGeocode(page.slug, page.client.token, value.latitude, value.longitude);
    if (place.ok) return answer({ fields: fillFromPlace(page.country, typed, place.data), located: true }, 200);
    if (place.status === 404) return answer({ formError: "location.unknown" }, 422);
    return answer({ formError: accountErrorKey(place.error, place.status) }, refusalStatus(place.status));
  }

  const lookup = await api.lookupPostalCode(page.slug, page.client.token, value.zip_code, page.country);
  if (value.intent === "lookup") {
    if (lookup.ok) return answer({ fields: fillFromLookup(page.country, typed, lookup.data), found: true }, 200);
    if (lookup.status === 404)
      return answer(
        { errors: { zip_code: `addresses.lookup.notFound.${page.country === "BRA" ? "cep" : "zip"}` } },
        422,
      );
    return answer({ formError: accountErrorKey(lookup.error, lookup.status) }, refusalStatus(lookup.status));
  }

  // A city or state not the postal code's is confirmed by the customer once, never refused.
  const input = toAddressInput(page.country, value);
  if (lookup.ok) {
    const mismatch = placeMismatch(lookup.data, value.city, value.state);
    if (mismatch && !value.confirmed) return answer({ mismatch }, 409);
    if (!mismatch && input.latitude === null) {
      input.latitude = lookup.data.latitude;
      input.longitude = lookup.data.longitude;
    }
  }
  const far =
    value.located && value.far !== "pin" ? await farLocation(context, page.slug, page.client.token, input) : null;
  if (far && value.far === "address") {
    input.latitude = far.address.latitude;
    input.longitude = far.address.longitude;
  } else if (far) return answer({ far: { km: far.km } }, 409);
  // A form sent twice (a double tap, or back and send again) must not save the address twice.
  if (id === "new") {
    const existing = await api.listAddresses(page.slug, page.client.token, page.client.id);
    if (existing.ok && existing.data.some((address) => sameAddress(address, input))) {
      page.session.flash("notice", "addresses.notices.added");
      return redirect(page.href("/profile/addresses"));
    }
  }
  const saved =
    id === "new"
      ? await api.createAddress(page.slug, page.client.token, page.client.id, input)
      : await api.updateAddress(page.slug, page.client.token, page.client.id, id, input);
  stopUnlessTheirs(context, request, saved);
  if (!saved.ok) return answer({ formError: accountErrorKey(saved.error, saved.status) }, refusalStatus(saved.status));
  page.session.flash("notice", id === "new" ? "addresses.notices.added" : "addresses.notices.saved");
  return redirect(page.href("/profile/addresses"));
}

export default function AddressRoute() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const { t } = useTranslation();
  const refused =
    answer !== null &&
    (answer.formError !== null ||
      answer.mismatch !== null ||
      answer.far !== null ||
      Object.keys(answer.errors).length > 0);
  useFocusRefusal(answer, refused, "address-form", "address-form-message");
  return (
    <main id="main" className="c-container c-page" aria-busy={navigation.state !== "idle" || undefined}>
      <p>
        <Link to={page.listHref} className="c-back-link">
          {t("addresses.back")}
        </Link>
      </p>
      <h1 tabIndex={-1}>{page.title}</h1>
      <AddressForm
        key={answer ? JSON.stringify(answer) : "loaded"}
        id="address-form"
        country={page.country}
        rule={page.rule}
        fields={answer?.fields ?? page.fields}
        errors={answer?.errors ?? {}}
        formError={answer?.formError ?? null}
        mismatch={answer?.mismatch ?? null}
        found={answer?.found ?? false}
        far={answer?.far ?? null}
        tiles={page.tiles}
      />
    </main>
  );
}
