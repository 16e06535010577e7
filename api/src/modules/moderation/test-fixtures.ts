import { and, desc, eq } from "drizzle-orm";
import { adminAuditLog, emailOutbox } from "@greenpage/db/schema";
import { ensureAdmin } from "../../seed/admin.ts";
import { type createTestApp, uniqueEmail } from "../../test/harness.ts";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An admin signed in with a bearer token (no cookie, so no origin check), and their user id. */
export async function signedInAdmin(t: TestApp) {
  const email = uniqueEmail("admin");
  await ensureAdmin(t.ctx, { email, password: "admin-pass", name: "Admin" });
  const client = t.client();
  const token = await client.post("/api/v1/auth/token/", { email, password: "admin-pass" });
  client.bearer = token.json.access;
  const me = await client.get("/api/v1/users/me/");
  return { client, email, id: me.json.id as string };
}

/** The newest audit entry of an action on a target. */
export async function lastAudit(t: TestApp, action: string, targetId: string | number) {
  const [row] = await t.ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(targetId))))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return row;
}

/** The mails written to one address, newest first. */
export const mailsTo = (t: TestApp, to: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
