import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "@greenpage/db/schema";
import { COUNTRY_CODES as SDK_COUNTRY_CODES } from "../../../../sdk/src/rules.ts";
import { createTestApp, ownerWithPage, uniqueHandle } from "../../test/harness.ts";
import { explorePage } from "../explore/test-fixtures.ts";
import { COUNTRY_CODES } from "./countries.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("a page's country", () => {
  it("is one of today's ISO 3166-1 countries, the list the SDK publishes", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(["DE", "GB", "JP", "SS", "CW", "AQ"]));
    for (const withdrawn of ["DD", "SU", "UK", "FX", "YU", "CS", "AN", "XK", "EU"]) expect(COUNTRY_CODES, withdrawn).not.toContain(withdrawn);
    expect(SDK_COUNTRY_CODES).toEqual(COUNTRY_CODES);
  });

  it("refuses withdrawn and made-up codes on create and update, and takes any current one in either case", async () => {
    const owner = await ownerWithPage(t);
    for (const country of ["UK", "DD", "SU", "EU", "XK"]) {
      const res = await owner.client.post("/api/v1/businesses/create/", { handle: uniqueHandle(), country }, owner.headers);
      expect(res.status, country).toBe(400);
      expect(res.json).toEqual({ country: ["Select a valid country."] });
      const update = await owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, { country }, owner.headers);
      expect(update.json, country).toEqual({ country: ["Select a valid country."] });
    }
    const gb = await owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, { country: "gb" }, owner.headers);
    expect(gb.json.country).toBe("GB");
    const ss = await owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, { country: "SS" }, owner.headers);
    expect(ss.json.country).toBe("SS");
  });

  it("takes back the withdrawn code a page is saved with, unchanged, but no other", async () => {
    const owner = await ownerWithPage(t);
    await t.ctx.db.update(pages).set({ country: "UK" }).where(eq(pages.id, owner.page.id));
    const same = await owner.client.request(
      "PATCH",
      `/api/v1/businesses/update/${owner.page.id}/`,
      { country: "UK", name_json: { en: "Kept" } },
      owner.headers,
    );
    expect(same.status, same.text).toBe(200);
    expect(same.json.country).toBe("UK");
    const other = await owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, { country: "DD" }, owner.headers);
    expect(other.json).toEqual({ country: ["Select a valid country."] });
  });

  it("of a page saved with a withdrawn code shows and filters in Explore as its successor", async () => {
    const word = `kuni${crypto.randomUUID().slice(0, 6)}`;
    const old = await explorePage(t, { page: { name_json: { en: `${word} Old` } } });
    const current = await explorePage(t, { page: { country: "GB", name_json: { en: `${word} New` } } });
    const split = await explorePage(t, { page: { name_json: { en: `${word} Split` } } });
    // Saved before the list was enforced: the API once took any code the runtime named.
    await t.ctx.db.update(pages).set({ country: "UK" }).where(eq(pages.id, old.page.id));
    await t.ctx.db.update(pages).set({ country: "IC" }).where(eq(pages.id, split.page.id));
    const search = async (query: string) => {
      const res = await t.client().get(`/api/v1/explore/pages/?q=${word}&${query}`);
      expect(res.status, res.text).toBe(200);
      return res.json.results as { id: number; country: string | null }[];
    };
    const gb = await search("country=GB");
    expect(gb.map((p) => p.id).sort()).toEqual([old.page.id, current.page.id].sort());
    expect(gb.map((p) => p.country)).toEqual(["GB", "GB"]);
    // An old link naming the withdrawn code finds the same pages.
    expect((await search("country=uk")).map((p) => p.id).sort()).toEqual([old.page.id, current.page.id].sort());
    // A code that is no country of the list is kept and shown as saved.
    expect((await search("")).find((p) => p.id === split.page.id)?.country).toBe("IC");
    expect((await t.client().get(`/api/v1/explore/pages/?country=IC`)).json).toEqual({ country: ["Select a valid country."] });
  });
});
