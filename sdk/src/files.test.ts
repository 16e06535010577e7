import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { fileNameOf } from "./files.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "rest of a png");
const PDF = bytes("%PDF-1.7\n", "1 0 obj << >> endobj\n%%EOF\n");

describe("images", () => {
  it("upload from a Uint8Array, an ArrayBuffer or a Blob, and download by URL or key", async () => {
    const { sdk, page } = await api.owner();
    const fromBytes = await sdk.images.upload(page.id, PNG, "image/png");
    expect(fromBytes).toMatchObject({ content_type: "image/png", size: PNG.byteLength });
    expect(fromBytes.key).toMatch(new RegExp(`^pages/${page.id}/images/[0-9a-f-]+\\.png$`));
    const fromBuffer = await sdk.images.upload(page.id, PNG.slice().buffer);
    const fromBlob = await sdk.images.upload(page.id, new Blob([PNG], { type: "image/png" }));
    expect(new Set([fromBytes.key, fromBuffer.key, fromBlob.key]).size).toBe(3);

    await sdk.pages.update(page.id, { logo: fromBlob.key });
    for (const reference of [fromBytes.url, fromBytes.key, `/api/v1/files/${fromBuffer.key}`]) {
      const file = await api.client().files.download(reference);
      expect(file).toEqual({ data: PNG, contentType: "image/png", fileName: undefined });
    }
  });

  it("throw the API's field error for a file that is not an image", async () => {
    const { sdk, page } = await api.owner();
    const error = await failure(sdk.images.upload(page.id, PDF, "image/png"));
    expect(error).toMatchObject({ kind: "field_errors", fieldErrors: { file: ["Only JPG and PNG images are allowed."] } });
  });
});

describe("attachments", () => {
  it("upload a PDF under its name, download it as a member (not anonymously, while the page is a draft), remove it by key or id", async () => {
    const { sdk, page } = await api.owner();
    const item = await sdk.contents.create(page.id, { title_json: { en: "Audit" } });
    const report = await sdk.attachments.upload(page.id, item.id, "監査報告 2024.pdf", PDF);
    expect(report).toMatchObject({ name: "監査報告 2024.pdf", content_type: "application/pdf", size: PDF.byteLength });
    const named = await sdk.attachments.upload(page.id, item.id, "summary", new Blob([PDF]));
    expect(named.name).toBe("summary.pdf");
    expect((await sdk.contents.get(page.id, item.id)).attachments.map((a) => a.key)).toEqual([report.key, named.key]);

    expect(await sdk.files.download(report.url)).toEqual({ data: PDF, contentType: "application/pdf", fileName: "監査報告 2024.pdf" });
    // The URL names the site's origin; the file is asked of the client's own.
    expect(new URL(report.url).origin).not.toBe("http://localhost");
    expect(api.seen.at(-1)!.url).toBe(`http://localhost/api/v1/files/${report.key}`);
    expect(await failure(api.client().files.download(report.url))).toMatchObject({ kind: "not_found" });

    await sdk.attachments.remove(page.id, item.id, report.key);
    const id = named.key.split("/").pop()!.replace(".pdf", "");
    await sdk.attachments.remove(page.id, item.id, id);
    expect((await sdk.contents.get(page.id, item.id)).attachments).toEqual([]);
    expect(await failure(sdk.attachments.remove(page.id, item.id, id))).toMatchObject({ kind: "not_found" });
  });

  it("throw the API's field errors for a file that is not a PDF or a bad name", async () => {
    const { sdk, page } = await api.owner();
    const item = await sdk.contents.create(page.id, { title_json: { en: "Audit" } });
    expect(await failure(sdk.attachments.upload(page.id, item.id, "x.pdf", PNG))).toMatchObject({ fieldErrors: { file: ["Only PDF files can be attached."] } });
    expect(await failure(sdk.attachments.upload(page.id, item.id, "../x.pdf", PDF))).toMatchObject({
      kind: "field_errors",
      fieldErrors: { name: [expect.any(String)] },
    });
  });
});

describe("with an access token that no longer works", () => {
  it("an upload or download renews it once and sends the same bytes again", async () => {
    const { sdk, page } = await api.owner();
    const item = await sdk.contents.create(page.id, { title_json: { en: "Audit" } });
    const stale = () => api.client({ token: "no-longer-valid", refreshToken: sdk.tokens!.refresh });

    const image = await stale().images.upload(page.id, new Blob([PNG]), "image/png");
    expect(image.size).toBe(PNG.byteLength);
    const report = await stale().attachments.upload(page.id, item.id, "audit.pdf", PDF);
    expect(report.size).toBe(PDF.byteLength);
    const reader = stale();
    expect((await reader.files.download(report.key)).data).toEqual(PDF);
    expect(reader.tokens!.access).not.toBe("no-longer-valid");
  });
});

describe("files.download", () => {
  it("throws not_found for a missing file and a TypeError for what is not a file URL", async () => {
    const visitor = api.client();
    expect(await failure(visitor.files.download("pages/1/images/00000000-0000-0000-0000-000000000000.png"))).toMatchObject({ kind: "not_found", status: 404 });
    for (const bad of ["https://elsewhere.example/logo.png", "/api/v1/pages/", ""]) {
      expect(await failure(visitor.files.download(bad))).toBeInstanceOf(TypeError);
    }
  });

  it("reads file names from Content-Disposition", () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E7%9B%A3%E6%9F%BB.pdf`)).toBe("監査.pdf");
    expect(fileNameOf(`attachment; filename="say \\"hi\\".pdf"`)).toBe('say "hi".pdf');
    expect(fileNameOf("attachment; filename=plain.pdf")).toBe("plain.pdf");
    expect(fileNameOf("inline")).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
