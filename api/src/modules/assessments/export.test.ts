import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.ts";
import { joinAs } from "../members/test-fixtures.ts";
import { findQuestionnaire, questionsOf } from "./questionnaires/index.ts";
import { answer, answerRequired, assessmentsPath, type Owner, premiumOwner, start } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const climate = findQuestionnaire("climate-readiness")!;
const PDF = "%PDF-1.7\n% an evidence file\n";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const upload = (who: { client: Owner["client"]; headers: Record<string, string> }, o: Owner, id: number, question: string, name: string, body: string) =>
  who.client.request("POST", `${assessmentsPath(o)}${id}/answers/${question}/attachments/?name=${encodeURIComponent(name)}`, body, {
    ...who.headers,
    "content-type": "application/octet-stream",
  });

/** A file's bytes as the body (the test client sends text, which would re-encode them). */
const uploadBytes = (o: Owner, id: number, question: string, name: string, body: Uint8Array<ArrayBuffer>) =>
  t.app.handle(
    new Request(`http://localhost${assessmentsPath(o)}${id}/answers/${question}/attachments/?name=${name}`, {
      method: "POST",
      body,
      headers: { ...o.headers, cookie: [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "x-forwarded-for": o.client.ip },
    }),
  );

const exported = (o: Owner, id: number, query: string) =>
  t.app.handle(
    new Request(`http://localhost${assessmentsPath(o)}${id}/export/?${query}`, {
      headers: { cookie: [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "x-forwarded-for": o.client.ip },
    }),
  );

/** A string as PDFKit writes document information outside ASCII: UTF-16BE. */
const utf16 = (text: string) => Buffer.from(text, "utf16le").swap16();
const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
/** The PDF's bytes with its literal strings' escapes undone (a UTF-16 byte 0x09 is written `\t`). */
const unescaped = (pdf: Buffer) =>
  Buffer.from(
    pdf.toString("latin1").replace(/\\([nrtbf()\\])/g, (_, c: string) => ESCAPES[c] ?? c),
    "latin1",
  );

describe("evidence on answers", () => {
  it("attaches PDFs and images to questions that take evidence; members download them, nobody else does", async () => {
    const o = await premiumOwner(t);
    const viewer = await joinAs(t, o, "viewer", "Vera Viewer");
    const { id } = await start(o);
    const pdf = await upload(o, o, id, "scope1", "inventory 2025.pdf", PDF);
    expect(pdf.status, pdf.text).toBe(201);
    expect(pdf.json).toMatchObject({ name: "inventory 2025.pdf", content_type: "application/pdf", size: PDF.length });
    const png = { json: await (await uploadBytes(o, id, "scope1", "meter", PNG)).json() };
    expect(png.json).toMatchObject({ name: "meter.png", content_type: "image/png" });
    const refused = [
      [await upload(o, o, id, "board_frequency", "x.pdf", PDF), "This question does not take evidence."],
      [await upload(o, o, id, "scope1", "x.gif", "GIF89a"), "Only PDF, JPG and PNG files can be attached."],
      [await upload(o, o, id, "scope1", "../x.pdf", PDF), undefined],
    ] as const;
    for (const [res, message] of refused) {
      expect(res.status).toBe(400);
      if (message) expect(res.json.file).toEqual([message]);
    }
    // The file joins the answer without answering it; the answer lists it.
    const read = (await o.client.get(`${assessmentsPath(o)}${id}/`)).json;
    expect(read.progress.answered).toBe(0);
    expect(read.answers).toEqual([
      expect.objectContaining({
        question: "scope1",
        value: null,
        attachments: [expect.objectContaining({ name: "inventory 2025.pdf" }), expect.objectContaining({ name: "meter.png" })],
      }),
    ]);

    const download = await viewer.client.get(new URL(pdf.json.url).pathname);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.text).toBe(PDF);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    // Not through the public file route, and not for another owner.
    const key = `pages/${o.page.id}/assessments/${pdf.json.id}.pdf`;
    expect((await t.client().get(`/api/v1/files/${key}`)).status).toBe(404);
    expect((await o.client.get(`/api/v1/files/${key}`)).status).toBe(404);
    const other = await premiumOwner(t);
    expect((await other.client.get(new URL(pdf.json.url).pathname)).status).toBe(404);

    const removed = await o.client.request("DELETE", `${assessmentsPath(o)}${id}/answers/scope1/attachments/${png.json.id}/`, undefined, o.headers);
    expect(removed.status).toBe(204);
    expect((await o.client.get(new URL(png.json.url).pathname)).status).toBe(404);
    expect(
      (await viewer.client.request("DELETE", `${assessmentsPath(o)}${id}/answers/scope1/attachments/${pdf.json.id}/`, undefined, viewer.headers)).status,
    ).toBe(403);
  });
});

describe("exports", () => {
  it("writes CSV rows per question: section, question, answer, score, who, when, evidence; a draft is marked", async () => {
    const o = await premiumOwner(t);
    const editor = await joinAs(t, o, "editor", "Eddie Editor");
    const { id } = await start(o);
    await answer(o, o, id, "board_oversight", "yes");
    await answer(editor, o, id, "risk_types", ["physical_acute", "opportunities"]);
    await answer(o, o, id, "renewable_share", 40);
    await upload(o, o, id, "scope1", "inventory.pdf", PDF);
    const draft = await exported(o, id, "format=csv&lang=en");
    expect(draft.status).toBe(200);
    expect(draft.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(draft.headers.get("content-disposition")).toBe(`attachment; filename="assessment-${o.page.handle}-climate-readiness-${id}-draft.csv"`);
    const rows = parse(await draft.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual(["section", "question", "answer", "score", "answered_by", "answered_at", "evidence"]);
    expect(rows).toHaveLength(1 + questionsOf(climate).length);
    const row = (code: string) => rows[1 + questionsOf(climate).findIndex(({ question }) => question.code === code)]!;
    expect(row("board_oversight").slice(0, 5)).toEqual([
      "Governance",
      "Does your board, or a committee of it, oversee climate-related risks and opportunities?",
      "Yes",
      "100",
      "Test Owner",
    ]);
    expect(row("board_oversight")[5]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(row("risk_types").slice(2, 5)).toEqual(["Acute physical risks (storms, floods); Opportunities (new products, efficiency)", "50", "Eddie Editor"]);
    expect(row("renewable_share").slice(2, 4)).toEqual(["40%", "33"]);
    // Evidence without an answer yet: the row names who attached it, and when.
    expect(row("scope1").slice(2)).toEqual(["", "", "Test Owner", expect.any(String), "inventory.pdf"]);
    expect(row("management_role").slice(2)).toEqual(["", "", "", "", ""]);

    const ja = parse(await (await exported(o, id, "format=csv&lang=ja")).text(), { bom: true }) as string[][];
    expect(ja[1]!.slice(0, 3)).toEqual(["ガバナンス", "取締役会（またはその委員会）は気候関連のリスクと機会を監督していますか？", "はい"]);
    const bad = await exported(o, id, "format=docx");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ format: ["Select csv or pdf."] });
  });

  it("prints a PDF with the page's name, in English or Japanese; completed ones lose the draft mark", async () => {
    const o = await premiumOwner(t);
    const { id } = await start(o);
    await answerRequired(o, o, id, "climate-readiness", { targets_set: "none" });
    await o.client.post(`${assessmentsPath(o)}${id}/complete/`, {}, o.headers);
    for (const [lang, name, title] of [
      ["en", "Midori Coffee", "Climate readiness"],
      ["ja", "みどりコーヒー", "気候変動対応の準備度"],
    ] as const) {
      const res = await exported(o, id, `format=pdf&lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="assessment-${o.page.handle}-climate-readiness-${id}.pdf"`);
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // The document says whose assessment it is: the page's name in its language, in the title and subject.
      const info = unescaped(pdf);
      expect(info.includes(utf16(name))).toBe(true);
      expect(info.includes(utf16(title))).toBe(true);
      expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    }
    const viewer = await joinAs(t, o, "viewer", "Vera Viewer");
    const byViewer = await viewer.client.get(`${assessmentsPath(o)}${id}/export/?format=pdf`);
    expect(byViewer.status).toBe(200);
  });
});
