import { verifyPassword } from "better-auth/crypto";
import { accessLogs } from "@greenpage/db/schema";
import { notifyMembers } from "../notifications/record.ts";
import type { AppContext } from "../../lib/context.ts";
import { FieldErrorCollector, fieldError } from "../../lib/errors.ts";
import { pickText } from "../../lib/localize.ts";
import { addressKey } from "../../lib/client-ip.ts";
import { enforceRateLimit, hitRateLimit, RATE_LIMITS, takeTurn } from "../../lib/rate-limit.ts";
import { isEmail } from "../../lib/validate.ts";
import type { ContentRow } from "../contents/content-service.ts";
import { findPublicContentRow, type PublishedPage } from "../published-pages/lookup.ts";
import { issueGrant } from "../../lib/grants.ts";
import { describeAccess, VISITOR_LIMITS, type VisitorMessages } from "./messages.ts";
import type { GateBody } from "./model.ts";
import { GATE_ERRORS } from "./errors.ts";

type Visitor = { name: string; company: string; email: string };

/** Limited access: name, company and a valid work email, every problem at once. */
function checkVisitor(body: GateBody, M: VisitorMessages): Visitor {
  const errors = new FieldErrorCollector();
  const field = (key: keyof typeof VISITOR_LIMITS) => {
    const value = (body[key] ?? "").trim();
    if (!value) errors.add(key, M.required);
    else if (value.length > VISITOR_LIMITS[key]) errors.add(key, M.tooLong(VISITOR_LIMITS[key]));
    return value;
  };
  const visitor = { name: field("name"), company: field("company"), email: field("email").toLowerCase() };
  if (visitor.email && !errors.fields.email && !isEmail(visitor.email)) errors.add("email", M.email);
  errors.throwIfAny();
  return visitor;
}

/**
 * The password gate. Attempts are counted before the check: per address (an
 * IPv6 host by its /64) and item, past the limit 429; and per item from every
 * address, past that allowance the guesses take turns, one every 1.5 s
 * whoever sends them, each still checked. Guessing stays slow from one address
 * and from many, and a flood cannot lock the item for everyone: the right
 * password waits its turn and opens it.
 */
async function checkPassword(ctx: AppContext, row: ContentRow, body: GateBody, ip: string, M: VisitorMessages) {
  const password = body.password ?? "";
  if (!password.trim()) throw fieldError("password", M.passwordBlank);
  await enforceRateLimit(ctx.db, RATE_LIMITS.gatePassword, `${addressKey(ip)}:${row.id}`);
  const item = await hitRateLimit(ctx.db, RATE_LIMITS.gatePasswordPerItem, String(row.id));
  if (!item.allowed) await takeTurn(ctx.db, RATE_LIMITS.gatePasswordTurns, String(row.id));
  const valid = row.passwordHash !== null && (await verifyPassword({ hash: row.passwordHash, password }));
  if (!valid) throw fieldError("password", M.incorrectPassword);
}

/**
 * A visitor passes an item's gate: limited access takes name, company and
 * work email; password access takes the password. The pass is logged for the
 * owner, told to the page's members (a notification), and answered with a
 * grant for this one item of this one page.
 */
export async function passGate(ctx: AppContext, page: PublishedPage, contentId: number, body: GateBody, ip: string, messages: VisitorMessages) {
  const row = await findPublicContentRow(ctx, page, contentId);
  if (row.access !== "limited" && row.access !== "password") throw GATE_ERRORS.raise("not_gated");
  let visitor: Visitor | null = null;
  if (row.access === "limited") {
    await enforceRateLimit(ctx.db, RATE_LIMITS.gateLimited, ip);
    visitor = checkVisitor(body, messages);
  } else {
    await checkPassword(ctx, row, body, ip, messages);
  }
  const title = pickText(row.titleJson, { code: page.defaultLanguage, unsupported: false }, page.defaultLanguage) ?? `#${row.id}`;
  const method: "limited" | "password" = row.access;
  const told = await ctx.db.transaction(async (tx) => {
    await tx.insert(accessLogs).values({
      pageId: page.id,
      contentId: row.id,
      contentTitle: title,
      method,
      name: visitor?.name ?? null,
      email: visitor?.email ?? null,
      company: visitor?.company ?? null,
      dataAccessed: describeAccess(row.attachments.map((a) => a.name)),
    });
    const event = { kind: "gate_opened" as const, item: row.titleJson, method, name: visitor?.name ?? null, company: visitor?.company ?? null };
    return notifyMembers(tx, page.id, event);
  });
  await ctx.notifier.wake(told);
  return { row, ...(await issueGrant(ctx.config.authSecret, page.id, row.id)) };
}
