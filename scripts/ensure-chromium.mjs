// The end-to-end tests drive Debian's Chromium (never a downloaded browser). On a fresh machine
// it is installed when we run as root; otherwise we stop with the one command to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium(path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") {
  if (existsSync(path)) return;
  const command = "apt-get update && apt-get install -y chromium";
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${path}. Install Debian's chromium first:\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log(`Installing Debian's chromium: ${command}`);
  const result = spawnSync("sh", ["-c", command], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.status !== 0 || !existsSync(path)) {
    console.error("Could not install chromium.");
    process.exit(1);
  }
}
