import Bowser from "bowser";
import { isbot } from "isbot";

/** What a view records of its visitor's software: categories only, never the user agent itself. */
export type AgentCategories = { device: "desktop" | "mobile" | "tablet" | "other"; browser: string };

const BROWSERS: Record<string, string> = {
  Chrome: "chrome",
  Chromium: "chrome",
  Safari: "safari",
  Firefox: "firefox",
  "Microsoft Edge": "edge",
  "Samsung Internet for Android": "samsung",
  Opera: "opera",
};

/** Crawlers, link previews, monitors and scripts (isbot's list), and clients that send no user agent at all. */
export const isBot = (userAgent: string) => !userAgent.trim() || isbot(userAgent);

/** The device type and browser family of a user agent (parsed by bowser). */
export function agentCategories(userAgent: string): AgentCategories {
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const device = platform === "desktop" || platform === "mobile" || platform === "tablet" ? platform : "other";
  return { device, browser: BROWSERS[parsed.browser.name ?? ""] ?? "other" };
}
