import type { AdminMenuPricesRequest, MenuWrite } from "../../../contract";
import { createDb } from "../db/client";
import { findMerchantBySlug } from "../db/merchants";
import { listStaff } from "../db/staff";
import { notFound } from "../http/errors";
import { changeItem, changeOptionGroup, readMenuEditor } from "./menu-editor";

/**
 * A dish's price, and one of its options' prices, changed through the owner's editor use cases as
 * the store's owner: the same batch, version and trail as the console, for the end-to-end tests,
 * which have no console page to type the price in.
 */
export async function setMenuPrices(d1: D1Database, request: AdminMenuPricesRequest, now = new Date()) {
  const merchant = await findMerchantBySlug(createDb(d1), request.slug);
  if (!merchant) throw notFound("No such store");
  const owner = (await listStaff(d1, merchant.id)).find((member) => member.role === "OWNER");
  if (!owner) throw notFound("The store has no owner");
  const actor = { merchantId: merchant.id, staffId: owner.id, staffName: owner.name };
  const editor = await readMenuEditor(d1, merchant.id);
  const item = editor.categories.flatMap((category) => category.items).find((dish) => dish.id === request.item_id);
  if (!item) throw notFound("No such dish on this menu");
  let written: MenuWrite = await changeItem(
    d1,
    actor,
    item.id,
    {
      category_id: item.category_id,
      name: item.name,
      description: item.description,
      price: request.price,
      // A promotion's "before" price must stay above the price.
      original_price: item.original_price !== null && item.original_price > request.price ? item.original_price : null,
      tags: item.tags,
      enabled: item.enabled,
      serves: item.serves,
    },
    now,
  );
  const option = request.option;
  if (option) {
    const group = item.option_groups.find((candidate) => candidate.options.some((one) => one.id === option.id));
    if (!group) throw notFound("No such option of this dish");
    written = await changeOptionGroup(
      d1,
      actor,
      group.id,
      {
        name: group.name,
        min: group.min,
        max: group.max,
        options: group.options.map((one) => ({ ...one, price: one.id === option.id ? option.price : one.price })),
      },
      now,
    );
  }
  return written;
}
