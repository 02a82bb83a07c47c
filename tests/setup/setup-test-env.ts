import { configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// findBy…/waitFor wait up to 15 s for what they expect (testing-library's default is 1 s). Vitest
// runs a file per core on these two-core machines; with another suite beside it (load 8) the DOM
// files ran three to four times slower, and a cart form's action or a refusal's focus came after
// the 5 s this was before, in one run of three (27 Nov). Headroom, not a looser check: a passing
// test takes no longer, and Vitest's 20 s per test still ends a hang.
configure({ asyncUtilTimeout: 15_000 });

// A console.error during a test is a defect the test did not see: fail it (epic-stack does too).
// A test that expects an error spies on console.error itself.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
