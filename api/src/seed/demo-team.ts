import { eq } from "drizzle-orm";
import { pages, users } from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";
import { acceptInvitation, createInvitation } from "../modules/members/invitations.ts";

/** The demo page's second member, an editor who joined through an invite link. */
export const DEMO_EDITOR = { email: "editor@greenpage.dev", password: "greenpage-editor", name: "Yuki Tanaka" } as const;

/**
 * Gives the demo page a team a newcomer can look at: an editor who joined
 * with an invite link and a viewer's link still waiting, made by the same
 * code the Members screen calls (so the activity list has their lines).
 */
export async function seedDemoTeam(ctx: AppContext, owner: { id: string; name: string }, pageId: number): Promise<void> {
  const [page] = await ctx.db.select().from(pages).where(eq(pages.id, pageId));
  const { user } = await ctx.auth.api.signUpEmail({ body: { name: DEMO_EDITOR.name, email: DEMO_EDITOR.email, password: DEMO_EDITOR.password } });
  await ctx.db.update(users).set({ emailVerified: true, signupSource: "team" }).where(eq(users.id, user.id));
  const link = await createInvitation(ctx, page!, { ...owner, emailVerified: true }, { role: "editor" });
  await acceptInvitation(ctx, link.token, { id: user.id, name: DEMO_EDITOR.name });
  await createInvitation(ctx, page!, { ...owner, emailVerified: true }, { role: "viewer", max_uses: 1 });
}
