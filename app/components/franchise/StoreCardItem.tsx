import { storeMenuHref, type StoreCard } from "~/lib/store/franchise";
import { useTranslation } from "~/lib/i18n/i18n";
import { merchantHref } from "~/lib/store/links";
import { useMerchantHref } from "~/lib/store/use-merchant";

/** With `carryFrom` the name is a form's button that carries the cart; the form sits beside the heading, which holds only phrasing content. */
export function StoreCardItem({
  store,
  carryFrom,
  voucher = null,
  from = "cep",
}: {
  store: StoreCard;
  carryFrom: string | null;
  voucher?: string | null;
  from?: "cep" | "you" | "address";
}) {
  const { t } = useTranslation();
  const href = useMerchantHref();
  const formId = `carry-${store.slug}`;
  return (
    <li className="c-store">
      <h3>
        {carryFrom ? (
          <button type="submit" form={formId} className="c-store__choose">
            {store.name}
          </button>
        ) : (
          <a href={storeMenuHref(merchantHref({ slug: store.slug, customDomain: false }), voucher)}>{store.name}</a>
        )}
      </h3>
      {carryFrom ? (
        <form id={formId} method="post" action={href("/stores")}>
          <input type="hidden" name="intent" value="carry" />
          <input type="hidden" name="source" value={carryFrom} />
          <input type="hidden" name="target" value={store.slug} />
          {voucher ? <input type="hidden" name="voucher" value={voucher} /> : null}
        </form>
      ) : null}
      <p>
        {store.address} · {store.city}
      </p>
      {store.distance ? (
        <p>
          {t(from === "cep" ? "franchise.store.distance" : `franchise.near.distance.${from}`, {
            distance: store.distance,
          })}
        </p>
      ) : null}
      <p className="c-item__meta">
        <span className={store.opened ? "c-badge c-badge--open" : "c-badge"}>
          {t(store.opened ? "franchise.store.open" : "franchise.store.closed")}
        </span>{" "}
        {store.delivery ? <span className="c-tag">{t("modes.delivery")}</span> : null}
        {store.takeout ? <span className="c-tag">{t("modes.takeout")}</span> : null}
      </p>
    </li>
  );
}
