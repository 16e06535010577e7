import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { TestClient, signUp, uniqueHandle } from "../test/harness.ts";

/**
 * The S3 path end to end: the API on Bun (its S3Client is Bun's) with
 * S3_BUCKET set, against s3rver, an S3-protocol server on loopback that keeps
 * its bucket in a temporary folder. Every step goes through the API's HTTP
 * routes; the bucket is then read directly, unsigned, as s3rver allows.
 * Runs on the embedded database unless the suite itself runs on PostgreSQL.
 */
const root = join(import.meta.dirname, "..", "..", "..");
const BUCKET = "greenpage-files";
const SITE_URL = "http://localhost:4321";
const folders = [mkdtempSync(join(tmpdir(), "greenpage-s3rver-")), mkdtempSync(join(tmpdir(), "greenpage-s3-api-"))];
let s3: S3rver;
let api: ChildProcess | undefined;
let endpoint = "";
let base = "";

/** Polls until the server answers; Bun compiles the whole API first, which takes a while on a busy machine. */
async function waitForHealth(url: string) {
  for (let i = 0; i < 600; i++) {
    if (api?.exitCode !== null) throw new Error("the API exited");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the API did not start");
}

beforeAll(async () => {
  const s3Port = await freePort();
  s3 = new S3rver({ address: "127.0.0.1", port: s3Port, directory: folders[0], silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3.run();
  endpoint = `http://127.0.0.1:${s3Port}`;
  const port = String(await freePort());
  base = `http://127.0.0.1:${port}`;
  api = spawn("bun", ["api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: port,
      DATA_DIR: folders[1],
      SITE_URL,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(`${base}/api/v1/health/`);
}, 90_000);

afterAll(async () => {
  api?.kill("SIGKILL");
  await s3?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A visitor of the spawned API: the harness's client, its requests sent over HTTP. */
const client = () =>
  new TestClient({
    handle: (request) => {
      const url = new URL(request.url);
      return fetch(new Request(`${base}${url.pathname}${url.search}`, request));
    },
  });

/** The object as the bucket itself has it (null when it is not there). */
async function inBucket(key: string) {
  const res = await fetch(`${endpoint}/${BUCKET}/${key}`);
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return { type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A PNG's signature and header chunk: what the upload's check of the first bytes needs. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** A PDF long enough to read in pieces. */
const PDF = new TextEncoder().encode(`%PDF-1.7\n${"1 0 obj << /Type /Catalog >> endobj\n".repeat(40)}trailer << >>\n%%EOF\n`);

describe("uploads in an S3 bucket (s3rver)", () => {
  it("stores images and PDFs in the bucket, serves them whole and by range, and deletes them with their item and page", async () => {
    const owner = client();
    await signUp(owner);
    const headers = { origin: SITE_URL };
    const created = await owner.post("/api/v1/businesses/create/", { handle: uniqueHandle("s3"), page_type: "business" }, headers);
    expect(created.status, created.text).toBe(201);
    const pageId = created.json.id as number;

    // Uploads send the bytes as the body, through fetch: the harness's client sends text.
    const post = async (path: string, body: Uint8Array<ArrayBuffer>, type: string) => {
      const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await fetch(`${base}${path}`, { method: "POST", headers: { ...headers, cookie, "content-type": type }, body });
      return { status: res.status, json: await res.json() };
    };

    // An image lands in the bucket under its key, with its content type.
    const image = await post(`/api/v1/businesses/${pageId}/images/`, PNG, "image/png");
    expect(image.status, JSON.stringify(image.json)).toBe(201);
    expect(image.json.key).toMatch(new RegExp(`^pages/${pageId}/images/.+\\.png$`));
    expect(await inBucket(image.json.key)).toEqual({ type: "image/png", bytes: PNG });
    const served = await fetch(`${base}/api/v1/files/${image.json.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    // A PDF attached to an evidence item lands there too.
    const item = await owner.post(`/api/v1/businesses/${pageId}/contents/`, { kind: "custom", title_json: { en: "ISO 14001" } }, headers);
    expect(item.status, item.text).toBe(201);
    const attached = await post(`/api/v1/businesses/${pageId}/contents/${item.json.id}/attachments/?name=certificate.pdf`, PDF, "application/pdf");
    expect(attached.status, JSON.stringify(attached.json)).toBe(201);
    const pdfKey = attached.json.key as string;
    expect(await inBucket(pdfKey)).toEqual({ type: "application/pdf", bytes: PDF });

    // The page's member downloads it whole, and by range as a PDF viewer reads it.
    const download = await owner.get(`/api/v1/files/${pdfKey}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("accept-ranges")).toBe("bytes");
    expect(download.text).toBe(new TextDecoder().decode(PDF));
    const ranged = await owner.get(`/api/v1/files/${pdfKey}`, { range: "bytes=100-199" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${PDF.byteLength}`);
    expect(ranged.headers.get("content-length")).toBe("100");
    expect(ranged.text).toBe(new TextDecoder().decode(PDF.subarray(100, 200)));
    const tail = await owner.get(`/api/v1/files/${pdfKey}`, { range: "bytes=-20" });
    expect(tail.status).toBe(206);
    expect(tail.text).toBe(new TextDecoder().decode(PDF.subarray(PDF.byteLength - 20)));
    const past = await owner.get(`/api/v1/files/${pdfKey}`, { range: `bytes=${PDF.byteLength}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${PDF.byteLength}`);
    // Nobody else reads a draft page's evidence.
    expect((await client().get(`/api/v1/files/${pdfKey}`)).status).toBe(404);

    // Removing the attachment removes the object; deleting the page removes the rest of its files.
    const fileId = pdfKey.split("/").pop()!.replace(".pdf", "");
    const removed = await owner.request("DELETE", `/api/v1/businesses/${pageId}/contents/${item.json.id}/attachments/${fileId}/`, undefined, headers);
    expect(removed.status, removed.text).toBe(204);
    expect(await inBucket(pdfKey)).toBeNull();
    expect((await owner.get(`/api/v1/files/${pdfKey}`)).status).toBe(404);
    expect(await inBucket(image.json.key)).not.toBeNull();
    const deleted = await owner.request("DELETE", `/api/v1/businesses/${pageId}/`, undefined, headers);
    expect(deleted.status, deleted.text).toBe(204);
    expect(await inBucket(image.json.key)).toBeNull();
    expect((await fetch(`${base}/api/v1/files/${image.json.key}`)).status).toBe(404);
  }, 30_000);
});
