import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/v1/", () => {
  it("answers the API's name and version with links to its docs, OpenAPI document and health (the address npm start prints)", async () => {
    for (const path of ["/api/v1/", "/api/v1"]) {
      const res = await t.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.json).toEqual({ name: "Greenpage API", version: "0.1.0", docs: "/api/v1/docs", openapi: "/api/v1/openapi.json", health: "/api/v1/health/" });
    }
    const doc = (await t.client().get("/api/v1/openapi.json")).json;
    expect(doc.info.version).toBe("0.1.0");
    expect(doc.paths["/api/v1/"]?.get.summary).toMatch(/name and version/);
    // Every link it gives answers.
    for (const link of ["/api/v1/docs", "/api/v1/openapi.json", "/api/v1/health/"]) expect((await t.client().get(link)).status, link).toBe(200);
  });
});

describe("GET /api/v1/docs", () => {
  it("loads its viewer from this server only, under a policy that allows nothing else", async () => {
    const res = await t.client().get("/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.text).not.toMatch(/https?:\/\//);
    const sources = [...res.text.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(["/api/v1/docs/assets/swagger-ui.css", "/api/v1/docs/assets/swagger-ui-bundle.js", "/api/v1/docs/assets/init.js"]);
    expect(res.text).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it("serves the viewer's files from the pinned dependency with their types, and nothing else", async () => {
    const bundle = await t.client().get("/api/v1/docs/assets/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    expect(bundle.headers.get("x-content-type-options")).toBe("nosniff");
    expect(bundle.text).toContain("SwaggerUIBundle");
    expect(bundle.text).not.toContain("sourceMappingURL");
    const css = await t.client().get("/api/v1/docs/assets/swagger-ui.css");
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const init = await t.client().get("/api/v1/docs/assets/init.js");
    expect(init.text).toContain('url: "/api/v1/openapi.json"');
    for (const name of ["package.json", "..%2F..%2Fpackage.json", "index.html", "swagger-ui-bundle.js.map"]) {
      const res = await t.client().get(`/api/v1/docs/assets/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.json).toMatchObject({ code: "not_found" });
    }
  });
});
