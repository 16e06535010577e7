import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, isolatedDatabaseUrl, setPagePlan } from "../../test/harness.ts";
import { explorePage, share, shareableInitiative } from "./test-fixtures.ts";

/**
 * The `listed` word is kept by two triggers that take locks in opposite
 * orders: an initiative's update locks its row, then reads its page; a page's
 * update locks the page, then updates its initiatives. These run two
 * transactions on two connections against each other (PostgreSQL only: PGlite
 * has one connection).
 */
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let sql: postgres.Sql;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  database = await isolatedDatabaseUrl();
  t = await createTestApp({}, database.url);
  sql = postgres(database.url!, { max: 2, onnotice: () => {} });
});
afterAll(async () => {
  if (!process.env.DATABASE_URL) return;
  await sql.end({ timeout: 1 });
  await t.close();
  await database.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Back to the pool without a transaction left open (a failed test may leave one aborted). */
async function endTransactions(...connections: postgres.ReservedSql[]) {
  for (const connection of connections) {
    await connection`rollback`.catch(() => {});
    connection.release();
  }
}
const termsOf = async (id: number) => (await sql<{ explore_terms: string[] }[]>`select explore_terms from contents where id = ${id}`)[0]!.explore_terms;

/** A published page with one initiative shared to Explore (listed). */
async function listedInitiative() {
  const owner = await explorePage(t);
  await setPagePlan(t, owner.page.id, "plus");
  const item = await shareableInitiative(owner);
  expect((await share(owner, item.id)).status).toBe(200);
  expect(await termsOf(item.id)).toContain("listed");
  return { pageId: owner.page.id, contentId: item.id };
}

describe.skipIf(!process.env.DATABASE_URL)("the listed word under concurrent writes (PostgreSQL)", () => {
  it("an initiative saved while its page is being unpublished neither deadlocks nor stays listed", async () => {
    const { pageId, contentId } = await listedInitiative();
    const [item, page] = [await sql.reserve(), await sql.reserve()];
    try {
      // The page's transaction holds its row (an edit that leaves its words alone: no trigger yet).
      await page`begin`;
      await page`update businesses set updated_at = now() where id = ${pageId}`;
      // The initiative's save locks its row; its trigger reads the page.
      await item`begin`;
      const saved = item`update contents set access = access where id = ${contentId}`.then(() => "saved");
      await pause(200);
      // Unpublishing in the page's transaction updates the page's initiatives, this one included.
      const unpublished = page`update businesses set is_published = false where id = ${pageId}`.then(() => "unpublished");
      await pause(200);
      // Had the initiative's trigger waited for the page, each would now wait for the other (a deadlock, 40P01).
      expect(await saved).toBe("saved");
      await item`commit`;
      expect(await unpublished).toBe("unpublished");
      await page`commit`;
    } finally {
      await endTransactions(item, page);
    }
    expect(await termsOf(contentId)).not.toContain("listed");
  });

  it("an initiative added while its page is being unpublished waits for it and is not listed", async () => {
    const { pageId, contentId } = await listedInitiative();
    const columns = (
      await sql<{ column_name: string }[]>`
        select column_name from information_schema.columns
        where table_name = 'contents' and table_schema = current_schema() and column_name <> 'id' and is_generated = 'NEVER'`
    )
      .map((c) => `"${c.column_name}"`)
      .join(", ");
    const page = await sql.reserve();
    try {
      await page`begin`;
      await page`update businesses set is_published = false where id = ${pageId}`;
      // A copy of the listed initiative, added by another transaction (sent now: postgres.js sends on await otherwise).
      const added = sql
        .unsafe<{ id: number }[]>(`insert into contents (${columns}) select ${columns} from contents where id = $1 returning id`, [contentId])
        .execute();
      await pause(200);
      await page`commit`;
      const [copy] = await added;
      expect(await termsOf(copy!.id)).not.toContain("listed");
    } finally {
      await endTransactions(page);
    }
  });
});
