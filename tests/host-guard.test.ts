import { describe, expect, it } from "vitest";
import { isWellFormedHost } from "../scripts/host-guard.mjs";

describe("the local servers' host guard", () => {
  it("passes names and IPs with a port up to 65535; marks a Host no URL can be built on", () => {
    for (const host of ["localhost", "localhost:8787", "127.0.0.1:8799", "bellanapoli.localhost:8799", "[::1]:8787"]) {
      expect(isWellFormedHost(host), host).toBe(true);
    }
    for (const host of ["localhost:99999", "localhost:abc", "host@evil", "host evil", "", ":80", "bad_host"]) {
      expect(isWellFormedHost(host), host).toBe(false);
    }
  });
});
