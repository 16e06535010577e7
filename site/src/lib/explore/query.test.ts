import { describe, expect, it } from "vitest";
import { exploreApiQuery, exploreHref, explorePaging, readExploreQuery } from "./query.ts";

describe("Explore URL state", () => {
  it("reads a shared link and ignores values it does not know", () => {
    const query = readExploreQuery(new URLSearchParams("tab=initiatives&q=%20環境%20&country=jp&sort=recent&page=3"));
    expect(query).toEqual({ tab: "initiatives", q: "環境", country: "JP", framework: "", category: "", sort: "recent", verified: false, page: 3 });
    const junk = readExploreQuery(new URLSearchParams("tab=admin&sort=random&page=-2&country=Japan"));
    expect(junk).toMatchObject({ tab: "organizations", sort: "upvotes", page: 1, country: "" });
  });

  it("writes short links and goes back to page 1 when anything else changes", () => {
    const query = readExploreQuery(new URLSearchParams("q=green&page=4"));
    expect(exploreHref(query, { sort: "recent" })).toBe("/explore?q=green&sort=recent");
    expect(exploreHref(query, { page: 5 })).toBe("/explore?q=green&page=5");
    expect(exploreHref(readExploreQuery(new URLSearchParams()))).toBe("/explore");
  });

  it("asks the API for pages of the tab's type, or for initiatives", () => {
    const orgs = exploreApiQuery(readExploreQuery(new URLSearchParams("q=coffee")), "ja", 12);
    expect(orgs).toEqual({ list: "pages", query: { sort: "upvotes", page: 1, page_size: 12, lang: "ja", q: "coffee", page_type: "business" } });
    const people = exploreApiQuery(readExploreQuery(new URLSearchParams("tab=individuals")), "en", 12);
    expect(people.query.page_type).toBe("personal");
    const items = exploreApiQuery(readExploreQuery(new URLSearchParams("tab=initiatives&framework=gri")), "en", 12);
    expect(items.list).toBe("initiatives");
    expect(items.query.framework).toBe("gri");
    expect(items.query).not.toHaveProperty("page_type");
    expect(items.query).not.toHaveProperty("verified");
  });

  it("keeps the verified filter on the Initiatives tab only", () => {
    const verified = readExploreQuery(new URLSearchParams("tab=initiatives&verified=true"));
    expect(exploreApiQuery(verified, "en", 12).query.verified).toBe("true");
    expect(exploreHref(verified, { sort: "recent" })).toBe("/explore?tab=initiatives&sort=recent&verified=true");
    // Another tab lists pages, which the filter does not apply to: the link drops it.
    expect(exploreHref(verified, { tab: "organizations" })).toBe("/explore");
    expect(readExploreQuery(new URLSearchParams("verified=yes")).verified).toBe(false);
  });
});

describe("Explore paging", () => {
  const results = (n: number) => Array.from({ length: n }, (_, i) => i);

  it("counts pages from an exact total and stops at the last", () => {
    expect(explorePaging({ count: 25, count_capped: false, results: results(12) }, 1, 12)).toEqual({ pages: 3, capped: false, hasNext: true, shown: true });
    expect(explorePaging({ count: 25, count_capped: false, results: results(1) }, 3, 12)).toMatchObject({ hasNext: false, shown: true });
    expect(explorePaging({ count: 5, count_capped: false, results: results(5) }, 1, 12)).toMatchObject({ pages: 1, shown: false });
    expect(explorePaging(null, 1, 12)).toMatchObject({ pages: 1, shown: false });
  });

  it("past the cap (1,000+) goes on while a page is full, beyond the counted pages", () => {
    expect(explorePaging({ count: 1000, count_capped: true, results: results(12) }, 84, 12)).toMatchObject({ pages: 84, capped: true, hasNext: true });
    expect(explorePaging({ count: 1010, count_capped: true, results: results(2) }, 85, 12)).toMatchObject({ capped: true, hasNext: false });
  });
});
