import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CONCURRENT_ENCODES, variantKey } from "../../lib/image-variants.ts";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A real 1000×500 photo-like PNG (a gradient), the kind people upload as a cover. */
async function coverPng() {
  const pixels = new Uint8Array(1000 * 500 * 3).map((_, i) => (i * 7) % 251);
  return new Uint8Array(
    await sharp(pixels, { raw: { width: 1000, height: 500, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

async function uploadCover() {
  const o = await ownerWithPage(t);
  const cookie = [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await t.app.handle(
    new Request(`http://localhost/api/v1/businesses/${o.page.id}/images/`, {
      method: "POST",
      headers: { cookie, origin: t.config.siteUrl, "content-type": "image/png", "x-forwarded-for": o.client.ip },
      body: await coverPng(),
    }),
  );
  expect(res.status).toBe(201);
  return (await res.json()).key as string;
}

const get = (path: string, accept = "*/*") => t.app.handle(new Request(`http://localhost/api/v1/files/${path}`, { headers: { accept } }));
const metadataOf = async (res: Response) => sharp(new Uint8Array(await res.arrayBuffer())).metadata();

describe("GET /files/{key}?w= (resized images)", () => {
  it("records the uploaded size in the key and resizes to a listed width, in the format the browser accepts", async () => {
    const key = await uploadCover();
    expect(key).toMatch(/^pages\/\d+\/images\/[0-9a-f-]{36}-1000x500\.png$/);

    // Chromium's Accept: WebP (smaller than AVIF at quality 75, and faster to make).
    const webp = await get(`${key}?w=640`, "image/avif,image/webp,image/apng,image/*,*/*;q=0.8");
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    expect(webp.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await metadataOf(webp)).toMatchObject({ width: 640, height: 320, format: "webp" });

    const avif = await get(`${key}?w=384`, "image/avif,image/webp;q=0,*/*");
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(await metadataOf(avif)).toMatchObject({ width: 384, height: 192, format: "heif" });
    const asked = await get(`${key}?w=384&format=avif`, "*/*");
    expect(asked.headers.get("content-type")).toBe("image/avif");

    // A browser that takes neither gets the original's format; an explicit format wins and varies on nothing.
    const png = await get(`${key}?w=128`, "image/png,*/*");
    expect(await metadataOf(png)).toMatchObject({ width: 128, format: "png" });
    const jpg = await get(`${key}?w=128&format=jpg`, "image/avif");
    expect(jpg.headers.get("vary")).toBeNull();
    expect(await metadataOf(jpg)).toMatchObject({ width: 128, format: "jpeg" });
  });

  it("never enlarges: a width past the original comes at the original's width", async () => {
    const key = await uploadCover();
    const res = await get(`${key}?w=3840&format=webp`);
    expect(await metadataOf(res)).toMatchObject({ width: 1000, height: 500 });
  });

  it("makes each variant once and keeps it in storage beside the original", async () => {
    const key = await uploadCover();
    const puts: string[] = [];
    const put = t.ctx.storage.put.bind(t.ctx.storage);
    t.ctx.storage.put = async (k, body, type) => {
      puts.push(k);
      return put(k, body, type);
    };
    try {
      // Two browsers at once, then a third later: one encode, one write.
      const [a, b] = await Promise.all([get(`${key}?w=750&format=webp`), get(`${key}?w=750&format=webp`)]);
      const first = new Uint8Array(await a.arrayBuffer());
      expect(new Uint8Array(await b.arrayBuffer())).toEqual(first);
      const later = new Uint8Array(await (await get(`${key}?w=750&format=webp`)).arrayBuffer());
      expect(later).toEqual(first);
      expect(puts).toEqual([variantKey(key, 750, "webp")]);
      expect((await t.ctx.storage.get(variantKey(key, 750, "webp")))?.contentType).toBe("image/webp");
    } finally {
      t.ctx.storage.put = put;
    }
  });

  it("encodes at most MAX_CONCURRENT_ENCODES variants at once, however many are asked together", async () => {
    const key = await uploadCover();
    const widths = [256, 384, 640, 750, 828];
    // sharp's own count of encodes running on its worker threads. Unbounded, the five would run four at a time
    // (libuv's pool). Not queue + process: a worker moves a task from one to the other between the two reads,
    // so their sum can count one encode twice.
    let most = 0;
    const sample = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 1);
    try {
      const answers = await Promise.all(widths.map((w) => get(`${key}?w=${w}&format=avif`)));
      expect(answers.map((res) => res.headers.get("content-type"))).toEqual(widths.map(() => "image/avif"));
    } finally {
      clearInterval(sample);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(MAX_CONCURRENT_ENCODES);
  });

  it("refuses widths and formats outside the specification with field errors, not a 500", async () => {
    const key = await uploadCover();
    const widths = "16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840";
    for (const w of ["641", "0", "-16", "abc", "640.0", "99999999999"]) {
      const res = await get(`${key}?w=${w}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ w: [`Width must be one of ${widths}.`] });
    }
    const long = await get(`${key}?w=${"1".repeat(40)}`);
    expect(long.status).toBe(400);
    expect(Object.keys(await long.json())).toEqual(["w"]);
    const gif = await get(`${key}?w=640&format=gif`);
    expect(gif.status).toBe(400);
    expect(await gif.json()).toEqual({ format: ["Format must be one of avif, webp, png, jpg."] });
    const noWidth = await get(`${key}?format=webp`);
    expect(await noWidth.json()).toEqual({ w: ["This field is required when a format is asked."] });
    // A variant's own key is not a file URL, and a missing image is a 404.
    expect((await get(`${variantKey(key, 640, "webp")}`)).status).toBe(404);
    expect((await get(`${key.replace(/[0-9a-f]{12}-/, "000000000000-")}?w=640`)).status).toBe(404);
  });
});
