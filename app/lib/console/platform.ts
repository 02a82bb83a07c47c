/** The new store form's fields, in the order the form shows them (browser code: no zod). */
export const CREATE_FIELDS = [
  "slug",
  "name",
  "country_code",
  "currency",
  "timezone",
  "language",
  "slug_franchise",
  "owner_name",
  "owner_email",
] as const;
export type CreateField = (typeof CREATE_FIELDS)[number];
