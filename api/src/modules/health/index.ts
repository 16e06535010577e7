import { Elysia, t } from "elysia";
import { readMigrationState } from "@greenpage/db";
import type { AppContext } from "../../lib/context.ts";

export const healthModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Health"] }).get(
    "/health/",
    async () => ({ status: "ok" as const, database: ctx.dbKind, migrations: await readMigrationState(ctx.db) }),
    {
      response: t.Object({
        status: t.Literal("ok"),
        database: t.Union([t.Literal("pglite"), t.Literal("postgresql")]),
        migrations: t.Object({ applied: t.Integer(), latest: t.Nullable(t.String()) }),
      }),
      detail: { summary: "Liveness, database kind and migration version" },
    },
  );
