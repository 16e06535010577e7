import { and, ne, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pages } from "@greenpage/db/schema";
import type { FieldErrorCollector } from "../../lib/errors.ts";
import { firstFieldMessage } from "../../lib/http.ts";
import { Text } from "../../lib/http-schemas.ts";
import { PAGE_MESSAGES } from "./messages.ts";

/** Paths of the site and the API that a page handle must never shadow (`/{handle}` is the public page). */
const RESERVED = new Set([
  "about",
  "account",
  "admin",
  "api",
  "app",
  "assets",
  "auth",
  "billing",
  "blog",
  "businesses",
  "checkout",
  "contact",
  "cookies",
  "dashboard",
  "dev",
  "directory",
  "docs",
  "embed",
  "explore",
  "favicon",
  "forgot-password",
  "greenpage",
  "help",
  "home",
  "join",
  "legal",
  "login",
  "logout",
  "mail",
  "newsletter",
  "oembed",
  "pages",
  "personal",
  "pricing",
  "privacy",
  "public",
  "report",
  "reset-password",
  "robots",
  "root",
  "search",
  "settings",
  "signin",
  "signup",
  "sitemap",
  "static",
  "stats",
  "status",
  "support",
  "terms",
  "unavailable",
  "user",
  "users",
  "verify-email",
  "widget",
  "www",
]);

export const HANDLE_CHANGE_INTERVAL_MS = 14 * 24 * 60 * 60 * 1000;
/** A handle's length after trimming (product spec: 4–30 characters). */
export const HANDLE_LENGTH = { min: 4, max: 30 } as const;
/** Letters, digits, `_` and `-`, with at least one letter. */
export const HANDLE_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * A handle's length and characters, each with its message (the length's
 * first): create and update validate with it, the live check answers with it.
 * Needing a letter and avoiding reserved words stay in `checkHandleShape`:
 * a schema has one `pattern`, so one message for it.
 */
export const Handle = Text({
  minLength: HANDLE_LENGTH.min,
  maxLength: HANDLE_LENGTH.max,
  pattern: HANDLE_PATTERN.source,
  messages: {
    required: PAGE_MESSAGES.handleLength,
    type: PAGE_MESSAGES.handleLength,
    minLength: PAGE_MESSAGES.handleLength,
    maxLength: PAGE_MESSAGES.handleLength,
    pattern: PAGE_MESSAGES.handleCharacters,
  },
  description: `${HANDLE_LENGTH.min}–${HANDLE_LENGTH.max} letters, digits, \`_\` or \`-\` (at least one letter), unique; the public page's address`,
});

/**
 * The handle's rules that need no database, trimmed: the model's (length,
 * characters), then a letter and not a reserved word. Uniqueness needs the
 * database (`isHandleTaken`).
 */
export function checkHandleShape(errors: FieldErrorCollector, handle: string | undefined): string | undefined {
  const value = handle?.trim() ?? "";
  const broken = firstFieldMessage(Handle, value);
  if (broken) errors.add("handle", broken);
  else if (/^\d+$/.test(value)) errors.add("handle", PAGE_MESSAGES.handleDigitsOnly);
  else if (RESERVED.has(value.toLowerCase())) errors.add("handle", PAGE_MESSAGES.handleReserved);
  else return value;
  return undefined;
}

export async function isHandleTaken(db: Database, handle: string, exceptPageId?: number): Promise<boolean> {
  const sameHandle = sql`lower(${pages.handle}) = ${handle.toLowerCase()}`;
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(exceptPageId ? and(sameHandle, ne(pages.id, exceptPageId)) : sameHandle)
    .limit(1);
  return row !== undefined;
}

export function nextHandleChangeAt(changedAt: Date | null): Date | null {
  return changedAt ? new Date(changedAt.getTime() + HANDLE_CHANGE_INTERVAL_MS) : null;
}

/** The unique index answers races the pre-check cannot: turn its violation into the field error. */
export function isHandleConflict(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, constraint_name, constraint, message } = e as Record<string, unknown>;
    if (code === "23505" && (constraint_name ?? constraint ?? "") === "businesses_handle_lower_key") return true;
    if (typeof message === "string" && message.includes("businesses_handle_lower_key")) return true;
  }
  return false;
}
