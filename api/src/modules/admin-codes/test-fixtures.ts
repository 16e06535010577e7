import { and, desc, eq } from "drizzle-orm";
import { adminAuditLog } from "@greenpage/db/schema";
import { ensureAdmin } from "../../seed/admin.ts";
import { type createTestApp, uniqueEmail } from "../../test/harness.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Tests of the console's codes, plans and messages: an admin client and the audit entries it leaves. */
export async function adminKit(t: TestApp) {
  const email = uniqueEmail("admin");
  const made = await ensureAdmin(t.ctx, { email, password: "admin-pass", name: "Ada Admin" });
  const admin = t.client();
  admin.bearer = (await admin.post("/api/v1/auth/token/", { email, password: "admin-pass" })).json.access;
  /** The audit entries of an action on a target, newest first. */
  const audit = (action: string, targetId: string | number) =>
    t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(targetId))))
      .orderBy(desc(adminAuditLog.id));
  return { admin, email, id: made.id, audit };
}
