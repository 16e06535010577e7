import { and, eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { pageMembers, pages } from "@greenpage/db/schema";
import type { AppContext } from "./context.ts";
import { requirePrincipal } from "./auth-guard.ts";
import { COMMON_ERRORS, notFound } from "./errors.ts";
import { SECURITY } from "./openapi.ts";
import { rowIdOrNotFound } from "./row-id.ts";
import { checkPageWritable } from "./plans/usage.ts";

export type PageRole = "owner" | "editor";
export type PageRow = typeof pages.$inferSelect;
export type PageAccess = { page: PageRow; role: PageRole };

const RANK: Record<PageRole, number> = { editor: 1, owner: 2 };
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The page a `/businesses/{id}/…` call works on, and the caller's role on it.
 * Someone who is not a member gets the same 404 as for a page that does not
 * exist, so ids cannot be probed; a member without the needed role gets 403.
 */
export async function findPageAccess(ctx: AppContext, userId: string, rawId: unknown): Promise<PageAccess> {
  const id = rowIdOrNotFound(rawId);
  const [row] = await ctx.db
    .select({ page: pages, role: pageMembers.role })
    .from(pages)
    .innerJoin(pageMembers, and(eq(pageMembers.pageId, pages.id), eq(pageMembers.userId, userId)))
    .where(eq(pages.id, id));
  if (!row) throw notFound();
  return { page: row.page, role: row.role === "owner" ? "owner" : "editor" };
}

export function requireRole(access: PageAccess, minimum: PageRole): void {
  if (RANK[access.role] < RANK[minimum]) throw COMMON_ERRORS.raise("owner_required");
}

/** Routes declare `{ page: "editor" }` or `{ page: "owner" }` and receive `user`, the `page` (its row) and the caller's `role` on it. */
export function pageGuard(ctx: AppContext) {
  return new Elysia({ name: "page-guard", seed: ctx.id }).macro({
    page: (minimum: PageRole) => ({
      detail: { security: [...SECURITY.signedIn] },
      async resolve({ request, params }) {
        const principal = await requirePrincipal(ctx, request);
        const { id, business_id } = params as Record<string, string | undefined>;
        const access = await findPageAccess(ctx, principal.user.id, id ?? business_id);
        requireRole(access, minimum);
        if (!READS.has(request.method)) await checkPageWritable(ctx.db, access.page);
        return { principal, user: principal.user, page: access.page, role: access.role };
      },
    }),
  });
}
