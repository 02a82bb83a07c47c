import { describe, expect, it } from "vitest";
import type { OperationModes } from "../../../contract";
import { resolveDeliveryMode } from "./delivery-mode";

const modes = (delivery: boolean, takeout: boolean, table = false): OperationModes => ({
  delivery_configuration: { enabled: delivery, time_to_receive: { minimum: 30, maximum: 50 } },
  takeout_configuration: { enabled: takeout, time_to_receive: { minimum: 15, maximum: 20 } },
  table_configuration: { enabled: table },
});

describe("resolveDeliveryMode (core spec §4)", () => {
  it.each([
    ["nothing saved, both enabled: delivery overrides takeout", modes(true, true), {}, "DELIVERY"],
    ["nothing saved, only takeout", modes(false, true), {}, "TAKEOUT"],
    ["saved takeout kept when enabled", modes(true, true), { saved: "TAKEOUT" }, "TAKEOUT"],
    ["saved takeout, only delivery enabled: forced", modes(true, false), { saved: "TAKEOUT" }, "DELIVERY"],
    ["saved delivery, only takeout enabled: forced", modes(false, true), { saved: "DELIVERY" }, "TAKEOUT"],
    ["?method=2 is takeout", modes(true, true), { saved: "DELIVERY", methodQuery: "2" }, "TAKEOUT"],
    ["?method=1 is delivery", modes(true, true), { saved: "TAKEOUT", methodQuery: "1" }, "DELIVERY"],
    ["?method=3 is table when the store has tables", modes(true, true, true), { methodQuery: "3" }, "TABLE"],
    ["?method=3 without tables is ignored", modes(true, true), { methodQuery: "3" }, "DELIVERY"],
    ["?method=2 refused when takeout is off", modes(true, false), { methodQuery: "2" }, "DELIVERY"],
    ["an unknown ?method is ignored", modes(true, true), { saved: "TAKEOUT", methodQuery: "9" }, "TAKEOUT"],
    ["a table id forces table", modes(true, true, true), { saved: "TAKEOUT", methodQuery: "1", tableId: "7" }, "TABLE"],
    ["no modes answer: delivery", null, { saved: "TAKEOUT" }, "DELIVERY"],
  ] as const)("%s", (_, storeModes, input, expected) => {
    expect(resolveDeliveryMode({ modes: storeModes, ...input })).toBe(expected);
  });
});
