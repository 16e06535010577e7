import { asc } from "drizzle-orm";
import { Elysia, t } from "elysia";
import { initiativeStatusCategories, standardInitiatives } from "@greenpage/db/schema";
import type { AppContext } from "../../lib/context.ts";
import { BUSINESS_CATEGORIES, FRAMEWORKS } from "./frameworks.ts";

export const StatusCategory = t.Object({ id: t.Integer(), code: t.String(), name: t.String(), name_json: t.Record(t.String(), t.String()) });
const Named = t.Object({ code: t.String(), name: t.Object({ en: t.String(), ja: t.String() }) });
export const Catalog = t.Object({
  frameworks: t.Array(t.Object({ code: t.String(), name: t.Object({ en: t.String(), ja: t.String() }), categories: t.Array(Named) })),
  business_categories: t.Array(Named),
  standard_initiatives: t.Array(
    t.Object({
      id: t.Integer(),
      code: t.String(),
      kind: t.String(),
      translations: t.Record(t.String(), t.Object({ title: t.String(), description: t.String() })),
      frameworks: t.Array(t.Object({ framework: t.String(), categories: t.Array(t.String()) })),
    }),
  ),
});

export type StatusCategory = typeof StatusCategory.static;
export type Catalog = typeof Catalog.static;

/** Reference lists every client needs: progress statuses, frameworks, business categories, the standard initiatives. */
export const catalogModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Catalog"] })
    .get(
      "/businesses/initiatives-status/",
      async () => {
        const rows = await ctx.db.select().from(initiativeStatusCategories).orderBy(asc(initiativeStatusCategories.sortOrder));
        return rows.map((r) => ({ id: r.id, code: r.code, name: r.nameJson.en ?? r.code, name_json: r.nameJson as Record<string, string> }));
      },
      {
        response: t.Array(StatusCategory),
        detail: { summary: "Initiative status categories: 1 Targeted, 2 Planning, 3 In Progress, 4 Achieved" },
      },
    )
    .get(
      "/businesses/catalog/",
      async () => {
        const standard = await ctx.db.select().from(standardInitiatives).orderBy(asc(standardInitiatives.id));
        return {
          frameworks: FRAMEWORKS,
          business_categories: BUSINESS_CATEGORIES,
          standard_initiatives: standard.map((s) => ({ id: s.id, code: s.code, kind: s.kind, translations: s.translations, frameworks: s.frameworks })),
        };
      },
      { response: Catalog, detail: { summary: "Frameworks with their categories, business categories and the standard initiatives" } },
    );
