import { afterEach, beforeEach, vi } from "vitest";

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
