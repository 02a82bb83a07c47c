import type { Menu } from "../../../contract";
import { createDb } from "../db/client";
import { loadMenu } from "../db/menu";

export const readMenu = (d1: D1Database, merchantId: number): Promise<Menu> => loadMenu(createDb(d1), merchantId);
