import { eq } from "drizzle-orm";
import { Value } from "@sinclair/typebox/value";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageMembers, contents, pages } from "@greenpage/db/schema";
import { createTestApp, isolatedDatabaseUrl, setPagePlan, signUp } from "../../test/harness.ts";
import { EXPLORE_RESPONSES } from "./index.ts";
import { changedBehindTheApi, explorePage, type Owner, share, shareableInitiative } from "./test-fixtures.ts";

// The Initiatives tab is checked as a whole, so this file gets a database of its own.
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await isolatedDatabaseUrl();
  t = await createTestApp({}, database.url);
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const edit = (o: Owner, id: number, body: Record<string, unknown>) =>
  o.client.request("PATCH", `/api/v1/businesses/${o.page.id}/contents/${id}/`, body, o.headers);
const initiatives = async (query = "") => {
  const res = await t.client().get(`/api/v1/explore/initiatives/?page_size=100&${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const listedIds = async (query = "") => (await initiatives(query)).results.map((r: { id: number }) => r.id);

describe("sharing an initiative to Explore", () => {
  it("needs a cover image, a description, Public access, and a published, listed item", async () => {
    const o = await explorePage(t);
    await setPagePlan(t, o.page.id, "plus");

    const bare = (await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "Bare" } }, o.headers)).json;
    const refused = await share(o, bare.id);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      cover_image: ["Add a cover image before sharing to Explore."],
      description: ["Add a description before sharing to Explore."],
    });

    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ access: "limited" }, { access: ["Only initiatives with Public access can be shared to Explore."] }],
      [{ access: "password", password: "secret" }, { access: ["Only initiatives with Public access can be shared to Explore."] }],
      [{ is_published: false }, { is_published: ["Publish this initiative before sharing it to Explore."] }],
      [{ visibility: "unlisted" }, { visibility: ["Only initiatives listed on the page can be shared to Explore."] }],
      [{ description_json: { en: "   " } }, { description: ["Add a description before sharing to Explore."] }],
    ];
    for (const [body, errors] of cases) {
      const item = await shareableInitiative(o, body);
      const res = await share(o, item.id);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual(errors);
      const [row] = await t.ctx.db.select().from(contents).where(eq(contents.id, item.id));
      expect(row!.sharedToExplore).toBe(false);
    }
  });

  it("shares once; re-shares after removal only when status or progress changed", async () => {
    const o = await explorePage(t);
    const item = await shareableInitiative(o, { status_id: 2 });
    expect(item).toMatchObject({ shared_to_explore: false, shared_at: null });

    const shared = await share(o, item.id);
    expect(shared.status, shared.text).toBe(200);
    expect(shared.json).toMatchObject({ id: item.id, shared_to_explore: true, shared_at: expect.any(String) });
    const again = await share(o, item.id);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ detail: "This initiative is already shared to Explore.", code: "already_shared" });
    expect(await listedIds()).toContain(item.id);

    const removed = await share(o, item.id, "DELETE");
    expect(removed.json).toMatchObject({ shared_to_explore: false, shared_at: shared.json.shared_at });
    expect((await share(o, item.id, "DELETE")).status).toBe(200);
    expect(await listedIds()).not.toContain(item.id);

    const unchanged = await share(o, item.id);
    expect(unchanged.status).toBe(400);
    expect(unchanged.json).toEqual({ detail: "Update the status or progress of this initiative before sharing it to Explore again.", code: "share_unchanged" });
    // A change that is undone is no change.
    await edit(o, item.id, { status_id: 3 });
    await edit(o, item.id, { status_id: 2 });
    expect((await share(o, item.id)).json.code).toBe("share_unchanged");

    await edit(o, item.id, { status_id: 3 });
    expect((await share(o, item.id)).json).toMatchObject({ shared_to_explore: true, status_id: 3 });
    await share(o, item.id, "DELETE");
    await t.ctx.db.update(contents).set({ evidenceState: "submitted" }).where(eq(contents.id, item.id));
    expect((await share(o, item.id)).json).toMatchObject({ shared_to_explore: true, evidence_state: "submitted" });
    expect((await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${item.id}/`, o.headers)).json).toMatchObject({ shared_to_explore: true });
  });

  it("is for the page's owner and editors; anyone else gets not-found", async () => {
    const o = await explorePage(t);
    const item = await shareableInitiative(o);
    const stranger = await explorePage(t);
    for (const path of [`/api/v1/businesses/${o.page.id}/contents/${item.id}/share/`, `/api/v1/businesses/${stranger.page.id}/contents/${item.id}/share/`]) {
      for (const method of ["POST", "DELETE"]) {
        const res = await stranger.client.request(method, path, undefined, stranger.headers);
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await t.client().request("POST", `/api/v1/businesses/${o.page.id}/contents/${item.id}/share/`)).status).toBe(401);

    const editor = t.client();
    const { user } = await signUp(editor);
    await t.ctx.db.insert(pageMembers).values({ pageId: o.page.id, userId: user.id, role: "editor" });
    const res = await editor.request("POST", `/api/v1/businesses/${o.page.id}/contents/${item.id}/share/`, undefined, { origin: t.config.siteUrl });
    expect(res.status, res.text).toBe(200);
  });
});

