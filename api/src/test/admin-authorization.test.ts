import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage } from "./harness.ts";
import { adminCalls } from "./authorization-calls.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Route = { method: string; path: string };
const ADMIN_PATH = /^\/api\/v1\/(billing\/)?admin\//;

/** The route's path as a pattern a concrete call's path (query string dropped) must match. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[a-z_]+/g, "[^/]+")}$`);

/** Every admin route of the app: a route added tomorrow is in this list without anyone touching the test. */
function adminRoutes(): Route[] {
  return (t.app.routes as Route[]).filter((r) => ADMIN_PATH.test(r.path) && r.method !== "HEAD" && r.method !== "OPTIONS");
}

/**
 * One call per route: the authorization matrix's call where it has one (its
 * body is valid, so only the role can refuse it), else the path with dummy
 * values and an empty body.
 */
function callsFor(routes: Route[], known: [string, string, unknown?][]): [string, string, unknown?][] {
  return routes.map((route) => {
    const pattern = patternOf(route.path);
    const call = known.find(([method, path]) => method === route.method && pattern.test(path.split("?")[0]!));
    if (call) return call;
    return [route.method, route.path.replace(/:[a-z_]+/g, "1"), route.method === "GET" || route.method === "DELETE" ? undefined : {}];
  });
}

async function victim() {
  const a = await ownerWithPage(t, { published: true });
  const base = `/api/v1/businesses/${a.page.id}`;
  const none = { id: 1 };
  // The admin calls name only the owner, the page and one item.
  return {
    a,
    base,
    category: none,
    item: none,
    newsItem: none,
    linkBlock: none,
    form: none,
    invitation: { id: 1, token: "x" },
    shareLink: none,
    assessment: none,
    completedAssessment: none,
    assessmentFile: { id: "x" },
    run: none,
  };
}

describe("the admin console's authorization, route by route", () => {
  it("the authorization matrix has a call for every admin route", async () => {
    const v = await victim();
    const calls = adminCalls(v);
    const uncovered = adminRoutes().filter(
      (route) => !calls.some(([method, path]) => method === route.method && patternOf(route.path).test(path.split("?")[0]!)),
    );
    expect(uncovered.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("every admin route answers 401 to anonymous visitors and 403 to a signed-in owner by cookie, bearer token and API key", async () => {
    const v = await victim();
    const routes = adminRoutes();
    // Users, invitations, plans, verifications, refunds and the audit log at least.
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const calls = callsFor(routes, adminCalls(v));

    const byBearer = t.client();
    const token = await byBearer.post("/api/v1/auth/token/", { email: v.a.email, password: "secret-123" });
    expect(token.status, token.text).toBe(200);
    byBearer.bearer = token.json.access;
    const byKey = t.client();
    const key = await v.a.client.post("/api/v1/users/me/api-keys/", { name: "Owner's key" }, v.a.headers);
    expect(key.status, key.text).toBe(201);
    byKey.bearer = key.json.key;
    // Each principal reaches its own account (so a 403 below is the admin role's, not a broken sign-in).
    for (const [client, headers] of [
      [v.a.client, v.a.headers],
      [byBearer, {}],
      [byKey, {}],
    ] as const) {
      expect((await client.get("/api/v1/users/me/", headers)).status).toBe(200);
    }

    const anonymous = t.client();
    for (const [method, path, body] of calls) {
      const res = await anonymous.request(method, path, body);
      expect(res.status, `anonymous ${method} ${path} → ${res.text}`).toBe(401);
      for (const [via, client, headers] of [
        ["cookie", v.a.client, v.a.headers],
        ["bearer", byBearer, {}],
        ["api key", byKey, {}],
      ] as const) {
        const refused = await client.request(method, path, body, headers);
        expect(refused.status, `${via} ${method} ${path} → ${refused.text}`).toBe(403);
        expect(refused.json.code, `${via} ${method} ${path}`).toBe("permission_denied");
      }
    }
  });
});
