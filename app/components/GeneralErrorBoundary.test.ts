import { describe, expect, it } from "vitest";
import { errorKind } from "./GeneralErrorBoundary";

const response = (status: number) => ({ status, statusText: "", internal: false, data: null });

describe("errorKind", () => {
  it("gives a rate-limited page its own 'wait a minute' page, not 'store down' or a 500", () => {
    expect(errorKind(response(429))).toBe("tooMany");
    expect(errorKind(response(503))).toBe("upstream");
    expect(errorKind(new Error("boom"))).toBe("generic");
  });
});
