import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, contents, contentUpvotes, pageUpvotes } from "@greenpage/db/schema";
import { RATE_LIMITS } from "../../lib/rate-limit.ts";
import { createTestApp, type TestClient, uniqueHandle } from "../../test/harness.ts";
import { explorePage, type Owner, share, shareableInitiative, voters } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pageVote = (o: Owner, key = o.page.handle) => `/api/v1/businesses/public/${key}/upvote/`;
const put = (client: TestClient, path: string) => client.request("PUT", path);
const del = (client: TestClient, path: string) => client.request("DELETE", path);
const NOT_FOUND = { detail: "The page you are looking for does not exist.", code: "not_found" };

/** The stored counter and the stored votes, which must always agree. */
async function stored(pageId: number) {
  const [page] = await t.ctx.db.select({ n: pages.upvoteCount }).from(pages).where(eq(pages.id, pageId));
  const rows = await t.ctx.db.select().from(pageUpvotes).where(eq(pageUpvotes.pageId, pageId));
  return { counter: page!.n, rows: rows.length };
}

describe("page upvotes", () => {
  it("asks anonymous visitors to sign in (401) and counts nothing", async () => {
    const o = await explorePage(t);
    for (const method of ["PUT", "DELETE"]) {
      const res = await t.client().request(method, pageVote(o));
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("not_authenticated");
    }
    expect(await stored(o.page.id)).toEqual({ counter: 0, rows: 0 });
  });

  it("is idempotent: a repeated PUT or DELETE changes nothing; the page's id works like its handle", async () => {
    const o = await explorePage(t);
    const [voter] = await voters(t, 1);
    expect((await put(voter!, pageVote(o))).json).toEqual({ upvoted: true, upvote_count: 1 });
    expect((await put(voter!, pageVote(o, String(o.page.id)))).json).toEqual({ upvoted: true, upvote_count: 1 });
    expect(await stored(o.page.id)).toEqual({ counter: 1, rows: 1 });

    const listed = await voter!.get(`/api/v1/explore/pages/?q=${o.page.handle}`);
    expect(listed.json.results).toMatchObject([{ id: o.page.id, upvote_count: 1, upvoted: true }]);
    expect((await t.client().get(`/api/v1/explore/pages/?q=${o.page.handle}`)).json.results).toMatchObject([{ upvoted: false }]);
    expect((await t.client().get(`/api/v1/businesses/public/${o.page.handle}/`)).json.upvote_count).toBe(1);

    expect((await del(voter!, pageVote(o))).json).toEqual({ upvoted: false, upvote_count: 0 });
    expect((await del(voter!, pageVote(o))).json).toEqual({ upvoted: false, upvote_count: 0 });
    expect(await stored(o.page.id)).toEqual({ counter: 0, rows: 0 });
  });

  it("counts 50 voters voting at once exactly, and one voter voting 50 times at once once", async () => {
    const o = await explorePage(t);
    const crowd = await voters(t, 50);
    const results = await Promise.all(crowd.map((voter) => put(voter, pageVote(o))));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(Math.max(...results.map((r) => r.json.upvote_count))).toBe(50);
    expect(await stored(o.page.id)).toEqual({ counter: 50, rows: 50 });

    const eager = crowd[0]!;
    await Promise.all(Array.from({ length: 50 }, () => put(eager, pageVote(o))));
    expect(await stored(o.page.id)).toEqual({ counter: 50, rows: 50 });
    await Promise.all(crowd.slice(0, 10).map((voter) => del(voter, pageVote(o))));
    expect(await stored(o.page.id)).toEqual({ counter: 40, rows: 40 });

    const other = await explorePage(t);
    const [single] = await voters(t, 1);
    const same = await Promise.all(Array.from({ length: 50 }, () => put(single!, pageVote(other))));
    expect(same.every((r) => r.status === 200 && r.json.upvoted === true)).toBe(true);
    expect(await stored(other.page.id)).toEqual({ counter: 1, rows: 1 });
  });

  it("limits how often one user casts and withdraws (60 in ten minutes), then answers 429 and changes nothing", async () => {
    const o = await explorePage(t);
    const [voter] = await voters(t, 1);
    for (let i = 0; i < RATE_LIMITS.upvotes.max; i++) expect((await (i % 2 ? del : put)(voter!, pageVote(o))).status).toBe(200);
    expect(await stored(o.page.id)).toEqual({ counter: 0, rows: 0 });
    const refused = await put(voter!, pageVote(o));
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("rate_limited");
    expect(await stored(o.page.id)).toEqual({ counter: 0, rows: 0 });
    // Another voter is not held back.
    const [other] = await voters(t, 1);
    expect((await put(other!, pageVote(o))).json).toEqual({ upvoted: true, upvote_count: 1 });
  });

  it("answers not-found for unknown, unpublished and hidden pages", async () => {
    const [voter] = await voters(t, 1);
    const draft = await explorePage(t, { published: false });
    const hidden = await explorePage(t, { update: { is_visible: false } });
    for (const path of ["/api/v1/businesses/public/no-such-page/upvote/", "/api/v1/businesses/public/99999999/upvote/", pageVote(draft), pageVote(hidden)]) {
      const res = await put(voter!, path);
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual(NOT_FOUND);
    }
    expect(await stored(hidden.page.id)).toEqual({ counter: 0, rows: 0 });
  });

  it("does not let the page's own members upvote it", async () => {
    const o = await explorePage(t);
    const res = await o.client.request("PUT", pageVote(o), undefined, o.headers);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ detail: "You cannot upvote your own page.", code: "own_page" });
    expect(await stored(o.page.id)).toEqual({ counter: 0, rows: 0 });
    expect((await o.client.request("DELETE", pageVote(o), undefined, o.headers)).json).toEqual({ upvoted: false, upvote_count: 0 });
  });
});

