import {
  menuChangesResponseSchema,
  menuEditorResponseSchema,
  menuWriteResponseSchema,
  type MenuCategoryRequest,
  type MenuItemRequest,
  type MenuOptionGroupRequest,
  type MenuTrashKind,
} from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** Every write answers the id it created or changed, and the menu's new version. */
const writeResponseSchema = menuWriteResponseSchema;

/**
 * The menu editor's calls (contract/console-menu.ts), with the staff token: every member reads, the
 * owner writes. Refusals come back as `send` hands them (field errors whose messages are locale keys).
 */
export function menuEditorCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}/menu_editor`;
  return {
    read(slug: string, token: string) {
      return send("GET", base(slug), token, menuEditorResponseSchema);
    },
    changes(slug: string, token: string, before: number | null) {
      const query = before === null ? "" : `?before=${before}`;
      return send("GET", `${base(slug)}/changes${query}`, token, menuChangesResponseSchema);
    },
    createCategory(slug: string, token: string, body: MenuCategoryRequest) {
      return send("POST", `${base(slug)}/categories`, token, writeResponseSchema, body);
    },
    updateCategory(slug: string, token: string, id: number, body: MenuCategoryRequest) {
      return send("PUT", `${base(slug)}/categories/${id}`, token, writeResponseSchema, body);
    },
    orderCategories(slug: string, token: string, ids: number[]) {
      return send("PUT", `${base(slug)}/categories_order`, token, writeResponseSchema, { ids });
    },
    createItem(slug: string, token: string, body: MenuItemRequest) {
      return send("POST", `${base(slug)}/items`, token, writeResponseSchema, body);
    },
    updateItem(slug: string, token: string, id: number, body: MenuItemRequest) {
      return send("PUT", `${base(slug)}/items/${id}`, token, writeResponseSchema, body);
    },
    orderItems(slug: string, token: string, categoryId: number, ids: number[]) {
      return send("PUT", `${base(slug)}/categories/${categoryId}/items_order`, token, writeResponseSchema, { ids });
    },
    trash(slug: string, token: string, kind: MenuTrashKind, id: number) {
      const path = kind === "category" ? `categories/${id}` : `items/${id}`;
      return send("DELETE", `${base(slug)}/${path}`, token, writeResponseSchema);
    },
    restore(slug: string, token: string, kind: MenuTrashKind, id: number) {
      return send("POST", `${base(slug)}/trash/${kind}/${id}/restore`, token, writeResponseSchema);
    },
    createGroup(slug: string, token: string, itemId: number, body: MenuOptionGroupRequest) {
      return send("POST", `${base(slug)}/items/${itemId}/option_groups`, token, writeResponseSchema, body);
    },
    updateGroup(slug: string, token: string, id: number, body: MenuOptionGroupRequest) {
      return send("PUT", `${base(slug)}/option_groups/${id}`, token, writeResponseSchema, body);
    },
    deleteGroup(slug: string, token: string, id: number) {
      return send("DELETE", `${base(slug)}/option_groups/${id}`, token, writeResponseSchema);
    },
    orderOptions(slug: string, token: string, groupId: number, ids: number[]) {
      return send("PUT", `${base(slug)}/option_groups/${groupId}/options_order`, token, writeResponseSchema, { ids });
    },
    orderGroups(slug: string, token: string, itemId: number, ids: number[]) {
      return send("PUT", `${base(slug)}/items/${itemId}/option_groups_order`, token, writeResponseSchema, { ids });
    },
  };
}

export type MenuEditorCalls = ReturnType<typeof menuEditorCalls>;
