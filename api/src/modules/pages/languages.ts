import { asc, eq } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { pages, pageLanguages, languages } from "@greenpage/db/schema";
import type { PageRow } from "../../lib/page-access.ts";
import { PAGE_ERRORS } from "./errors.ts";

/** Every failure here answers the specification's one message; `reason` says which rule failed. */
const languageError = (reason: string, code: "unknown_language" | "default_language_required") => PAGE_ERRORS.raise(code, { extra: { reason } });

export async function listPageLanguages(db: Database, page: Pick<PageRow, "id" | "defaultLanguageId">) {
  const rows = await db
    .select({ id: languages.id, code: languages.code, isEnabled: pageLanguages.isEnabled })
    .from(pageLanguages)
    .innerJoin(languages, eq(languages.id, pageLanguages.languageId))
    .where(eq(pageLanguages.pageId, page.id))
    .orderBy(asc(languages.id));
  return rows.map((r) => ({ language_id: r.id, code: r.code, is_enabled: r.isEnabled, is_default: r.id === page.defaultLanguageId }));
}

/** Enables or disables one language of a page (POST and PATCH behave alike: set the state). */
export async function setPageLanguage(db: Database, page: PageRow, input: { language_id: number; is_enabled?: boolean | undefined }) {
  const enabled = input.is_enabled ?? true;
  const inRange = input.language_id >= 1 && input.language_id <= 32767;
  const [language] = inRange ? await db.select().from(languages).where(eq(languages.id, input.language_id)) : [];
  if (!language) throw languageError("This language is not supported.", "unknown_language");
  await db.transaction(async (tx) => {
    // Re-read the default under a lock: a concurrent default-language change must not leave it disabled.
    const [current] = await tx.select({ defaultLanguageId: pages.defaultLanguageId }).from(pages).where(eq(pages.id, page.id)).for("update");
    if (!enabled && current?.defaultLanguageId === language.id) {
      throw languageError("The default language cannot be disabled.", "default_language_required");
    }
    await tx
      .insert(pageLanguages)
      .values({ pageId: page.id, languageId: language.id, isEnabled: enabled })
      .onConflictDoUpdate({ target: [pageLanguages.pageId, pageLanguages.languageId], set: { isEnabled: enabled } });
    await tx.update(pages).set({ updatedAt: new Date() }).where(eq(pages.id, page.id));
  });
  const [fresh] = await db.select({ id: pages.id, defaultLanguageId: pages.defaultLanguageId }).from(pages).where(eq(pages.id, page.id));
  return listPageLanguages(db, fresh!);
}
