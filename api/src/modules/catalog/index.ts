import { asc } from "drizzle-orm";
import { Elysia, t } from "elysia";
import { initiativeStatusCategories } from "@greenpage/db/schema";
import type { AppContext } from "../../context.ts";

const StatusCategory = t.Object({ id: t.Integer(), code: t.String(), name: t.String(), name_json: t.Record(t.String(), t.String()) });

/** Reference lists every client needs (progress statuses; later the standard initiative catalogue). */
export const catalogModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Catalog"] }).get(
    "/businesses/initiatives-status/",
    async () => {
      const rows = await ctx.db.select().from(initiativeStatusCategories).orderBy(asc(initiativeStatusCategories.sortOrder));
      return rows.map((r) => ({ id: r.id, code: r.code, name: r.nameJson.en ?? r.code, name_json: r.nameJson as Record<string, string> }));
    },
    {
      response: t.Array(StatusCategory),
      detail: { summary: "Initiative status categories: 1 Targeted, 2 Planning, 3 In Progress, 4 Achieved" },
    },
  );
