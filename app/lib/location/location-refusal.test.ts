// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { locationRefused, rememberRefusal } from "./location-refusal";

afterEach(() => {
  document.cookie = "geolocation=; Path=/; Max-Age=0";
  localStorage.clear();
});

const cookie = () => /(?:^|;\s*)geolocation=([^;]*)/.exec(document.cookie)?.[1];

describe("the geolocation cookie", () => {
  it("remembers a refusal, and once shared keeps the last point rounded to about 100 m, as the finder's ?near= is", () => {
    rememberRefusal(true);
    expect(cookie()).toBe("denied");
    expect(locationRefused()).toBe(true);

    rememberRefusal(false, { latitude: -25.429612, longitude: -49.271348 });
    expect(decodeURIComponent(cookie() ?? "")).toBe("-25.43,-49.271");
    expect(locationRefused()).toBe(false);
  });
});
