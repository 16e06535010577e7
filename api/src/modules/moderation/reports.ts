import { and, eq } from "drizzle-orm";
import { contents, pageReports } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import type { Principal } from "../../lib/auth-guard.ts";
import { fieldError, FieldErrorCollector, notFound } from "../../lib/errors.ts";
import { rowIdOrNotFound } from "../../lib/row-id.ts";
import { findPublishedHead } from "../published-pages/lookup.ts";
import type { AuditActor } from "../audit/record.ts";
import { recordAdminAction } from "../audit/record.ts";
import { MODERATION_ERRORS } from "./errors.ts";
import { contactOwnerMail, reportHandledMail } from "./mails.ts";
import { MODERATION_MESSAGES as M } from "./messages.ts";
import type { PageReport, ReportBody, ResolveBody } from "./model.ts";
import { afterChange, type Composed, lockPageFor, ownerOf, pageName, takeDownIn } from "./pages.ts";
import { listReportsWhere } from "./report-list.ts";

const blank = (text: string | null | undefined) => (text ? text : null);

/**
 * A visitor's report on a published page, or on one of its published
 * initiatives. Anyone may report; a signed-in reporter is remembered.
 */
export async function createReport(ctx: AppContext, key: string, body: ReportBody, principal: Principal | null): Promise<{ id: number }> {
  const page = await findPublishedHead(ctx, key);
  if (body.content_id != null) {
    const [item] = await ctx.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.id, body.content_id), eq(contents.pageId, page.id), eq(contents.isPublished, true)));
    if (!item) throw fieldError("content_id", M.item);
  }
  const [row] = await ctx.db
    .insert(pageReports)
    .values({
      pageId: page.id,
      contentId: body.content_id ?? null,
      reason: body.reason,
      message: blank(body.message),
      email: blank(body.email),
      reporterId: principal?.user.id ?? null,
      locale: body.locale ?? "en",
    })
    .returning({ id: pageReports.id });
  return { id: row!.id };
}

export async function listReports(ctx: AppContext, status: "open" | "resolved", window: { pageSize: number; offset: number }) {
  return listReportsWhere(ctx.db, eq(pageReports.status, status), window, status === "resolved");
}

const STORED_RESOLUTION = { no_action: "no_action", unpublish: "unpublished", contact: "contacted" } as const;

/**
 * An admin's decision on an open report: nothing to do, unpublish the page
 * (the note is the reason its owner reads), or mail its owner. Audited with
 * the report; a reporter who left an address hears it was looked at.
 */
export async function resolveReport(ctx: AppContext, actor: AuditActor, reportId: string, body: ResolveBody): Promise<PageReport> {
  const id = rowIdOrNotFound(reportId);
  const note = blank(body.note);
  const message = blank(body.message);
  const errors = new FieldErrorCollector();
  if (body.resolution === "unpublish" && !note) errors.add("note", M.takedownReason);
  if (body.resolution === "contact" && !message) errors.add("message", M.contactMessage);
  errors.throwIfAny();

  const { pageId, mails } = await ctx.db.transaction(async (tx) => {
    const [report] = await tx.select().from(pageReports).where(eq(pageReports.id, id)).for("update");
    if (!report) throw notFound();
    if (report.status !== "open") throw MODERATION_ERRORS.raise("already_resolved");
    const page = await lockPageFor(tx, actor, report.pageId);
    const mails: Composed = [];
    if (body.resolution === "unpublish") mails.push(...(await takeDownIn(ctx, tx, actor, page, "unpublished", note!)));
    if (body.resolution === "contact") {
      const owner = await ownerOf(tx, page);
      if (owner) {
        const mail = contactOwnerMail(owner.language, pageName(page, owner.language), message!, `${ctx.config.siteUrl}/dashboard`);
        mails.push(await ctx.mailer.compose(tx, { to: owner.email, kind: "report_contact", ...mail }));
      }
    }
    const resolution = STORED_RESOLUTION[body.resolution];
    await tx
      .update(pageReports)
      .set({ status: "resolved", resolution, resolutionNote: note, resolvedBy: actor.id, resolvedAt: new Date() })
      .where(eq(pageReports.id, id));
    await recordAdminAction(tx, {
      actor,
      action: "report.resolve",
      target: { type: "report", id, label: page.handle },
      reason: note,
      details: { resolution, page_id: page.id, report_reason: report.reason, ...(message ? { message } : {}) },
    });
    if (report.email) {
      const language = report.locale === "ja" ? "ja" : "en";
      mails.push(await ctx.mailer.compose(tx, { to: report.email, kind: "report_handled", ...reportHandledMail(language, pageName(page, language)) }));
    }
    return { pageId: page.id, mails };
  });
  await afterChange(ctx, pageId, mails);
  const { results } = await listReportsWhere(ctx.db, eq(pageReports.id, id), { pageSize: 1, offset: 0 });
  return results[0]!;
}
