import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ IMAGE_MAX_MB: "1" });
});
afterAll(async () => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

function upload(o: Owner, body: BodyInit, headers: Record<string, string> = {}) {
  const cookie = [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return t.app.handle(
    new Request(`http://localhost/api/v1/businesses/${o.page.id}/images/`, {
      method: "POST",
      headers: { cookie, origin: t.config.siteUrl, "content-type": "image/png", "x-forwarded-for": o.client.ip, ...headers },
      body,
      // @ts-expect-error Node needs half duplex for a streamed request body.
      duplex: "half",
    }),
  );
}

describe("POST /businesses/{id}/images/", () => {
  it("stores a PNG or JPG and serves it back with nosniff", async () => {
    const o = await ownerWithPage(t);
    for (const [bytes, type] of [
      [PNG, "image/png"],
      [JPG, "image/jpeg"],
    ] as const) {
      const res = await upload(o, bytes, { "content-type": "application/octet-stream" });
      expect(res.status).toBe(201);
      const image = await res.json();
      expect(image).toMatchObject({ content_type: type, size: bytes.byteLength });
      expect(image.key).toMatch(new RegExp(`^pages/${o.page.id}/images/`));
      const file = await t.client().get(`/api/v1/files/${image.key}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(type);
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const logo = (await (await upload(o, PNG)).json()).key;
    const saved = await o.client.request("PATCH", `/api/v1/businesses/update/${o.page.id}/`, { logo }, o.headers);
    expect(saved.json.logo_url).toBe(`${t.config.siteUrl}/api/v1/files/${logo}`);
  });

  it("checks the real type by magic bytes, whatever the header says", async () => {
    const o = await ownerWithPage(t);
    for (const body of [new TextEncoder().encode("<svg onload=alert(1)>"), new TextEncoder().encode("GIF89a....")]) {
      const res = await upload(o, body, { "content-type": "image/png" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ file: ["Only JPG and PNG images are allowed."] });
    }
  });

  it("refuses an oversized image by its declared length, with the limit in the message", async () => {
    const o = await ownerWithPage(t);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(o, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "The image is too large. The maximum size is 1 MB.", code: "file_too_large", max_bytes: 1048576, max_mb: 1 });
  });

  it("stops reading an undeclared oversized stream as soon as it passes the limit", async () => {
    const o = await ownerWithPage(t);
    const chunk = new Uint8Array(64 * 1024);
    chunk.set(PNG);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await upload(o, stream);
    expect(res.status).toBe(413);
    // 50 MB were on offer; reading stopped just past the 1 MB limit.
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it("needs a member of the page, and files cannot be reached by path tricks", async () => {
    const o = await ownerWithPage(t);
    const stranger = await ownerWithPage(t);
    const res = await upload({ ...stranger, page: o.page }, PNG);
    expect(res.status).toBe(404);
    const anonymous = await t.app.handle(new Request(`http://localhost/api/v1/businesses/${o.page.id}/images/`, { method: "POST", body: PNG }));
    expect(anonymous.status).toBe(401);
    for (const path of ["../../package.json", "pages/1/images/..%2F..%2Fsecret.png", "pages/1/images/x.png"]) {
      expect((await t.client().get(`/api/v1/files/${path}`)).status).toBe(404);
    }
  });
});
