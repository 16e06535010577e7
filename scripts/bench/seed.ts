/**
 * The benchmark's fixture: one published page with 50 initiatives in 5
 * categories, in English and Japanese, and Explore's pages and initiatives (seed-explore.ts).
 * Run with Bun; prints the page handle.
 * Env: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite in DATA_DIR/db);
 * BENCH_SCALE, BENCH_EXPLORE_PAGES, BENCH_EXPLORE_INITIATIVES (see scale.mjs).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "@greenpage/db";
import { pages, pageLanguages, pageMembers, contentCategories, contents, users } from "@greenpage/db/schema";
import { SCALE } from "./scale.mjs";
import { seedExploreInitiatives, seedExplorePages } from "./seed-explore.ts";

export const BENCH_HANDLE = "bench-page";

const dataDir = process.env.DATA_DIR ?? ".data";
if (!process.env.DATABASE_URL) mkdirSync(join(dataDir, "db"), { recursive: true });
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: join(dataDir, "db") });
await database.migrate();
const { db } = database;

const paragraph = (n: number) =>
  `Initiative ${n}: we measure, reduce and report the footprint of this part of our operations, with yearly targets and third-party checks. `.repeat(3);

await db.transaction(async (tx) => {
  const userId = crypto.randomUUID();
  await tx.insert(users).values({ id: userId, name: "Bench Owner", email: `bench-${userId}@example.com`, emailVerified: true });
  const [page] = await tx
    .insert(pages)
    .values({
      handle: BENCH_HANDLE,
      ownerId: userId,
      country: "JP",
      nameJson: { en: "Bench Roasters", ja: "ベンチ焙煎所" },
      descriptionJson: { en: "A page for load tests.", ja: "負荷試験用のページ" },
      isPublished: true,
      publishedAt: new Date(),
    })
    .returning();
  await tx.insert(pageMembers).values({ pageId: page!.id, userId, role: "owner" });
  await tx.insert(pageLanguages).values([
    { pageId: page!.id, languageId: 1 },
    { pageId: page!.id, languageId: 2 },
  ]);
  const categories = await tx
    .insert(contentCategories)
    .values(["Climate", "Energy", "Waste", "People", "Sourcing"].map((en, i) => ({ pageId: page!.id, nameJson: { en, ja: `カテゴリ${i + 1}` }, orderKey: i })))
    .returning();
  await tx.insert(contents).values(
    Array.from({ length: 50 }, (_, n) => ({
      pageId: page!.id,
      contentCategoryId: categories[n % 5]!.id,
      orderKey: Math.floor(n / 5),
      titleJson: { en: `Initiative ${n + 1}`, ja: `取り組み${n + 1}` },
      descriptionJson: { en: paragraph(n + 1), ja: `取り組み${n + 1}の説明です。`.repeat(5) },
      contentJson: { en: paragraph(n + 1).repeat(3) },
      issuingOrganization: n % 3 === 0 ? "Japan Organic Agricultural Standard" : null,
      issueDate: n % 3 === 0 ? "2025-04-01" : null,
      statusId: (n % 4) + 1,
      frameworks: [{ framework: "sdgs", categories: [String((n % 17) + 1)] }],
    })),
  );
});
await seedExplorePages(db, SCALE.explorePages);
await seedExploreInitiatives(db, SCALE.exploreInitiatives);
await database.close();
console.log(BENCH_HANDLE);
