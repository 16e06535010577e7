import { eq, sql } from "drizzle-orm";
import { users } from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";
import { PASSWORD_MIN_LENGTH } from "../lib/auth.ts";

/** Creates a verified admin account, or promotes an existing one. */
export async function ensureAdmin(ctx: AppContext, input: { email: string; password: string; name: string }) {
  const email = input.email.trim().toLowerCase();
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    await ctx.db.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  if (input.password.length < PASSWORD_MIN_LENGTH) throw new Error("Password must be at least 7 characters");
  const { user } = await ctx.auth.api.signUpEmail({ body: { name: input.name, email, password: input.password } });
  await ctx.db.update(users).set({ role: "admin", emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
  return { id: user.id, created: true };
}
