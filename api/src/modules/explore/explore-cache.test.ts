import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../../app.ts";
import { createLogger } from "../../lib/logger.ts";
import { createTestApp, isolatedDatabaseUrl } from "../../test/harness.ts";
import { createHotReads, type HotReads, hotReadsFor } from "./hot-reads.ts";
import { exploreModule } from "./index.ts";
import { explorePage, share, shareableInitiative, voters } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
beforeAll(async () => {
  database = await isolatedDatabaseUrl();
  t = await createTestApp({}, database.url);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

/** A second Explore module on the same process and database, whose cache the test can see (the app's is its own). */
function explorer(hot: HotReads = hotReadsFor(t.config, t.ctx.pageChanges, createLogger("silent"))) {
  const module = exploreModule(t.ctx, hot);
  const get = async (path: string) => {
    const res = await module.handle(new Request(`http://api.test/explore/${path}`));
    expect(res.status).toBe(200);
    return res.json();
  };
  return { hot, get };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe("Explore's hot reads", () => {
  it("serves a repeated search without reading the database, and identical searches at once with one read", async () => {
    const word = `hot${crypto.randomUUID().slice(0, 6)}`;
    const o = await explorePage(t, { page: { name_json: { en: `${word} Roasters` } } });
    // Off the bus: page changes made elsewhere in the meantime must not turn the hit this checks into a miss.
    const { hot, get } = explorer(createHotReads({ ttlMs: 2000 }));
    const first = await get(`pages/?q=${word}`);
    expect(first.results.map((page: { id: number }) => page.id)).toEqual([o.page.id]);
    expect(await get(`pages/?q=${word}`)).toEqual(first);
    expect(hot.stats).toMatchObject({ loads: 1, hits: 1 });

    const together = await Promise.all(Array.from({ length: 10 }, () => get(`initiatives/?q=${word}`)));
    expect(together.every((answer) => answer.count === 0)).toBe(true);
    expect(hot.stats).toMatchObject({ loads: 2, hits: 10 });
  });

  it("shows a page published, an initiative shared or unshared at once, and hears another process's change", async () => {
    const word = `hot${crypto.randomUUID().slice(0, 6)}`;
    const { hot, get } = explorer();
    const names = async () => (await get(`pages/?q=${word}`)).results.map((page: { name: string }) => page.name);
    const first = await explorePage(t, { page: { name_json: { en: `${word} One` } } });
    expect(await names()).toEqual([`${word} One`]);
    await explorePage(t, { page: { name_json: { en: `${word} Two` } } });
    expect((await names()).sort()).toEqual([`${word} One`, `${word} Two`]);

    const item = await shareableInitiative(first, { title_json: { en: `${word} solar` } });
    const titles = async () => (await get(`initiatives/?q=${word}`)).results.map((found: { id: number }) => found.id);
    expect(await titles()).toEqual([]);
    expect((await share(first, item.id)).status).toBe(200);
    expect(await titles()).toEqual([item.id]);
    expect((await share(first, item.id, "DELETE")).status).toBe(200);
    expect(await titles()).toEqual([]);

    // Another API process on the same database: its change comes through the bus (NOTIFY), not this process's own call.
    await titles();
    expect(hot.stats.entries).toBeGreaterThan(0);
    const other = createContext(t.config, t.database, createLogger("silent"));
    await other.pageChanges.changed(first.page.id);
    expect(await until(() => hot.stats.entries === 0)).toBe(true);
    other.database.stop();
  });

  it("shows a new upvote at once, with `upvoted` still each reader's own", async () => {
    const word = `hot${crypto.randomUUID().slice(0, 6)}`;
    const o = await explorePage(t, { page: { name_json: { en: `${word} Votes` } } });
    const [voter] = await voters(t, 1);
    const anonymous = t.client();
    const listed = async (client = anonymous) => (await client.get(`/api/v1/explore/pages/?q=${word}`)).json.results[0];
    expect(await listed()).toMatchObject({ upvote_count: 0, upvoted: false });
    expect((await voter!.request("PUT", `/api/v1/businesses/public/${o.page.handle}/upvote/`)).status).toBe(200);
    expect(await listed(voter)).toMatchObject({ upvote_count: 1, upvoted: true });
    expect(await listed()).toMatchObject({ upvote_count: 1, upvoted: false });
    expect((await voter!.request("DELETE", `/api/v1/businesses/public/${o.page.handle}/upvote/`)).status).toBe(200);
    expect(await listed()).toMatchObject({ upvote_count: 0, upvoted: false });
    expect(await listed(voter)).toMatchObject({ upvote_count: 0, upvoted: false });
  });
});
