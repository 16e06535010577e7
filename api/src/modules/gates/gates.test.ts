import { eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLogs, contents, rateLimits } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan, type TestClient } from "../../test/harness.ts";
import { attachPdf, PDF, signedInAdmin } from "../evidence/test-fixtures.ts";
import { GRANT_SECONDS, grantAllows, issueGrant } from "../../lib/grants.ts";
import { GATE_MESSAGES } from "./messages.ts";
import { RATE_LIMITS } from "../../lib/rate-limit.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

/** Words that only the protected fields carry: none may reach a visitor before the gate. */
const SECRETS = { content: "SECRET-BODY-7f3", additional: "SECRET-EXTRA-9k2", credential: "SECRET-CRED-4q8", auditor: "SECRET-AUDITOR-1x5" };

async function plusPage(): Promise<Owner> {
  const o = await ownerWithPage(t, { published: true });
  await setPagePlan(t, o.page.id, "plus");
  return o;
}

/** A published item with every protected field filled in and a PDF attached. */
async function gatedItem(o: Owner, access: "limited" | "password", extra: Record<string, unknown> = {}) {
  const res = await o.client.post(
    `/api/v1/businesses/${o.page.id}/contents/`,
    {
      title_json: { en: "Supplier audit 2025", ja: "サプライヤー監査 2025" },
      description_json: { en: "What we found in our supply chain" },
      content_json: { en: SECRETS.content },
      additional_info_json: { en: SECRETS.additional },
      credential_id: SECRETS.credential,
      auditor: SECRETS.auditor,
      issuing_organization: "Bureau Veritas",
      access,
      ...(access === "password" ? { password: "green-door" } : {}),
      ...extra,
    },
    o.headers,
  );
  expect(res.status, res.text).toBe(201);
  const attached = await attachPdf(t, o, res.json.id, PDF, "audit-report.pdf");
  expect(attached.status).toBe(201);
  const file = (await attached.json()) as { key: string };
  return { id: res.json.id as number, key: file.key, fileId: file.key.split("/").pop()!.replace(".pdf", "") };
}

const gate = (client: TestClient, o: Owner, id: number, body: Record<string, unknown>) =>
  client.post(`/api/v1/businesses/public/${o.page.handle}/contents/${id}/access/`, body);
const visitor = () => t.client();
const VISITOR = { name: "Aiko Tanaka", company: "Blue Bank", email: "aiko@bluebank.example" };

describe("limited access (name, company, work email)", () => {
  it("asks for all three and a valid email, then opens the item and logs the visitor", async () => {
    const o = await plusPage();
    const item = await gatedItem(o, "limited");
    const v = visitor();

    const blank = await gate(v, o, item.id, { name: " ", company: "", email: "" });
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ name: [GATE_MESSAGES.required], company: [GATE_MESSAGES.required], email: [GATE_MESSAGES.required] });
    const badEmail = await gate(v, o, item.id, { ...VISITOR, email: "aiko@bluebank" });
    expect(badEmail.json).toEqual({ email: ["A valid email is required for limited access."] });
    expect(await t.ctx.db.select().from(accessLogs).where(eq(accessLogs.pageId, o.page.id))).toEqual([]);

    const passed = await gate(v, o, item.id, VISITOR);
    expect(passed.status, passed.text).toBe(200);
    expect(passed.json.content).toMatchObject({ is_locked: false, content: SECRETS.content, credential_id: SECRETS.credential });
    expect(Date.parse(passed.json.expires_at) - Date.now()).toBeGreaterThan((GRANT_SECONDS - 60) * 1000);
    const [file] = passed.json.content.attachments;
    expect(file.url).toContain(`/contents/${item.id}/attachments/${item.fileId}/?grant=`);
    expect(file.url).not.toContain(item.key);

    const cookie = passed.headers.getSetCookie().find((c) => c.startsWith(`gp_grant_${item.id}=`))!;
    expect(cookie).toMatch(new RegExp(`Path=/${o.page.handle}(;|$)`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(new RegExp(`Max-Age=${GRANT_SECONDS}`));

    const [log] = await t.ctx.db.select().from(accessLogs).where(eq(accessLogs.pageId, o.page.id));
    expect(log).toMatchObject({
      contentId: item.id,
      contentTitle: "Supplier audit 2025",
      method: "limited",
      name: "Aiko Tanaka",
      company: "Blue Bank",
      email: "aiko@bluebank.example",
      dataAccessed: "Full details and 1 attachment (audit-report.pdf)",
    });
  });

  it("answers 409 for a public item and 404 for an unpublished one or another page's item", async () => {
    const o = await plusPage();
    const open = (await o.client.post(`/api/v1/businesses/${o.page.id}/contents/`, { title_json: { en: "Open" } }, o.headers)).json;
    const notGated = await gate(visitor(), o, open.id, VISITOR);
    expect(notGated.status).toBe(409);
    expect(notGated.json).toEqual({ detail: GATE_MESSAGES.notGated, code: "not_gated" });

    const draft = await gatedItem(o, "limited", { is_published: false });
    expect((await gate(visitor(), o, draft.id, VISITOR)).status).toBe(404);
    const other = await plusPage();
    const theirs = await gatedItem(other, "limited");
    expect((await gate(visitor(), o, theirs.id, VISITOR)).status).toBe(404);
  });
});

