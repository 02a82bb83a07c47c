import { chromium } from "@playwright/test";
const [url, out, w = "412", js = "on", scheme = "light"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"] });
const page = await browser.newPage({ viewport: { width: Number(w), height: 900 }, javaScriptEnabled: js === "on", colorScheme: scheme });
const errors = []; page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); }); page.on("pageerror", (e) => errors.push(String(e)));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: false });
console.log("errors:", errors);
await browser.close();
