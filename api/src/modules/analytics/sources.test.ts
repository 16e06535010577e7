import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { sourceOf } from "./sources.ts";

describe("sourceOf", () => {
  it("names our own markers, a share per network, and keeps a hand-made utm_source", () => {
    const cases: [string | null, string, string | null][] = [
      [null, "/midori", null],
      ["", "/midori", null],
      ["qr", "/midori", "qr"],
      [" QR ", "/midori", "qr"],
      ["widget", "/midori", "widget"],
      [null, "/widget/midori", "widget"],
      ["qr", "/widget/midori", "widget"],
      ["embed", "/widget/midori", "embed"],
      ["oembed", "/midori/12", "embed"],
      ["embed", "/midori", "embed"],
      ["explore", "/midori/12", "explore"],
      ["share-x", "/midori", "share:x"],
      ["share_twitter", "/midori", "share:x"],
      ["share-LinkedIn", "/midori", "share:linkedin"],
      ["share-myspace", "/midori", "share:other"],
      ["newsletter", "/midori", "utm:newsletter"],
      ["Spring Campaign 2026!", "/midori", "utm:spring-campaign-2026"],
      ["<script>", "/midori", "utm:script"],
      ["!!!", "/midori", null],
    ];
    for (const [marker, path, expected] of cases) expect(sourceOf(marker, path), `${marker} ${path}`).toBe(expected);
  });
});

describe("the source of a stored view", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("is stored from the body's marker; a marker too long is a field error", async () => {
    const o = await ownerWithPage(t, { published: true });
    const ua = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" };
    for (const source of ["qr", "share-line", "newsletter", null]) {
      expect((await t.client().post("/api/v1/analytics/evts/", { path: `/${o.page.handle}`, source }, ua)).status).toBe(202);
    }
    const rows = await t.ctx.db.query.pageViewEvents.findMany({ where: (v, { eq }) => eq(v.pageId, o.page.id), orderBy: (v, { asc }) => asc(v.id) });
    expect(rows.map((r) => r.source)).toEqual(["qr", "share:line", "utm:newsletter", null]);
    const bad = await t.client().post("/api/v1/analytics/evts/", { path: "/x", source: "a".repeat(65) }, ua);
    expect(bad.json).toEqual({ source: ["Ensure this field has no more than 64 characters."] });
  });
});