describe("password access", () => {
  it("tells the visitor what is wrong in their language (?lang=), so a client shows it as it comes", async () => {
    const o = await plusPage();
    const item = await gatedItem(o, "password");
    const limited = await gatedItem(o, "limited");
    const inJapanese = (id: number, body: Record<string, unknown>) =>
      visitor().post(`/api/v1/businesses/public/${o.page.handle}/contents/${id}/access/?lang=ja`, body);
    expect((await inJapanese(item.id, { password: " " })).json).toEqual({ password: ["パスワードを入力してください。"] });
    expect((await inJapanese(item.id, { password: "red-door" })).json).toEqual({ password: ["パスワードが正しくありません"] });
    expect((await inJapanese(limited.id, { ...VISITOR, name: "", email: "aiko@bluebank" })).json).toEqual({
      name: ["この項目は必須です。"],
      email: ["限定公開の閲覧には有効なメールアドレスが必要です。"],
    });
    // A language the site does not speak gets the page's default (English here).
    const other = await visitor().post(`/api/v1/businesses/public/${o.page.handle}/contents/${item.id}/access/?lang=fr`, { password: " " });
    expect(other.json).toEqual({ password: [GATE_MESSAGES.passwordBlank] });
  });

  it("refuses a blank or wrong password in the specification's words, opens with the right one", async () => {
    const o = await plusPage();
    const item = await gatedItem(o, "password");
    const v = visitor();
    expect((await gate(v, o, item.id, { password: "   " })).json).toEqual({ password: [GATE_MESSAGES.passwordBlank] });
    const wrong = await gate(v, o, item.id, { password: "red-door" });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ password: ["Incorrect password"] });
    const right = await gate(v, o, item.id, { password: "green-door" });
    expect(right.status).toBe(200);
    expect(right.json.content.content).toBe(SECRETS.content);
    const [log] = await t.ctx.db.select().from(accessLogs).where(eq(accessLogs.pageId, o.page.id));
    expect(log).toMatchObject({ method: "password", name: null, email: null });
    const [row] = await t.ctx.db.select({ hash: contents.passwordHash }).from(contents).where(eq(contents.id, item.id));
    expect(row!.hash).not.toContain("green-door");
  });

  it("rate-limits guesses per address and item: the 11th in ten minutes is 429, the right password included", async () => {
    const o = await plusPage();
    const item = await gatedItem(o, "password");
    const v = visitor();
    for (let i = 0; i < 10; i++) expect((await gate(v, o, item.id, { password: `guess-${i}` })).status).toBe(400);
    const blocked = await gate(v, o, item.id, { password: "green-door" });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ detail: "Too many requests. Please try again later.", code: "rate_limited" });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another visitor is not locked out by the first one's guesses.
    expect((await gate(visitor(), o, item.id, { password: "green-door" })).status).toBe(200);
  });

  it("makes guesses take turns once an item has had too many from every address, and still opens with the right password", async () => {
    const o = await plusPage();
    const item = await gatedItem(o, "password");
    // As if about 20 addresses had spent their ten guesses each in this window.
    await t.ctx.db
      .insert(rateLimits)
      .values({ id: crypto.randomUUID(), key: `gate-pw-item:${item.id}`, count: RATE_LIMITS.gatePasswordPerItem.max, lastRequest: Date.now() });
    const started = performance.now();
    const timed = async (password: string) => {
      const res = await gate(visitor(), o, item.id, { password });
      return { status: res.status, at: performance.now() - started };
    };
    // Three addresses at once: one turn each, one after the other, whatever they send.
    const answers = await Promise.all([timed("red-door"), timed("blue-door"), timed("green-door")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const turn = RATE_LIMITS.gatePasswordTurns.windowMs;
    const times = answers.map((a) => a.at).sort((a, b) => a - b);
    // Turns end one window apart, and no answer comes before its turn ends: the k-th answer cannot come before
    // k+1 windows have passed. Only lower bounds, which a loaded machine (that delays, never hurries) cannot break;
    // without turns all three would come at once, well before the second bound.
    for (const [k, at] of times.entries()) expect(at).toBeGreaterThanOrEqual((k + 1) * turn - 50);
  });

  it("answers 429 once the queue of turns is full, without making it longer", async () => {
    const o = await plusPage();
    const item = await gatedItem(o, "password");
    const { max, windowMs } = RATE_LIMITS.gatePasswordTurns;
    const queueEnd = Date.now() + max * windowMs + 5000;
    await t.ctx.db.insert(rateLimits).values([
      { id: crypto.randomUUID(), key: `gate-pw-item:${item.id}`, count: RATE_LIMITS.gatePasswordPerItem.max, lastRequest: Date.now() },
      { id: crypto.randomUUID(), key: `gate-pw-turn:${item.id}`, count: 1, lastRequest: queueEnd },
    ]);
    const refused = await gate(visitor(), o, item.id, { password: "green-door" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan((max * windowMs) / 1000);
    const [row] = await t.ctx.db
      .select({ end: rateLimits.lastRequest })
      .from(rateLimits)
      .where(eq(rateLimits.key, `gate-pw-turn:${item.id}`));
    expect(Number(row!.end)).toBe(queueEnd);
  });
});

describe("grants", () => {
  it("open one item of one page, until they expire, and cannot be forged", async () => {
    const o = await plusPage();
    const first = await gatedItem(o, "limited");
    const second = await gatedItem(o, "limited");
    const { grant } = (await gate(visitor(), o, first.id, VISITOR)).json;
    const read = (id: number, g: string) => visitor().get(`/api/v1/businesses/public/${o.page.handle}/contents/${id}/?grant=${encodeURIComponent(g)}`);

    expect((await read(first.id, grant)).json).toMatchObject({ is_locked: false, content: SECRETS.content });
    expect((await read(second.id, grant)).json).toMatchObject({ is_locked: true });
    expect((await read(second.id, grant)).json.content).toBeUndefined();

    const secret = t.config.authSecret;
    expect(await grantAllows(secret, grant, o.page.id, first.id)).toBe(true);
    expect(await grantAllows(secret, grant, o.page.id + 1, first.id)).toBe(false);
    expect(await grantAllows(secret, grant, o.page.id, first.id, Date.now() + (GRANT_SECONDS + 1) * 1000)).toBe(false);
    const stale = (await issueGrant(secret, o.page.id, first.id, Date.now() - (GRANT_SECONDS + 5) * 1000)).token;
    expect((await read(first.id, stale)).json.is_locked).toBe(true);
    const forged = (await issueGrant("another-secret-of-at-least-32-characters!", o.page.id, first.id)).token;
    expect((await read(first.id, forged)).json.is_locked).toBe(true);
    // The same signature over a payload naming another item does not verify.
    const [header, , signature] = grant.split(".");
    const widened = `${header}.${Buffer.from(JSON.stringify({ b: o.page.id, c: second.id, aud: "greenpage:gate-grant", exp: 9_999_999_999 })).toString("base64url")}.${signature}`;
    expect((await read(second.id, widened)).json.is_locked).toBe(true);
    // An API access token is not a grant.
    const tokens = await visitor().post("/api/v1/auth/token/", { email: o.email, password: "secret-123" });
    expect((await read(first.id, tokens.json.access)).json.is_locked).toBe(true);
  });

  it("serve a gated item's attachment only with the grant; its lasting URL only to members and reviewers", async () => {
    const o = await plusPage();
    const item = await gatedItem(o, "limited");
    const { grant } = (await gate(visitor(), o, item.id, VISITOR)).json;
    const granted = (g?: string) =>
      visitor().get(`/api/v1/businesses/public/${o.page.handle}/contents/${item.id}/attachments/${item.fileId}/${g ? `?grant=${encodeURIComponent(g)}` : ""}`);

    const download = await granted(grant);
    expect(download.status).toBe(200);
    expect(download.text.startsWith("%PDF-")).toBe(true);
    expect(download.headers.get("content-disposition")).toBe("attachment; filename=audit-report.pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect((await granted()).status).toBe(404);
    expect((await granted("nonsense.grant")).status).toBe(404);

    expect((await visitor().get(`/api/v1/files/${item.key}`)).status).toBe(404);
    expect((await o.client.get(`/api/v1/files/${item.key}`)).status).toBe(200);
    expect((await (await signedInAdmin(t)).client.get(`/api/v1/files/${item.key}`)).status).toBe(200);
    const stranger = await ownerWithPage(t);
    expect((await stranger.client.get(`/api/v1/files/${item.key}`)).status).toBe(404);

    // Opened to everyone, the same file is public again.
    await o.client.request("PATCH", `/api/v1/businesses/${o.page.id}/contents/${item.id}/`, { access: "public" }, o.headers);
    const open = await visitor().get(`/api/v1/files/${item.key}`);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("public, max-age=300");
  });
});

describe("nothing protected leaks before the gate", () => {
  it("holds for every public read of the API", async () => {
    const o = await plusPage();
    const limited = await gatedItem(o, "limited");
    const password = await gatedItem(o, "password");
    const base = `/api/v1/businesses/public/${o.page.handle}`;
    const reads = [
      `${base}/`,
      `${base}/page/`,
      `${base}/page/?lang=ja`,
      `${base}/content-categories/`,
      `${base}/contents/`,
      `${base}/contents/?list_page=true`,
      `${base}/contents/${limited.id}/`,
      `${base}/contents/${password.id}/`,
      `${base}/news/`,
      `/api/v1/sitemap/pages/`,
      `/api/v1/explore/initiatives/?q=audit`,
      `/api/v1/oembed/?url=${encodeURIComponent(`${t.config.siteUrl}/${o.page.handle}/${limited.id}`)}`,
    ];
    for (const path of reads) {
      const res = await visitor().get(path);
      expect(res.status, path).toBeLessThan(500);
      for (const secret of [...Object.values(SECRETS), limited.key, password.key, limited.fileId, password.fileId, "audit-report.pdf"]) {
        expect(res.text, `${path} carries ${secret}`).not.toContain(secret);
      }
    }
    const item = (await visitor().get(`${base}/contents/${limited.id}/`)).json;
    expect(item).toMatchObject({ is_locked: true, access: "limited", title: "Supplier audit 2025", description: "What we found in our supply chain" });
  });
});

describe("the Access Control log", () => {
  it("lists passes newest first, searches, exports CSV with formulas defused, and stays with its page", async () => {
    const o = await plusPage();
    const item = await gatedItem(o, "limited");
    await gate(visitor(), o, item.id, VISITOR);
    await gate(visitor(), o, item.id, { name: '=HYPERLINK("http://evil")', company: "Green Fund", email: "kenji@greenfund.example" });
    const list = await o.client.get(`/api/v1/businesses/${o.page.id}/access-logs/`);
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ count: 2, page: 1 });
    expect(list.json.results.map((r: { email: string }) => r.email)).toEqual(["kenji@greenfund.example", "aiko@bluebank.example"]);
    expect(list.json.results[1]).toMatchObject({
      name: "Aiko Tanaka",
      company: "Blue Bank",
      content_id: item.id,
      content_title: "Supplier audit 2025",
      method: "limited",
    });

    const search = await o.client.get(`/api/v1/businesses/${o.page.id}/access-logs/?q=BLUE`);
    expect(search.json.results.map((r: { name: string }) => r.name)).toEqual(["Aiko Tanaka"]);
    expect((await o.client.get(`/api/v1/businesses/${o.page.id}/access-logs/?q=${encodeURIComponent("%")}`)).json.count).toBe(0);

    const csv = await o.client.get(`/api/v1/businesses/${o.page.id}/access-logs/export/`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(new RegExp(`attachment; filename="access-log-${o.page.handle}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const rows = parse(csv.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(["date", "name", "email", "company", "access", "initiative", "data_accessed"]);
    expect(rows.map((r) => r.name)).toEqual(['\'=HYPERLINK("http://evil")', "Aiko Tanaka"]);
    expect(rows[1]).toMatchObject({
      company: "Blue Bank",
      access: "limited",
      initiative: "Supplier audit 2025",
      data_accessed: "Full details and 1 attachment (audit-report.pdf)",
    });

    const stranger = await ownerWithPage(t);
    expect((await stranger.client.get(`/api/v1/businesses/${o.page.id}/access-logs/`)).status).toBe(404);
    expect((await stranger.client.get(`/api/v1/businesses/${o.page.id}/access-logs/export/`)).status).toBe(404);
    expect((await visitor().get(`/api/v1/businesses/${o.page.id}/access-logs/`)).status).toBe(401);
    expect((await stranger.client.get(`/api/v1/businesses/${stranger.page.id}/access-logs/`)).json.count).toBe(0);
  });
});
