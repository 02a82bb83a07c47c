import { describe, expect, it } from "vitest";
import { checkGuest, joinErrorKey, ownerOf, presentTableBar, storedId, tableErrorKey } from "./table-view";

const clients = [
  { id: 11, name: "Ana", guests: 2, owner: true },
  { id: 12, name: "Bruno", guests: 1, owner: false },
];
const table = {
  id: 100902,
  enabled: true,
  modality: 1 as const,
  table_clients: clients,
  number: 2,
  code: "NAPOLI-MESA-2",
  status: "OPEN" as const,
};
const stored = { tableId: "100902", tableClientId: "12", tableOwnerId: "11" };

describe("checkGuest", () => {
  it("accepts a guest listed at the enabled table", () => {
    expect(checkGuest(table, stored)).toEqual({ ok: true, clientId: 12 });
  });

  it("refuses another table, a missing or forged id", () => {
    expect(checkGuest(table, { ...stored, tableId: "100901" })).toEqual({ ok: false, reason: "no-table" });
    expect(checkGuest(table, { ...stored, tableClientId: undefined })).toEqual({ ok: false, reason: "no-table" });
    expect(checkGuest(table, { ...stored, tableClientId: "12; drop" })).toEqual({ ok: false, reason: "no-table" });
    expect(checkGuest(table, { ...stored, tableId: "0" })).toEqual({ ok: false, reason: "no-table" });
  });

  it("refuses a disabled table", () => {
    expect(checkGuest({ ...table, enabled: false }, stored)).toEqual({ ok: false, reason: "disabled" });
  });

  it("refuses a guest the table no longer lists (closed and reopened for a new party)", () => {
    const reopened = { ...table, table_clients: [{ id: 40, name: "Carla", guests: 3, owner: true }] };
    expect(checkGuest(reopened, stored)).toEqual({ ok: false, reason: "not-a-guest" });
  });

  it("modality 2: the stored owner must still be the table's owner", () => {
    const verified = { ...table, modality: 2 as const };
    expect(checkGuest(verified, stored)).toEqual({ ok: true, clientId: 12 });
    expect(checkGuest(verified, { ...stored, tableOwnerId: "99" })).toEqual({ ok: false, reason: "owner-changed" });
    expect(checkGuest(verified, { ...stored, tableOwnerId: undefined })).toEqual({
      ok: false,
      reason: "owner-changed",
    });
    const newOwner = {
      ...verified,
      table_clients: [
        { ...clients[0]!, owner: false },
        { ...clients[1]!, owner: true },
      ],
    };
    expect(checkGuest(newOwner, stored)).toEqual({ ok: false, reason: "owner-changed" });
  });

  it("modalities 1 and 3 do not check the owner", () => {
    expect(checkGuest({ ...table, modality: 3 as const }, { ...stored, tableOwnerId: "99" })).toEqual({
      ok: true,
      clientId: 12,
    });
    expect(checkGuest(table, { ...stored, tableOwnerId: undefined })).toEqual({ ok: true, clientId: 12 });
  });
});

describe("table view helpers", () => {
  it("finds the owner and reads stored ids strictly", () => {
    expect(ownerOf(table)).toBe(11);
    expect(ownerOf({ table_clients: [] })).toBeNull();
    expect(storedId("12")).toBe(12);
    expect(storedId("012")).toBeNull();
    expect(storedId("1e3")).toBeNull();
    expect(storedId(undefined)).toBeNull();
  });

  it("presents the bar with this guest's name", () => {
    expect(presentTableBar(table, 12)).toEqual({
      number: 2,
      code: "NAPOLI-MESA-2",
      guestName: "Bruno",
      readyIn: null,
      billAsked: false,
    });
    // "Ready in" only for modality 3 (the table kept on the device).
    expect(presentTableBar(table, 12, "15 - 20 min")?.readyIn).toBeNull();
    expect(presentTableBar({ ...table, modality: 3 }, 12, "15 - 20 min")?.readyIn).toBe("15 - 20 min");
  });

  it("says the bill was asked once nothing more can be sent, and shows no bar once the table is closed", () => {
    for (const status of ["WAITING_PAYMENT", "PAID"] as const) {
      expect(presentTableBar({ ...table, modality: 3, status }, 12, "15 - 20 min")).toMatchObject({
        billAsked: true,
        readyIn: null,
      });
    }
    expect(presentTableBar({ ...table, status: "CLOSED" }, 12)).toBeNull();
  });

  it("says each refusal in the customer's words", () => {
    expect(tableErrorKey({ code: "TABLE_CLOSED" }, 409)).toBe("table.errors.closed");
    expect(tableErrorKey({ code: "INVALID_CART" }, 422)).toBe("table.errors.invalidCart");
    expect(tableErrorKey({ code: "NOT_FOUND" }, 404)).toBe("table.errors.notAtTable");
    expect(tableErrorKey({ code: "INTERNAL_ERROR" }, 503)).toBe("table.errors.unreachable");
    expect(tableErrorKey({ code: "RATE_LIMITED" }, 429)).toBe("table.errors.rateLimited");
  });
});

describe("joinErrorKey", () => {
  it("a join the API refuses for no reason the customer can act on says the client could not be assigned to the table", () => {
    expect(joinErrorKey({ code: "INTERNAL_ERROR" }, 503)).toBe("table.errors.assignFailed");
    expect(joinErrorKey({ code: "VALIDATION_ERROR" }, 422)).toBe("table.errors.assignFailed");
    expect(joinErrorKey({ code: "NOT_FOUND" }, 404)).toBe("table.errors.missing");
    expect(joinErrorKey({ code: "TABLE_CLOSED" }, 409)).toBe("table.errors.closed");
    expect(joinErrorKey({ code: "RATE_LIMITED" }, 429)).toBe("table.errors.rateLimited");
  });
});