describe("initiative upvotes", () => {
  const vote = (o: Owner, id: number) => `/api/v1/businesses/public/${o.page.handle}/contents/${id}/upvote/`;
  const counter = async (id: number) => {
    const [row] = await t.ctx.db.select({ n: contents.upvoteCount }).from(contents).where(eq(contents.id, id));
    const rows = await t.ctx.db.select().from(contentUpvotes).where(eq(contentUpvotes.contentId, id));
    return { counter: row!.n, rows: rows.length };
  };

  it("counts votes for a shared initiative only, exactly under concurrency", async () => {
    const o = await explorePage(t);
    const word = uniqueHandle("sun");
    const item = await shareableInitiative(o, { title_json: { en: `Solar roof ${word}` } });
    const crowd = await voters(t, 20);
    expect((await put(crowd[0]!, vote(o, item.id))).json).toEqual(NOT_FOUND);

    expect((await share(o, item.id)).status).toBe(200);
    await Promise.all([...crowd, crowd[0]!, crowd[1]!].map((voter) => put(voter, vote(o, item.id))));
    expect(await counter(item.id)).toEqual({ counter: 20, rows: 20 });
    expect((await del(crowd[0]!, vote(o, item.id))).json).toEqual({ upvoted: false, upvote_count: 19 });
    const listed = await crowd[1]!.get(`/api/v1/explore/initiatives/?q=${word}`);
    expect(listed.json.results).toMatchObject([{ id: item.id, upvote_count: 19, upvoted: true }]);

    const other = await explorePage(t);
    expect((await put(crowd[2]!, `/api/v1/businesses/public/${other.page.handle}/contents/${item.id}/upvote/`)).status).toBe(404);
    const own = await o.client.request("PUT", vote(o, item.id), undefined, o.headers);
    expect(own.json).toEqual({ detail: "You cannot upvote an initiative on your own page.", code: "own_page" });

    expect((await share(o, item.id, "DELETE")).status).toBe(200);
    expect((await put(crowd[3]!, vote(o, item.id))).status).toBe(404);
    expect((await t.client().request("PUT", vote(o, item.id))).status).toBe(401);
  });
});
