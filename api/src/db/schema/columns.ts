import { integer } from "drizzle-orm/sqlite-core";

/** A NOT NULL boolean column (SQLite integer 0/1). */
export const bool = (name: string) => integer(name, { mode: "boolean" }).notNull();
