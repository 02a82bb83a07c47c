import { menuExtrasResponseSchema, menuWriteResponseSchema, type MenuExtraRequest } from "../../../contract";
import type { Send } from "~/lib/platform/api-calls.server";

/** The cart extras' calls (contract/console-menu-extras.ts) with the staff token: every member reads, the owner writes. */
export function menuExtrasCalls(send: Send) {
  const base = (slug: string) => `/console/${encodeURIComponent(slug)}/menu_editor/extras`;
  return {
    read(slug: string, token: string) {
      return send("GET", base(slug), token, menuExtrasResponseSchema);
    },
    create(slug: string, token: string, body: MenuExtraRequest) {
      return send("POST", base(slug), token, menuWriteResponseSchema, body);
    },
    update(slug: string, token: string, id: number, body: MenuExtraRequest) {
      return send("PUT", `${base(slug)}/${id}`, token, menuWriteResponseSchema, body);
    },
    orderExtras(slug: string, token: string, ids: number[]) {
      return send("PUT", `${base(slug)}_order`, token, menuWriteResponseSchema, { ids });
    },
    orderAdditionals(slug: string, token: string, id: number, ids: number[]) {
      return send("PUT", `${base(slug)}/${id}/additionals_order`, token, menuWriteResponseSchema, { ids });
    },
    remove(slug: string, token: string, id: number) {
      return send("DELETE", `${base(slug)}/${id}`, token, menuWriteResponseSchema);
    },
  };
}
