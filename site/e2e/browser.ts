import { type Browser, chromium } from "playwright-core";

/**
 * Debian's Chromium with the flags this machine needs. Playwright gives every
 * launch a fresh temporary profile (it refuses a --user-data-dir argument).
 */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return { browser, close: () => browser.close() };
}
