import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { decodePixCode } from "../../../contract";
import { PIX_CODE } from "~/components/orders/order.fixtures";
import { qrSvg } from "./qr.server";

describe("qrSvg", () => {
  it("draws a real BR Code as one SVG path, the same each time, with a quiet zone", () => {
    expect(decodePixCode(PIX_CODE)).not.toBeNull();
    const svg = qrSvg(PIX_CODE);
    expect(svg).toBe(qrSvg(PIX_CODE));
    const { size, data } = encode(PIX_CODE, { ecc: "M", border: 4 });
    expect(svg).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${size} ${size}"`));
    expect(svg.match(/<path /g)).toHaveLength(1);
    // Every dark module of the matrix is drawn and nothing else: count the area of the runs.
    const drawn = [...svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)].reduce((sum, match) => sum + Number(match[3]), 0);
    expect(drawn).toBe(data.flat().filter(Boolean).length);
    // The finder pattern's corner starts after the 4-module quiet zone.
    expect(svg).toContain("M4 4h7v1h-7z");
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // Another amount is another code and another drawing.
    expect(qrSvg(PIX_CODE.replace("89.90", "89.91"))).not.toBe(svg);
    expect(svg.length).toBeLessThan(20_000);
  });
});
