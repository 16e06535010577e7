import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage, setPagePlan } from "../../test/harness.ts";
import { FRAMEWORKS } from "../catalog/frameworks.ts";
import { findDisclosure } from "../frameworks/data/index.ts";
import { buildGriIndex, type IndexInitiative } from "./gri-index.ts";
import { griIndexCsv, griIndexHtml } from "./gri-index-render.ts";
import { addMappedItem } from "./test-fixtures.ts";

const item = (id: number, codes: string[], over: Partial<IndexInitiative> = {}): IndexInitiative => ({
  id,
  title: { en: `Item ${id}`, ja: `項目${id}` },
  evidenceState: "verified",
  expirationDate: null,
  isPublished: true,
  disclosures: codes.map((disclosure) => ({ framework: "gri", disclosure, source: "confirmed" as const })),
  ...over,
});

/** Titles as the data has them (the data files are the source; the index must not retype them). */
const SCOPE_1 = findDisclosure("gri", "305-1")!.title;
const EMISSIONS = FRAMEWORKS.find((f) => f.code === "gri")!.categories.find((c) => c.code === "305")!.name;

const build = (items: IndexInitiative[], griTopics: string[] | null = null, language: "en" | "ja" = "en") =>
  buildGriIndex({
    page: { name: "Harbour Bakery", handle: "harbour", griTopics },
    items,
    language,
    siteUrl: "https://greenpage.example",
    today: "2026-11-26",
    from: "2026-01-01",
  });

describe("GRI content index rows", () => {
  it("links each addressed disclosure to its published initiatives, strongest evidence first, and gives a reason for the rest", () => {
    const index = build([item(7, ["305-1"], { evidenceState: "self_reported" }), item(8, ["305-1"]), item(9, ["302-1"], { isPublished: false })], ["305"]);
    expect(index.statement).toBe(
      "Harbour Bakery has reported the information cited in this GRI content index for the period 2026-01-01 to 2026-11-26 with reference to the GRI Standards.",
    );
    const row = (code: string) => index.rows.find((r) => r.code === code)!;
    expect(row("305-1")).toMatchObject({ standard: EMISSIONS.en, title: SCOPE_1.en, omission: null });
    expect(row("305-1").locations.map((l) => [l.url, l.evidence])).toEqual([
      ["https://greenpage.example/harbour/8", "verified"],
      ["https://greenpage.example/harbour/7", "self_reported"],
    ]);
    // Topic 305 was chosen but 305-2 is not addressed; topic 302 was not chosen (and its item is unpublished).
    expect(row("305-2").omission).toMatchObject({ requirement: "305-2", reason: "information_unavailable" });
    expect(row("302-1")).toMatchObject({ locations: [], omission: { reason: "not_applicable" } });
  });

  it("never calls GRI 2 or GRI 3 disclosures not applicable: they apply to every reporter, whatever topics it chose", () => {
    const index = build([], ["305"]);
    const universal = index.rows.filter((r) => /^[23]-/.test(r.code));
    expect(universal.map((r) => r.code)).toEqual(expect.arrayContaining(["2-1", "3-3"]));
    for (const row of universal) expect(row.omission, row.code).toMatchObject({ reason: "information_unavailable" });
    expect(index.rows.find((r) => r.code === "302-1")!.omission).toMatchObject({ reason: "not_applicable" });
  });

  it("speaks Japanese: official titles, headings and reasons", () => {
    const index = build([item(8, ["305-1"], { expirationDate: "2026-01-01" })], null, "ja");
    expect(index.statement).toContain("Harbour Bakeryは、2026-01-01から2026-11-26までの期間について");
    expect(index.rows.find((r) => r.code === "305-1")).toMatchObject({ title: SCOPE_1.ja, standard: EMISSIONS.ja });
    const csv = parse(griIndexCsv(index), { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(csv[0]!)).toEqual(["GRIスタンダード", "開示事項", "掲載場所", "エビデンス", "省略した要求事項", "理由", "説明"]);
    const scope1 = csv.find((r) => r["開示事項"]!.startsWith("305-1"))!;
    expect(scope1["エビデンス"]).toBe("認証済み (期限切れ)");
    expect(csv.find((r) => r["開示事項"]!.startsWith("305-2"))!["理由"]).toBe("情報が入手不能／不完全");
  });

  it("CSV has the columns GRI reporters publish; HTML escapes the page's text and links the initiatives", () => {
    const index = build([item(8, ["305-1"], { title: { en: "<b>Solar</b> & wind" } })]);
    const csv = parse(griIndexCsv(index), { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(csv[0]!)).toEqual(["GRI Standard", "Disclosure", "Location", "Evidence", "Requirement(s) omitted", "Reason", "Explanation"]);
    expect(csv.find((r) => r.Disclosure === `305-1 ${SCOPE_1.en}`)).toMatchObject({
      Location: "<b>Solar</b> & wind (https://greenpage.example/harbour/8)",
      Evidence: "Verified",
      Reason: "",
    });
    expect(csv.find((r) => r.Disclosure!.startsWith("305-2"))).toMatchObject({
      "Requirement(s) omitted": "305-2",
      Reason: "Information unavailable/incomplete",
    });
    const html = griIndexHtml(index);
    expect(html).toContain('<a href="https://greenpage.example/harbour/8">&#60;b&#62;Solar&#60;/b&#62; &#38; wind</a>');
    expect(html).not.toContain("<b>Solar");
    expect(html).toContain('<html lang="en">');
  });
});

describe("GET /businesses/{id}/benchmark/gri-index/", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("downloads HTML, CSV and PDF on a plan with the content index", async () => {
    const o = await ownerWithPage(t, { published: true });
    await setPagePlan(t, o.page.id, "plus");
    const id = await addMappedItem(t, o, ["305-1"], { title: "Solar roof", evidence: "verified" });
    const base = `/api/v1/businesses/${o.page.id}/benchmark/gri-index/`;

    const html = await o.client.get(base);
    expect(html.status, html.text).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("content-disposition")).toMatch(
      new RegExp(`attachment; filename="gri-content-index-${o.page.handle}-\\d{4}-\\d{2}-\\d{2}\\.html"`),
    );
    expect(html.text).toContain(`<a href="${t.config.siteUrl}/${o.page.handle}/${id}">Solar roof</a>`);
    expect(html.text).toContain("Midori Coffee has reported the information cited in this GRI content index for the period");

    const csv = await o.client.get(`${base}?format=csv&lang=ja`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = parse(csv.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.find((r) => r["開示事項"]!.startsWith("305-1"))).toMatchObject({
      掲載場所: `太陽光パネル (${t.config.siteUrl}/${o.page.handle}/${id})`,
      エビデンス: "認証済み",
    });

    const pdf = await t.app.handle(
      new Request(`http://localhost${base}?format=pdf&lang=ja`, { headers: { cookie: [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
    // The page's name is in the document's title (UTF-16, big-endian).
    const utf16 = Buffer.from("みどりコーヒー", "utf16le").swap16();
    expect(bytes.includes(utf16)).toBe(true);
    // Three renders, the PDF embedding Noto Sans JP: well past the 5 s default on a busy machine.
  }, 60_000);

  it("Starter is refused with an upgrade link; a bad format is a field error", async () => {
    const o = await ownerWithPage(t);
    const refused = await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/gri-index/?format=csv`);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: "plan_limit", upgrade_url: `${t.config.siteUrl}/dashboard/billing` });
    const bad = await o.client.get(`/api/v1/businesses/${o.page.id}/benchmark/gri-index/?format=docx`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ format: ["Select html, csv or pdf."] });
  });
});
