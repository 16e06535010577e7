import { and, eq } from "drizzle-orm";
import { Elysia } from "elysia";
import { type PageRole, pageMembers, pages } from "@greenpage/db/schema";
import type { AppContext } from "./context.ts";
import { requirePrincipal } from "./auth-guard.ts";
import { COMMON_ERRORS, notFound } from "./errors.ts";
import { SECURITY } from "./openapi.ts";
import { rowIdOrNotFound } from "./row-id.ts";
import { checkPageWritable } from "./plans/usage.ts";
import { type PendingActivity, pageRouteSuffix, prepareActivity, recordActivity } from "./page-activity.ts";

export type { PageRole };
export type PageRow = typeof pages.$inferSelect;
export type PageAccess = { page: PageRow; role: PageRole };

const RANK: Record<PageRole, number> = { viewer: 0, editor: 1, owner: 2 };
const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Calls that settle who runs a page (removing, leaving, roles, handing it
 * over) or delete it stay open on a page that is read-only for being over
 * the account's page allowance: that is how the owner gets back under it.
 * Inviting more people is not one of them. So do revoking a stats share link
 * and a member's own weekly report: closing access and stopping mail.
 */
const SETTLES_PAGE =
  /^(DELETE \/|DELETE \/members\/.*|PATCH \/members\/:user_id\/|POST \/members\/leave\/|[A-Z]+ \/ownership-transfer\/.*|DELETE \/analytics\/share-links\/.*|PUT \/analytics\/weekly-report\/)$/;

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
  return { page: row.page, role: row.role in RANK ? row.role : "viewer" };
}

export function requireRole(access: PageAccess, minimum: PageRole): void {
  if (RANK[access.role] >= RANK[minimum]) return;
  throw COMMON_ERRORS.raise(minimum === "owner" ? "owner_required" : "editor_required");
}

/**
 * Routes declare the least role they need — `{ page: "viewer" }` to read,
 * `"editor"` to change what the page shows, `"owner"` for members, ownership
 * and deletion — and receive `user`, the `page` (its row) and the caller's
 * `role` on it. A write never runs for a viewer, whatever a route declares,
 * except on `"member"` routes: what any member does about their own
 * membership (leave, accept or decline a handover).
 * Every accepted write is written to the page's activity (page-activity.ts).
 */
export function pageGuard(ctx: AppContext) {
  return new Elysia({ name: "page-guard", seed: ctx.id }).macro({
    page: (minimum: PageRole | "member") => ({
      detail: { security: [...SECURITY.signedIn] },
      async resolve({ request, params, route }) {
        const principal = await requirePrincipal(ctx, request);
        const { id, business_id } = params as Record<string, string | undefined>;
        const access = await findPageAccess(ctx, principal.user.id, id ?? business_id);
        const write = !READS.has(request.method);
        requireRole(access, minimum === "member" ? "viewer" : write && minimum === "viewer" ? "editor" : minimum);
        if (write && !SETTLES_PAGE.test(`${request.method} ${pageRouteSuffix(route)}`)) await checkPageWritable(ctx.db, access.page);
        const activity = write ? await prepareActivity(ctx.db, access.page.id, request.method, route, params) : null;
        return { principal, user: principal.user, page: access.page, role: access.role, activity, written: write };
      },
      async afterHandle(context) {
        // What resolve returned is on the context; the macro's hook types do not say so.
        const { activity, user, responseValue, page, written } = context as typeof context & {
          activity: PendingActivity | null;
          user: { id: string; name: string };
          page: PageRow;
          written: boolean;
        };
        if (activity) await recordActivity(ctx, activity, user, responseValue);
        // Derived data (benchmark scores) follows every accepted write; the job is cheap and at most one waits per page.
        if (written) await ctx.pageChanges.changed(page.id);
      },
    }),
  });
}
