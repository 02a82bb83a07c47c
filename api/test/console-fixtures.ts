import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { staffLoginResponseSchema, type StaffRole } from "../../contract";
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMER_PASSWORD_HASH } from "../seed/data/customers";
import { postJson } from "./helpers";

/* The store console's tests: staff members written to D1 and their logins through the API. */

export const STAFF_PASSWORD = DEMO_CUSTOMER_PASSWORD;

/** A staff member of `merchantId` with STAFF_PASSWORD; answers its id. */
export async function insertStaff(
  merchantId: number,
  email: string,
  role: StaffRole = "STAFF",
  name = "Rita",
): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO staff_members (merchant_id, name, email, role, password_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5, 0) RETURNING id",
  )
    .bind(merchantId, name, email, role, DEMO_CUSTOMER_PASSWORD_HASH)
    .first<{ id: number }>();
  return row!.id;
}

/** Logs `email` in at `slug` through the API and answers the staff token. */
export async function staffToken(slug: string, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await postJson(`/console/${slug}/login`, { email, password });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return staffLoginResponseSchema.parse(body).data.token;
}
