import { and, eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { businessMembers, businesses } from "@greenpage/db/schema";
import type { AppContext } from "./context.ts";
import { requirePrincipal } from "./auth-guard.ts";
import { COMMON_ERRORS, notFound } from "./errors.ts";
import { SECURITY } from "./openapi.ts";
import { rowIdOrNotFound } from "./row-id.ts";

export type PageRole = "owner" | "editor";
export type PageRow = typeof businesses.$inferSelect;
export type PageAccess = { business: PageRow; role: PageRole };

const RANK: Record<PageRole, number> = { editor: 1, owner: 2 };

/**
 * The page a `/businesses/{id}/…` call works on, and the caller's role on it.
 * Someone who is not a member gets the same 404 as for a page that does not
 * exist, so ids cannot be probed; a member without the needed role gets 403.
 */
export async function findPageAccess(ctx: AppContext, userId: string, rawId: unknown): Promise<PageAccess> {
  const id = rowIdOrNotFound(rawId);
  const [row] = await ctx.db
    .select({ business: businesses, role: businessMembers.role })
    .from(businesses)
    .innerJoin(businessMembers, and(eq(businessMembers.businessId, businesses.id), eq(businessMembers.userId, userId)))
    .where(eq(businesses.id, id));
  if (!row) throw notFound();
  return { business: row.business, role: row.role === "owner" ? "owner" : "editor" };
}

export function requireRole(access: PageAccess, minimum: PageRole): void {
  if (RANK[access.role] < RANK[minimum]) throw COMMON_ERRORS.raise("owner_required");
}

/** Routes declare `{ page: "editor" }` or `{ page: "owner" }` and receive `user` and `page`. */
export function pageGuard(ctx: AppContext) {
  return new Elysia({ name: "page-guard", seed: ctx.id }).macro({
    page: (minimum: PageRole) => ({
      detail: { security: [...SECURITY.signedIn] },
      async resolve({ request, params }) {
        const principal = await requirePrincipal(ctx, request);
        const { id, business_id } = params as Record<string, string | undefined>;
        const page = await findPageAccess(ctx, principal.user.id, id ?? business_id);
        requireRole(page, minimum);
        return { principal, user: principal.user, page };
      },
    }),
  });
}