describe("GET /explore/initiatives/", () => {
  it("lists shared initiatives of listed pages, with their page's filters, in either sort", async () => {
    const jp = await explorePage(t, {
      page: { country: "JP", business_category: ["energy"], framework_type: "gri", name_json: { en: "Sun Power", ja: "太陽電力" } },
      ja: true,
    });
    const us = await explorePage(t, { page: { country: "US", page_type: "personal", name_json: { en: "Jo Rivers" } } });
    const solar = await shareableInitiative(jp, {
      title_json: { en: "Solar roof", ja: "屋上の太陽光" },
      description_json: { en: "Panels.", ja: "パネル" },
      status_id: 4,
    });
    const water = await shareableInitiative(us, { title_json: { en: "Rain water" }, frameworks: [{ framework: "sdgs", categories: ["6"] }] });
    const quiet = await shareableInitiative(us, { title_json: { en: "Not shared solar" } });
    for (const [o, item] of [
      [jp, solar],
      [us, water],
    ] as const)
      expect((await share(o, item.id)).status).toBe(200);

    const base = `q=${encodeURIComponent("solar")}`;
    expect(await listedIds(base)).toEqual([solar.id]);
    expect(await listedIds(`q=${encodeURIComponent("太陽光")}`)).toEqual([solar.id]);
    expect(await listedIds("country=US")).toEqual([water.id]);
    expect(await listedIds("page_type=personal")).toEqual([water.id]);
    expect(await listedIds("category=energy")).toEqual([solar.id]);
    expect(await listedIds("framework=sdgs")).toEqual([water.id]);
    expect(await listedIds("framework=gri")).toEqual([solar.id]);
    expect(await listedIds("country=US&q=solar")).toEqual([]);
    expect(await listedIds()).not.toContain(quiet.id);

    const recent = await listedIds("sort=recent");
    expect(recent.indexOf(water.id)).toBeLessThan(recent.indexOf(solar.id));
    await t.ctx.db.update(contents).set({ upvoteCount: 1000 }).where(eq(contents.id, solar.id));
    await changedBehindTheApi(t, jp.page.id);
    expect((await listedIds())[0]).toBe(solar.id);

    const ja = await initiatives(`${base}&lang=ja`);
    expect(ja.results).toEqual([
      {
        id: solar.id,
        page: { handle: jp.page.handle, name: "太陽電力", page_type: "business", logo_url: null },
        language: "ja",
        title: "屋上の太陽光",
        description: "パネル",
        cover_image_url: expect.stringMatching(new RegExp(`^${t.config.siteUrl}/api/v1/files/pages/${jp.page.id}/images/`)),
        status: { id: 4, code: "achieved", label: "達成" },
        evidence_state: "self_reported",
        upvote_count: 1000,
        upvoted: false,
        shared_at: expect.any(String),
        url: `/${jp.page.handle}/${solar.id}`,
      },
    ]);
    expect([...Value.Errors(EXPLORE_RESPONSES.initiatives, ja)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);

    // Gated, hidden or on a hidden page: still shared, no longer listed.
    await t.ctx.db.update(contents).set({ visibility: "unlisted" }).where(eq(contents.id, water.id));
    await jp.client.request("PATCH", `/api/v1/businesses/update/${jp.page.id}/`, { is_visible: false }, jp.headers);
    const left = await listedIds();
    expect(left).not.toContain(solar.id);
    expect(left).not.toContain(water.id);
  });

  it("counts only what it lists, however the page or the initiative stops being listed", async () => {
    const o = await explorePage(t, { page: { country: "NZ", name_json: { en: "Tide Mill" } } });
    const item = await shareableInitiative(o, { title_json: { en: "Tidal turbine" } });
    expect((await share(o, item.id)).status).toBe(200);
    // The total is read from the initiative's own `listed` word (migration 0026), the rows from the row itself: both must follow.
    const found = async () =>
      Promise.all(
        ["q=tidal", "country=NZ"].map(async (query) => {
          const json = await initiatives(query);
          return [json.count, json.results.map((r: { id: number }) => r.id)];
        }),
      );
    const listed = [
      [1, [item.id]],
      [1, [item.id]],
    ];
    const unlisted = [
      [0, []],
      [0, []],
    ];
    expect(await found()).toEqual(listed);
    const setPage = (set: Partial<typeof pages.$inferInsert>) => t.ctx.db.update(pages).set(set).where(eq(pages.id, o.page.id));
    const setItem = (set: Partial<typeof contents.$inferInsert>) => t.ctx.db.update(contents).set(set).where(eq(contents.id, item.id));
    const changes: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      ["page unpublished", () => setPage({ isPublished: false }), () => setPage({ isPublished: true })],
      ["page hidden", () => setPage({ isVisible: false }), () => setPage({ isVisible: true })],
      ["initiative unlisted", () => setItem({ visibility: "unlisted" }), () => setItem({ visibility: "public" })],
      ["initiative behind a password", () => setItem({ access: "password" }), () => setItem({ access: "public" })],
      ["initiative unpublished", () => setItem({ isPublished: false }), () => setItem({ isPublished: true })],
      ["initiative unshared", () => setItem({ sharedToExplore: false }), () => setItem({ sharedToExplore: true })],
    ];
    for (const [change, off, on] of changes) {
      for (const [step, expected] of [
        [off, unlisted],
        [on, listed],
      ] as const) {
        await step();
        await changedBehindTheApi(t, o.page.id);
        expect(await found(), `${change}${step === on ? ", undone" : ""}`).toEqual(expected);
      }
    }
  });

  it("searches an initiative under its page's filters as they are now, and under its own frameworks", async () => {
    // The filters' words are copied onto each initiative (migration 0025): a page edit must reach them.
    const o = await explorePage(t, { page: { country: "JP", business_category: ["energy"], name_json: { en: "Heat Works" } } });
    const pump = await shareableInitiative(o, { title_json: { en: "Heat pump" } });
    expect((await share(o, pump.id)).status).toBe(200);
    expect(await listedIds("q=heat&country=JP&category=energy")).toEqual([pump.id]);

    const moved = await o.client.request(
      "PATCH",
      `/api/v1/businesses/update/${o.page.id}/`,
      { country: "DE", business_category: ["food"], framework_type: "cdp", page_type: "personal" },
      o.headers,
    );
    expect(moved.status, moved.text).toBe(200);
    expect(await listedIds("q=heat&country=JP")).toEqual([]);
    expect(await listedIds("q=heat&category=energy")).toEqual([]);
    expect(await listedIds("q=heat&country=DE&category=food&framework=cdp&page_type=personal")).toEqual([pump.id]);

    expect(await listedIds("q=heat&framework=sdgs")).toEqual([]);
    expect((await edit(o, pump.id, { frameworks: [{ framework: "sdgs", categories: ["7"] }] })).status).toBe(200);
    expect(await listedIds("q=heat&framework=sdgs&country=DE")).toEqual([pump.id]);

    // Added after the edit: it carries the page's new words from the start.
    const boiler = await shareableInitiative(o, { title_json: { en: "Heat recovery boiler" } });
    expect((await share(o, boiler.id)).status).toBe(200);
    expect((await listedIds("q=heat&country=DE&category=food")).sort()).toEqual([pump.id, boiler.id].sort());
    expect(await listedIds("q=boiler&country=JP")).toEqual([]);
  });

  it("narrows to initiatives whose verification holds today with verified=true: an expired certificate leaves it", async () => {
    const o = await explorePage(t, { page: { country: "NO" } });
    const word = `fjord${Date.now().toString(36)}`;
    const item = async (title: string, fields: Partial<typeof contents.$inferInsert>) => {
      const made = await shareableInitiative(o, { title_json: { en: `${title} ${word}` } });
      expect((await share(o, made.id)).status).toBe(200);
      if (Object.keys(fields).length > 0) await t.ctx.db.update(contents).set(fields).where(eq(contents.id, made.id));
      return made.id;
    };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const selfReported = await item("Self reported", {});
    const current = await item("Verified", { evidenceState: "verified", expirationDate: day(30) });
    const lastDay = await item("Last day", { evidenceState: "verified", expirationDate: day(0) });
    const noExpiry = await item("No expiry", { evidenceState: "verified" });
    const expired = await item("Expired", { evidenceState: "verified", expirationDate: day(-1) });
    await changedBehindTheApi(t, o.page.id);

    const all = [selfReported, current, lastDay, noExpiry, expired].sort((a, b) => b - a);
    const holding = [current, lastDay, noExpiry].sort((a, b) => b - a);
    expect(await listedIds("country=NO&sort=recent")).toEqual(all);
    expect(await listedIds("country=NO&sort=recent&verified=true")).toEqual(holding);
    expect((await initiatives("country=NO&verified=true")).count).toBe(3);
    // Searching takes the index path: the same answer.
    expect(await listedIds(`q=${word}&sort=recent&verified=true`)).toEqual(holding);
    expect(await listedIds(`q=${word}&sort=recent&verified=false`)).toEqual(all);
  });

  it("answers bad filters with field errors", async () => {
    const res = await t.client().get("/api/v1/explore/initiatives/?sort=top&country=ZZ&verified=yes");
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ sort: ["Sort by upvotes or recent."], country: ["Select a valid country."], verified: ["Filter verified with true or false."] });
  });
});
