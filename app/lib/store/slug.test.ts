import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isLandingSegment, isRouteSegment, parseSlug, RESERVED_SEGMENTS, slugFromPathname } from "./slug";

describe("parseSlug (core spec §5)", () => {
  it.each([
    ["", null],
    ["undefined", null],
    ["favicon.ico", null],
    ["json", null],
    [undefined, null],
    [null, null],
  ])("ignores %j", (segment, expected) => {
    expect(parseSlug(segment)).toBe(expected);
  });

  it.each([
    ["bella-napoli", "bella-napoli"],
    ["Bella-Napoli", "bella-napoli"],
    ["taqueria-el-guero", "taqueria-el-guero"],
    ["loja1", "loja1"],
  ])("keeps the merchant slug %j", (segment, expected) => {
    expect(parseSlug(segment)).toBe(expected);
  });

  it.each(["checkout", "profile", "preferences", "login", "build", "manifest.webmanifest"])(
    "never takes the route segment %j for a slug",
    (segment) => {
      expect(parseSlug(segment)).toBeNull();
    },
  );

  it.each(["-leading-dash", "with space", "dots.in.slug", "../etc", "%2F", "%E0%A4%A", "a".repeat(64)])(
    "refuses %j",
    (segment) => {
      expect(parseSlug(segment)).toBeNull();
    },
  );
});

describe("slugFromPathname", () => {
  it.each([
    ["/bella-napoli", "bella-napoli"],
    ["/bella-napoli/", "bella-napoli"],
    ["/bella-napoli/checkout", "bella-napoli"],
    ["/bella-napoli.data", "bella-napoli"],
    ["/", null],
    ["/_root.data", null],
    ["/favicon.ico", null],
    ["/checkout", null],
  ])("%s -> %j", (pathname, expected) => {
    expect(slugFromPathname(pathname)).toBe(expected);
  });
});

describe("RESERVED_SEGMENTS", () => {
  it("covers the first static segment of every route under ($slug), so no slug can hide a page", () => {
    const firstSegments = readdirSync(new URL("../../routes", import.meta.url))
      .filter((entry) => entry.startsWith("($slug).") && entry !== "($slug).tsx")
      .map((entry) => entry.slice("($slug).".length).replace(/\.tsx?$/, ""))
      // Flat routes: "." separates segments, "[.]" is a literal dot.
      .map((name) => name.replaceAll("[.]", "\u0000").split(".")[0]!.replaceAll("\u0000", "."))
      // A trailing "_" only opts out of the parent layout ("profile_.addresses" is /profile/addresses).
      .map((segment) => segment.replace(/_$/, ""))
      .filter((segment) => !segment.startsWith("_") && !segment.startsWith("$") && !segment.startsWith("("));
    expect(firstSegments).toContain("preferences");
    for (const segment of firstSegments) expect(RESERVED_SEGMENTS).toContain(segment);
  });
});

describe("isLandingSegment", () => {
  it("shows the landing for segments the spec ignores, not for files", () => {
    expect(isLandingSegment("undefined")).toBe(true);
    expect(isLandingSegment("json")).toBe(true);
    expect(isLandingSegment("favicon.ico")).toBe(false);
    expect(isLandingSegment("wp-login.php")).toBe(false);
  });
});

describe("isRouteSegment", () => {
  it.each(["", "preferences", "_root.data", "preferences.data", "login"])("%j names a page of the app", (segment) => {
    expect(isRouteSegment(segment)).toBe(true);
  });

  it.each(["wp-login.php", "nao-existe", "bella-napoli", "undefined"])("%j does not", (segment) => {
    expect(isRouteSegment(segment)).toBe(false);
  });
});
