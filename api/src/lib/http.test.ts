import { Elysia } from "elysia";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.ts";
import { ApiError } from "./errors.ts";
import { httpConventions } from "./http.ts";
import { createLogger } from "./logger.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("HTTP conventions", () => {
  it("unknown routes answer 404 with the specification's message", async () => {
    for (const path of ["/api/v1/nothing-here/", "/elsewhere"]) {
      const res = await t.client().get(path);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ detail: "The page you are looking for does not exist.", code: "not_found" });
    }
  });

  it("every response carries a request id, and a given one is echoed", async () => {
    const res = await t.client().get("/api/v1/health/");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.client().get("/api/v1/health/", { "x-request-id": "trace-123" });
    expect(echoed.headers.get("x-request-id")).toBe("trace-123");
  });

  it("every answer says nosniff and a referrer policy: data, field errors, not found, better-auth's; HSTS only over https", async () => {
    const answers = [
      await t.client().get("/api/v1/health/"),
      await t.client().post("/api/v1/contact/", {}),
      await t.client().get("/api/v1/nothing-here/"),
      await t.client().get("/api/auth/get-session"),
    ];
    for (const res of answers) {
      expect(res.headers.get("x-content-type-options"), String(res.status)).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    const secure = await createTestApp({ SITE_URL: "https://greenpage.example" });
    try {
      expect((await secure.client().get("/api/v1/health/")).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await secure.close();
    }
  });

  it("a write aborted by a deadlock or a serialization failure answers 503 database_busy, to be sent again", async () => {
    for (const code of ["40P01", "40001"]) {
      const app = new Elysia().use(httpConventions(t.ctx)).post("/collide", () => {
        throw new Error("Failed query", { cause: Object.assign(new Error("deadlock detected"), { code }) });
      });
      const res = await app.handle(new Request("http://localhost/collide", { method: "POST" }));
      expect(res.status, code).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(await res.json()).toEqual({ detail: "The service is busy right now. Please try again in a moment.", code: "database_busy" });
    }
  });

  it("an unexpected failure answers 500 without a stack trace and logs one line", async () => {
    const lines: string[] = [];
    const ctx = { ...t.ctx, logger: createLogger("info", (l) => lines.push(l)) };
    const app = new Elysia().use(httpConventions(ctx)).get("/boom", () => {
      throw new Error("database exploded at /secret/path.ts:12");
    });
    const res = await app.handle(new Request("http://localhost/boom"));
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ detail: "Internal server error. Please try again later.", code: "server_error" });
    expect(body).not.toContain("secret");
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.event === "request.failed");
    expect(failure).toMatchObject({ level: "error", method: "GET", path: "/boom" });
  });

  it("logs one structured line per request", async () => {
    const lines: string[] = [];
    const ctx = { ...t.ctx, logger: createLogger("info", (l) => lines.push(l)) };
    const app = new Elysia().use(httpConventions(ctx)).get("/ok", () => "fine");
    await app.handle(new Request("http://localhost/ok"));
    // The line is written after the response is sent: wait for it, then check it is the only one.
    const requestLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.event === "request");
    await expect.poll(() => requestLines().length).toBeGreaterThan(0);
    const entries = requestLines();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: "GET", path: "/ok", status: 200 });
    expect(typeof entries[0].duration_ms).toBe("number");
  });
});

describe("GET /api/v1/health/", () => {
  it("reports the database kind and migration version", async () => {
    const res = await t.client().get("/api/v1/health/");
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("ok");
    expect(res.json.database).toBe(process.env.DATABASE_URL ? "postgresql" : "pglite");
    expect(res.json.migrations.applied).toBeGreaterThanOrEqual(2);
    expect(res.json.migrations.latest).toMatch(/^\d{4}_/);
  });
});

describe("OpenAPI", () => {
  it("documents the product calls at /api/v1/openapi.json (3.1)", async () => {
    const res = await t.client().get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toMatch(/^3\.1/);
    for (const path of [
      "/api/v1/signup/",
      "/api/v1/users/me/",
      "/api/v1/logout/",
      "/api/v1/auth/token/",
      "/api/v1/auth/token/refresh/",
      "/api/v1/businesses/initiatives-status/",
    ]) {
      expect(Object.keys(res.json.paths)).toContain(path);
    }
  });

  it("serves browsable docs at /api/v1/docs", async () => {
    const res = await t.client().get("/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    // The viewer and its initializer (which names the spec) are this server's own files: modules/docs.
    expect(res.text).toContain("/api/v1/docs/assets/init.js");
  });
});

describe("GET /api/v1/businesses/initiatives-status/", () => {
  it("lists the four progress statuses in order, in both languages", async () => {
    const res = await t.client().get("/api/v1/businesses/initiatives-status/");
    expect(res.status).toBe(200);
    expect(res.json.map((s: { id: number; name: string }) => [s.id, s.name])).toEqual([
      [1, "Targeted"],
      [2, "Planning"],
      [3, "In Progress"],
      [4, "Achieved"],
    ]);
    expect(res.json[3].name_json.ja).toBe("達成");
  });
});

describe("GET /api/v1/plans/", () => {
  it("returns the plan table with the pro rule applied", async () => {
    const res = await t.client().get("/api/v1/plans/");
    expect(res.json.map((p: { code: string }) => p.code)).toEqual(["starter", "plus", "pro", "premium"]);
    const pro = res.json.find((p: { code: string }) => p.code === "pro");
    expect(pro).toMatchObject({ is_pro: true, limits: { pages_per_account: 5, team_users: null } });
    expect(res.json.find((p: { code: string }) => p.code === "starter").limits.verified_certificates).toBe(1);
  });
});

describe("request log lines", () => {
  it("record the status actually sent, errors included", async () => {
    const lines: string[] = [];
    const ctx = { ...t.ctx, logger: createLogger("info", (l) => lines.push(l)) };
    const app = new Elysia()
      .use(httpConventions(ctx))
      .get("/ok", () => "fine")
      .get("/denied", () => {
        throw new ApiError(403, "permission_denied", "no");
      });
    for (const path of ["/ok", "/denied", "/missing"]) await app.handle(new Request(`http://localhost${path}`));
    const statuses = () =>
      lines
        .map((l) => JSON.parse(l))
        .filter((l) => l.event === "request")
        .map((l) => [l.path, l.status]);
    await expect.poll(statuses).toEqual([
      ["/ok", 200],
      ["/denied", 403],
      ["/missing", 404],
    ]);
  });
});
