import { and, eq } from "drizzle-orm";
import { cleanImageKey } from "../../lib/storage.ts";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "@greenpage/db";
import { contentCategories, type contents, initiativeStatusCategories, standardInitiatives } from "@greenpage/db/schema";
import { FieldErrorCollector } from "../../lib/errors.ts";
import { limitsFor, pagePlanCode, planLimit } from "../../lib/plans/index.ts";
import { blankToNull, cleanDate, cleanLocalized, cleanUrl, definedOnly, RULES } from "../../lib/validate.ts";
import { cleanFrameworks } from "../catalog/framework-selection.ts";
import { CONTENT_MESSAGES } from "./messages.ts";
import type { ContentBody } from "./model.ts";
import { REVIEW_INTERVALS } from "./due-date.ts";

type ContentRow = typeof contents.$inferSelect;
export type ContentValues = Partial<typeof contents.$inferInsert>;

export async function categoryBelongsToPage(db: Pick<Database, "select">, pageId: number, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contentCategories.id })
    .from(contentCategories)
    .where(and(eq(contentCategories.id, categoryId), eq(contentCategories.pageId, pageId)));
  return row !== undefined;
}

/**
 * Checks an initiative's fields against §5 and turns them into column values.
 * `existing` is the stored row on update (undefined on create). Every problem
 * is reported at once; nothing is written when any field is wrong.
 */
export async function cleanContentInput(db: Database, pageId: number, body: ContentBody, existing?: ContentRow): Promise<ContentValues> {
  const errors = new FieldErrorCollector();
  const values: ContentValues = definedOnly({
    titleJson: cleanLocalized(errors, "title_json", body.title_json) ?? undefined,
    contentJson: cleanLocalized(errors, "content_json", body.content_json) ?? undefined,
    descriptionJson: cleanLocalized(errors, "description_json", body.description_json) ?? undefined,
    additionalInfoJson: cleanLocalized(errors, "additional_info_json", body.additional_info_json) ?? undefined,
    image: cleanImageKey(errors, "image", pageId, body.image),
    coverImage: cleanImageKey(errors, "cover_image", pageId, body.cover_image),
    issuingOrganization: blankToNull(body.issuing_organization),
    auditor: blankToNull(body.auditor),
    credentialId: blankToNull(body.credential_id),
    issueDate: cleanDate(errors, "issue_date", body.issue_date),
    expirationDate: cleanDate(errors, "expiration_date", body.expiration_date),
    reviewIntervalMonths: cleanReviewInterval(errors, body.review_interval_months),
    link: cleanUrl(errors, "link", body.link),
    frameworks: cleanFrameworks(errors, "frameworks", body.frameworks),
    isPublished: body.is_published,
  });

  if (!existing) await applyKind(db, errors, body, values);
  const title = values.titleJson ?? existing?.titleJson ?? {};
  if (Object.keys(title).length === 0 && !errors.fields.title_json && !errors.fields.standard_initiative_id) errors.add("title_json", RULES.required);

  const issue = values.issueDate !== undefined ? values.issueDate : existing?.issueDate;
  const expiry = values.expirationDate !== undefined ? values.expirationDate : existing?.expirationDate;
  if (issue && expiry && expiry < issue) errors.add("expiration_date", CONTENT_MESSAGES.expiration);

  if (body.content_category_id !== undefined && body.content_category_id !== null) {
    if (!(await categoryBelongsToPage(db, pageId, body.content_category_id))) errors.add("content_category_id", CONTENT_MESSAGES.category);
  }
  if (body.status_id !== undefined && body.status_id !== null) {
    const [status] = await db
      .select({ id: initiativeStatusCategories.id })
      .from(initiativeStatusCategories)
      .where(eq(initiativeStatusCategories.id, body.status_id));
    if (status) values.statusId = body.status_id;
    else errors.add("status_id", CONTENT_MESSAGES.status);
  } else if (body.status_id === null) values.statusId = null;

  if (body.visibility !== undefined) values.visibility = body.visibility;
  await applyAccess(db, errors, pageId, body, values, existing);
  errors.throwIfAny();
  return values;
}

async function applyKind(db: Database, errors: FieldErrorCollector, body: ContentBody, values: ContentValues) {
  const kind = body.kind ?? (body.standard_initiative_id ? "standard" : "custom");
  values.kind = kind;
  if (kind === "custom") return;
  const [standard] = body.standard_initiative_id
    ? await db.select().from(standardInitiatives).where(eq(standardInitiatives.id, body.standard_initiative_id))
    : [];
  if (!standard) {
    errors.add("standard_initiative_id", CONTENT_MESSAGES.standardInitiative);
    return;
  }
  // The catalogue's translations and frameworks are the starting point; the owner may edit them later.
  values.standardInitiativeId = standard.id;
  const translations = Object.entries(standard.translations);
  values.titleJson ??= Object.fromEntries(translations.map(([lang, text]) => [lang, text.title]));
  values.descriptionJson ??= Object.fromEntries(translations.map(([lang, text]) => [lang, text.description]));
  values.frameworks ??= standard.frameworks;
  values.image ??= standard.image;
}

/** Limited and password access need a plan with access control; a password page needs a non-blank password, stored hashed. */
async function applyAccess(db: Database, errors: FieldErrorCollector, pageId: number, body: ContentBody, values: ContentValues, existing?: ContentRow) {
  const access = body.access ?? existing?.access ?? "public";
  if (body.access !== undefined) values.access = access;
  if (access === "password") {
    const password = body.password;
    if (password !== undefined && !password.trim()) errors.add("password", CONTENT_MESSAGES.passwordBlank);
    else if (password !== undefined) values.passwordHash = await hashPassword(password);
    else if (!existing?.passwordHash) errors.add("password", CONTENT_MESSAGES.passwordBlank);
  } else if (body.access !== undefined) {
    values.passwordHash = null;
  }
  const gatedNow = access !== "public" && access !== existing?.access;
  if (gatedNow && Object.keys(errors.fields).length === 0 && !limitsFor(await pagePlanCode(db, pageId)).access_control) {
    throw planLimit(CONTENT_MESSAGES.accessControlPlan);
  }
}

/** One of the offered intervals, or null to have none; undefined leaves it as it is. */
function cleanReviewInterval(errors: FieldErrorCollector, value: number | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  if ((REVIEW_INTERVALS as readonly number[]).includes(value)) return value;
  errors.add("review_interval_months", CONTENT_MESSAGES.reviewInterval);
  return undefined;
}
