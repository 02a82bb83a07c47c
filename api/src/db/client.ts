import { drizzle } from "drizzle-orm/d1";

/** A drizzle handle over the D1 binding; cheap, so built per request rather than cached in module state. */
export const createDb = (d1: D1Database) => drizzle(d1);

export type Db = ReturnType<typeof createDb>;
