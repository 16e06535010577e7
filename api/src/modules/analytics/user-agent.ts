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

/** Agents parsed lately: visitors share a few hundred agents, and parsing one costs more than the rest of a view. */
const parsed = new Map<string, AgentCategories>();
const PARSED_KEPT = 2000;

/** The device type and browser family of a user agent (parsed by bowser). */
export function agentCategories(userAgent: string): AgentCategories {
  let categories = parsed.get(userAgent);
  if (!categories) {
    const agent = Bowser.parse(userAgent);
    const platform = agent.platform.type;
    const device = platform === "desktop" || platform === "mobile" || platform === "tablet" ? platform : "other";
    categories = { device, browser: BROWSERS[agent.browser.name ?? ""] ?? "other" };
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(userAgent, categories);
  }
  return categories;
}
