import type { AdminMerchantCopyRequest } from "../../../contract/console-settings";
import { hashPassword } from "../auth/password";
import { copyMerchantRows } from "../db/merchant-copies";
import { HttpError, notFound } from "../http/errors";

const randomText = (length: number) =>
  Array.from(
    crypto.getRandomValues(new Uint8Array(length)),
    (byte) => "abcdefghijkmnpqrstuvwxyz23456789"[byte % 32],
  ).join("");

/**
 * A demo store copied under a new slug with an owner of its own (decision 102): end-to-end tests
 * change its settings and menu while the other tests read the demo stores as seeded.
 */
export async function copyMerchant(d1: D1Database, request: AdminMerchantCopyRequest, now = new Date()) {
  const slug = request.slug ?? `copia-${request.from}-${randomText(6)}`.slice(0, 80);
  const taken = await d1.prepare("SELECT 1 FROM merchants WHERE slug = ?1").bind(slug).first();
  if (taken) throw new HttpError(409, "ALREADY_EXISTS", "That slug is taken");
  const password = `Copia-${randomText(12)}`;
  const owner = { name: "Dona da cópia", email: `dona@${slug}.comanda.test` };
  const rows = await copyMerchantRows(
    d1,
    request.from,
    slug,
    `Cópia ${slug.slice(-6)}`,
    { ...owner, passwordHash: await hashPassword(password) },
    now.getTime(),
  );
  if (!rows) throw notFound("No such store to copy");
  return { slug, merchant_id: rows.merchantId, owner: { ...owner, password } };
}
