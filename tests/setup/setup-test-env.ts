import { configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// findBy…/waitFor wait up to 5 s for what they expect (testing-library's default is 1 s). Vitest
// runs a file per core on these two-core machines, and under load a step of the cart's form queue
// once took 1.3 s (27 Nov). Headroom, not a looser check: a passing test takes no longer.
configure({ asyncUtilTimeout: 5000 });

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
