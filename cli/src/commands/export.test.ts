import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "csv-parse/sync";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../../site/e2e/browser.ts";
import { createClient } from "../../../sdk/src/index.ts";
import { type CliWorld, newOwner, startCliWorld } from "../../test/harness.ts";
import type { PageExport } from "../export/document.ts";

let world: CliWorld;
let owner: { email: string; password: string };
const stamp = Date.now().toString(36);
const source = `src-${stamp}`;
const target = `dst-${stamp}`;
let out: (name: string) => string;
let admin: ReturnType<typeof createClient>;

/** A real PNG of the given size and colour (the API checks the type by its first bytes). */
function png(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
  return new Uint8Array(PNG.sync.write(image));
}
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const ok = async (args: string[], options?: Parameters<CliWorld["cli"]>[1]) => {
  const result = await world.cli(args, options);
  expect(result.code, `greenpage ${args.join(" ")}\n${result.stderr}`).toBe(0);
  return result;
};
const readDocument = (dir: string) => JSON.parse(readFileSync(join(dir, "greenpage-page-export.json"), "utf8")) as PageExport;
const withoutRun = ({ exported_at: _at, source: _source, ...rest }: PageExport) => rest;

/** The source page, built through the CLI (and the SDK for the files, which the CLI has no command for). */
async function buildSourcePage() {
  await ok(["pages", "create", source, "--country", "JP", "--name", "en=Kumo Tea", "--name", "ja=雲茶"]);
  await ok([
    "pages",
    "update",
    source,
    "--set",
    "description.en=Tea grown with the clouds.",
    "--set",
    "description.ja=雲と育つお茶。",
    "--set",
    "mission.en=Leave the hills greener.",
  ]);
  await ok(["pages", "languages", source, "--enable", "ja"]);
  const climate = (await ok(["categories", "add", source, "--name", "en=Climate", "--name", "ja=気候", "--json"])).json<{ id: number }[]>()[0]!.id;
  const water = (await ok(["categories", "add", source, "--name", "en=Water", "--name", "ja=水", "--json"])).json<{ id: number }[]>()[0]!.id;
  const items = [
    {
      title_json: { en: "Solar roof", ja: "屋上太陽光" },
      description_json: { en: "Panels on the drying sheds.", ja: "乾燥小屋の屋根にパネル。" },
      content_json: { en: "First paragraph.\n\nSecond paragraph." },
      content_category_id: climate,
      status_id: 3,
    },
    {
      title_json: { en: "=SUM(1,2)", ja: "数式のような題名" },
      content_category_id: climate,
      issuing_organization: "@Tea board",
      credential_id: "-42",
      status_id: 1,
    },
    {
      title_json: { en: "Rain tanks", ja: "雨水タンク" },
      content_category_id: water,
      issue_date: "2025-01-01",
      expiration_date: "2027-12-31",
      credential_id: "RW-1",
      link: "https://example.com/rain",
    },
    { title_json: { en: "Draft plan" }, content_category_id: water, is_published: false, review_interval_months: 12 },
    { title_json: { en: "Shop opening", ja: "店舗オープン" }, content_category_id: null },
  ];
  const contents = (await ok(["contents", "add", source, "--file", "-", "--json"], { input: JSON.stringify(items) })).json<{ id: number }[]>();
  const news = [
    { title_json: { en: "We opened", ja: "開店しました" }, body_json: { en: "Come and taste." }, date: "2025-04-01T00:00:00.000Z" },
    { kind: "event", title_json: { en: "Tea tasting" }, date: "2025-05-01T00:00:00.000Z", starts_at: "2025-06-01T10:00:00.000Z", location: "Uji" },
  ];
  const newsIds = (await ok(["news", "add", source, "--file", "-", "--json"], { input: JSON.stringify(news) })).json<{ id: number }[]>().map((n) => n.id);

  const client = createClient({ baseUrl: world.apiUrl });
  await client.login(owner.email, owner.password);
  const page = (await client.pages.mine()).find((p) => p.handle === source)!;
  const logo = await client.images.upload(page.id, png(4, 4, [22, 101, 52]), "image/png");
  const solar = await client.images.upload(page.id, png(32, 16, [250, 200, 0]), "image/png");
  const poster = await client.images.upload(page.id, png(8, 8, [0, 90, 200]), "image/png");
  await client.pages.update(page.id, { logo: logo.key });
  await client.contents.update(page.id, contents[0]!.id, { cover_image: solar.key });
  await client.news.update(page.id, newsIds[0]!, { image: poster.key });
  await client.attachments.upload(page.id, contents[2]!.id, "Rain permit", PDF);
  const thumb = await client.images.upload(page.id, png(6, 6, [200, 30, 30]), "image/png");
  await client.linkBlocks.create(page.id, { title_json: { en: "Shop", ja: "ショップ" }, url: "kumo.example/shop", icon: "shop" });
  const hidden = await client.linkBlocks.create(page.id, { title_json: { en: "Classes" }, url: "https://kumo.example/classes", thumbnail: thumb.key });
  await client.linkBlocks.update(page.id, hidden.id, { is_hidden: true, description_json: { en: "Saturdays" } });
}

