// The end-to-end tests drive Debian's Chromium (never a downloaded browser): its headless shell
// (package chromium-headless-shell, the same Chromium build without the full browser around it;
// decision 037). On a fresh machine it is installed when we run as root; otherwise we stop with the
// one command to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The browser the end-to-end tests launch (playwright.config.ts); CHROMIUM_PATH overrides it. */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export function ensureChromium(path = E2E_CHROMIUM) {
  if (existsSync(path)) return;
  const command = "apt-get update && apt-get install -y chromium-headless-shell";
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium's headless shell is missing at ${path}. Install Debian's first:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's chromium-headless-shell: ${command}`);
  const result = spawnSync("sh", ["-c", command], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0 || !existsSync(path)) {
    console.error("Could not install chromium-headless-shell.");
    process.exit(1);
  }
}
