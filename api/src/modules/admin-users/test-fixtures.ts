import { and, desc, eq } from "drizzle-orm";
import { adminAuditLog } from "@greenpage/db/schema";
import { ensureAdmin } from "../../seed/admin.ts";
import { type createTestApp, uniqueEmail } from "../../test/harness.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A new admin signed in by access token: its client, id and email. */
export async function signedInAdmin(t: TestApp) {
  const email = uniqueEmail("admin");
  await ensureAdmin(t.ctx, { email, password: "admin-pass", name: "Admin" });
  const client = t.client();
  const token = await client.post("/api/v1/auth/token/", { email, password: "admin-pass" });
  if (token.status !== 200) throw new Error(`admin sign-in failed: ${token.status} ${token.text}`);
  client.bearer = token.json.access;
  const me = await client.get("/api/v1/users/me/");
  return { client, email, id: me.json.id as string };
}

/** The audit entries of an action on a user, newest first. */
export async function auditOf(t: TestApp, action: string, userId: string) {
  return t.ctx.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, userId)))
    .orderBy(desc(adminAuditLog.id));
}