beforeAll(async () => {
  world = await startCliWorld();
  owner = await newOwner(world.apiUrl);
  out = (name) => join(world.work, "exports", name);
  mkdirSync(join(world.work, "exports"), { recursive: true });
  // Two pages need a plan that allows them: the demo's admin puts the owner on Pro.
  admin = createClient({ baseUrl: world.apiUrl });
  await admin.login("reviewer@greenpage.dev", "greenpage-review");
  await admin.admin.plans.assign({ user: owner.email }, "pro");
  await ok(["login", "--email", owner.email, "--password-stdin"], { input: `${owner.password}\n` });
  await buildSourcePage();
}, 180_000);
afterAll(async () => world?.stop());

describe("greenpage export --format json and greenpage import", () => {
  it("exports the whole page with its files, restores it into an empty page, and the second export is the same document", async () => {
    const first = await ok(["export", source, "--out", out("json-1"), "--json"]);
    expect(first.json()).toMatchObject({ format: "json", page: source, categories: 2, contents: 5, news: 2, link_blocks: 2, files: 5, warnings: [] });
    // Not a terminal: no progress bar, nothing on stderr.
    expect(first.stderr).toBe("");
    const document = readDocument(out("json-1"));
    expect(document).toMatchObject({ schema: "greenpage.page-export", version: 1, source: { api_url: world.apiUrl, handle: source } });
    expect(document.page).toMatchObject({ name_json: { en: "Kumo Tea", ja: "雲茶" }, country: "JP", default_language: "en", logo: "f1" });
    expect(document.languages.filter((l) => l.is_enabled).map((l) => l.code)).toEqual(["en", "ja"]);
    expect(document.categories.map((c) => [c.ref, c.name_json.ja])).toEqual([
      ["c1", "気候"],
      ["c2", "水"],
    ]);
    expect(document.contents.map((c) => [c.category_ref, c.title_json.en, c.status])).toEqual([
      ["c1", "Solar roof", "in_progress"],
      ["c1", "=SUM(1,2)", "targeted"],
      ["c2", "Rain tanks", null],
      ["c2", "Draft plan", null],
      [null, "Shop opening", null],
    ]);
    expect(document.contents[3]!.review_interval_months).toBe(12);
    const rain = document.contents[2]!;
    expect(rain.attachments).toHaveLength(1);
    const permit = document.files.find((f) => f.ref === rain.attachments[0])!;
    expect(permit).toMatchObject({ name: "Rain permit.pdf", content_type: "application/pdf", size: PDF.byteLength });
    expect(readFileSync(join(out("json-1"), permit.path))).toEqual(Buffer.from(PDF));
    expect(document.news.map((n) => [n.title_json.en, n.kind])).toEqual([
      ["Tea tasting", "event"],
      ["We opened", "news"],
    ]);
    expect(document.link_blocks).toEqual([
      {
        ref: "l1",
        title_json: { en: "Shop", ja: "ショップ" },
        url: "https://kumo.example/shop",
        description_json: {},
        icon: "shop",
        thumbnail: null,
        is_hidden: false,
      },
      {
        ref: "l2",
        title_json: { en: "Classes" },
        url: "https://kumo.example/classes",
        description_json: { en: "Saturdays" },
        icon: null,
        thumbnail: "f5",
        is_hidden: true,
      },
    ]);
    expect(JSON.stringify(document)).not.toMatch(/"id"|pages\/\d+\//);

    await ok(["pages", "create", target]);
    const restored = await ok(["import", target, "--file", join(out("json-1"), "greenpage-page-export.json"), "--json"]);
    expect(restored.json()).toMatchObject({ page: target, categories: 2, contents: 5, news: 2, link_blocks: 2, files: 5 });

    await ok(["export", target, "--out", out("json-2")]);
    const again = readDocument(out("json-2"));
    expect(again.source.handle).toBe(target);
    expect(withoutRun(again)).toEqual(withoutRun(document));
    for (const file of again.files) expect(readFileSync(join(out("json-2"), file.path))).toEqual(readFileSync(join(out("json-1"), file.path)));
  });

  it("restores the demo page, links and gated items included; a password cannot be exported, so import asks for one before writing", async () => {
    await ok(["login", "--email", "demo@greenpage.dev", "--password-stdin"], { home: "demo", input: "greenpage-demo\n" });
    const exported = await ok(["export", "greenpage-demo", "--out", out("demo-1")], { home: "demo" });
    expect(exported.stderr).toContain("Warning: 1 password-protected item(s) are exported without their password");
    const document = readDocument(out("demo-1"));
    expect(document.contents.map((c) => c.access)).toEqual(expect.arrayContaining(["limited", "password"]));
    expect(document.page.links).toMatchObject({ contact_email: "hello@example.com", homepage: "https://example.com" });

    const copy = `demo-copy-${stamp}`;
    await ok(["pages", "create", copy]);
    // Gated items need a page plan with access control.
    await admin.admin.plans.assign({ page: copy }, "pro");
    const refused = await world.cli(["import", copy, "--file", out("demo-1")]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("Give --gate-password <text>");
    expect((await ok(["contents", "list", copy, "--json"])).json()).toEqual([]);

    await ok(["import", copy, "--file", out("demo-1"), "--gate-password", "copy-secret"]);
    await ok(["export", copy, "--out", out("demo-2")]);
    expect(withoutRun(readDocument(out("demo-2")))).toEqual(withoutRun(document));
    const contents = (await ok(["contents", "list", copy, "--json"])).json<{ access: string; has_password: boolean }[]>();
    expect(contents.find((c) => c.access === "password")?.has_password).toBe(true);
  });

  it("refuses a page that is not empty, an export from elsewhere or from a newer CLI (exit 1)", async () => {
    const full = await world.cli(["import", source, "--file", out("json-1")]);
    expect(full.code).toBe(1);
    expect(full.stderr).toContain(`${source} is not empty; import restores into an empty page`);

    const document = readDocument(out("json-1"));
    for (const [name, changed, message] of [
      ["newer", { ...document, version: 2 }, "is a version 2 export; this greenpage reads up to version 1"],
      ["foreign", { ...document, schema: "acme.backup" }, 'is not a Greenpage page export (its "schema" should be "greenpage.page-export")'],
    ] as const) {
      const path = join(world.work, `${name}.json`);
      writeFileSync(path, JSON.stringify(changed));
      const result = await world.cli(["import", source, "--file", path]);
      expect(result.code, name).toBe(1);
      expect(result.stderr).toContain(message);
    }
  });

  it("exits 2 on usage mistakes: a bad --format, no --out, --lang off html, a folder that is not empty without --force", async () => {
    const format = await world.cli(["export", source, "--format", "xml", "--out", out("xml")]);
    expect(format.code).toBe(2);
    expect(format.stderr).toMatch(/--format.*xml.*json, csv, html/s);
    expect((await world.cli(["export", source])).code).toBe(2);
    const lang = await world.cli(["export", source, "--format", "csv", "--lang", "ja", "--out", out("csv-ja")]);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toContain("--lang is for --format html");
    const busy = await world.cli(["export", source, "--out", out("json-1")]);
    expect(busy.code).toBe(2);
    expect(busy.stderr).toContain("is not empty");
    expect((await world.cli(["export", source, "--out", out("json-1"), "--force"])).code).toBe(0);
    expect((await world.cli(["export", "greenpage-demo", "--out", out("theirs")])).code).toBe(1);
  });

  it("answers --help with examples", async () => {
    for (const command of ["export", "import"]) expect((await ok([command, "--help"])).stdout).toContain("Examples:");
  });
});

describe("greenpage export --format csv", () => {
  it("writes one row per content, Japanese intact behind a BOM, formulas defused", async () => {
    const result = await ok(["export", source, "--format", "csv", "--out", out("csv"), "--json"]);
    expect(result.json()).toMatchObject({ format: "csv", main: "initiatives.csv", contents: 5 });
    const text = readFileSync(join(out("csv"), "initiatives.csv"), "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.title_ja)).toEqual(["屋上太陽光", "数式のような題名", "雨水タンク", "", "店舗オープン"]);
    expect(rows[0]).toMatchObject({ category: "Climate", order: "0", status: "in_progress", is_published: "true", access: "public", attachments: "0" });
    expect(rows[1]).toMatchObject({ title_en: "'=SUM(1,2)", issuing_organization: "'@Tea board", credential_id: "'-42" });
    expect(rows[2]).toMatchObject({ category: "Water", credential_id: "RW-1", issue_date: "2025-01-01", expiration_date: "2027-12-31", attachments: "1" });
    expect(rows[4]!.category).toBe("News");
  });
});

describe("greenpage export --format html", () => {
  it("writes a static page whose files all sit beside it", async () => {
    const result = await ok(["export", source, "--format", "html", "--out", out("html"), "--json"]);
    expect(result.json()).toMatchObject({ format: "html", main: "index.html", files: 4 });
    const html = readFileSync(join(out("html"), "index.html"), "utf8");
    expect(html).not.toMatch(/<script|https?:\/\/127\.0\.0\.1|\/api\/v1\//);
    expect(html).toContain("=SUM(1,2)");
    expect(html).not.toContain("Draft plan");
    // The shown link blocks, not the hidden one.
    expect(html).toContain('href="https://kumo.example/shop"');
    expect(html).not.toContain("kumo.example/classes");
    const ja = await ok(["export", source, "--format", "html", "--lang", "ja", "--out", out("html-ja")]);
    expect(ja.stdout).toContain("index.html");
    expect(readFileSync(join(out("html-ja"), "index.html"), "utf8")).toMatch(/<html lang="ja">[\s\S]*<h1>雲茶<\/h1>[\s\S]*屋上太陽光/);
  });

  it.skipIf(!existsSync("/usr/bin/chromium"))(
    "opens from file:// in Chromium with no network: the name, every published initiative and pictures that load",
    async () => {
      const { browser, close } = await launchBrowser();
      try {
        const page = await browser.newPage();
        const network: string[] = [];
        await page.route("**/*", (route) => {
          if (route.request().url().startsWith("file:")) return route.continue();
          network.push(route.request().url());
          return route.abort();
        });
        await page.goto(pathToFileURL(join(out("html"), "index.html")).href, { waitUntil: "load" });
        await expect.poll(() => page.locator("h1").textContent()).toBe("Kumo Tea");
        const titles = await page.locator("article h3").allTextContents();
        expect(titles).toEqual(expect.arrayContaining(["Solar roof", "=SUM(1,2)", "Rain tanks", "Shop opening", "We opened", "Tea tasting"]));
        expect(titles).not.toContain("Draft plan");
        const widths = await page.locator("img").evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));
        expect(widths).toEqual(expect.arrayContaining([4, 32, 8]));
        expect(widths.every((w) => w > 0)).toBe(true);
        const permit = page.getByRole("link", { name: "Rain permit.pdf" });
        expect(await permit.getAttribute("href")).toMatch(/^assets\/file-\d+\.pdf$/);
        expect(network).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
