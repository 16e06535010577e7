import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "@greenpage/db";
import { type PlanCode, pageSubscriptions, subscriptionPlans, users } from "@greenpage/db/schema";
import { createApp, createContext } from "../app.ts";
import { loadConfig } from "../lib/config.ts";
import { createLogger } from "../lib/logger.ts";

let ipCounter = 0;
/**
 * Test files share one database on PostgreSQL, and with it the rate-limit
 * table, so no two files may hand out the same address: each file runs in its
 * own worker, whose id is part of every address it gives. A few random bits
 * keep a rerun on the same database from reusing the last run's addresses.
 */
const WORKER_BITS = Number(process.env.VITEST_WORKER_ID ?? 0) & 127;
const RUN_BITS = Math.floor(Math.random() * 128);
const CLIENTS_PER_FILE = 1024;

function nextClientIp(): string {
  if (++ipCounter >= CLIENTS_PER_FILE) throw new Error(`a test file may create at most ${CLIENTS_PER_FILE} clients`);
  const n = (WORKER_BITS << 17) | (RUN_BITS << 10) | ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * For tests that need an empty database: a new PostgreSQL database beside
 * DATABASE_URL's (dropped by `drop`), or undefined on PGlite, where every
 * test app already gets its own.
 */
export async function isolatedDatabaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `greenpage_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = openDatabase({ databaseUrl: base, maxConnections: 1 });
  await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await admin.close();
    },
  };
}

/**
 * A real app over a real database: PGlite in memory, or the PostgreSQL of
 * DATABASE_URL (shared between files, so tests use unique emails).
 */
export async function createTestApp(env: Record<string, string> = {}, databaseUrl = process.env.DATABASE_URL, pgliteDir = "memory://") {
  const dataDir = mkdtempSync(join(tmpdir(), "greenpage-test-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SIGNIN_RATE_LIMIT: "5", DATA_DIR: dataDir, ...env });
  const database = openDatabase({ databaseUrl, pgliteDir, maxConnections: 4 });
  await database.migrate();
  const ctx = createContext(config, database, createLogger("silent"));
  const app = createApp(ctx);
  const close = async () => {
    ctx.database.stop();
    await ctx.pageViews.flush();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, ctx, config, database, client: () => new TestClient(app), close };
}

type Handler = { handle(request: Request): Promise<Response> };

/** One simulated visitor: its own address (rate limits are per address) and cookie jar. */
export class TestClient {
  readonly ip = nextClientIp();
  readonly cookies = new Map<string, string>();
  bearer: string | null = null;

  constructor(private readonly app: Handler) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const all: Record<string, string> = { "x-forwarded-for": this.ip, ...headers };
    if (body !== undefined) all["content-type"] ??= "application/json";
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (this.bearer) all.authorization ??= `Bearer ${this.bearer}`;
    const response = await this.app.handle(
      new Request(`http://localhost${path}`, {
        method,
        headers: all,
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        redirect: "manual",
      }),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the shape of the endpoint it calls.
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", path, body ?? {}, headers);
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the API and returns the new user's email. */
export async function signUp(client: TestClient, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const res = await client.post("/api/v1/signup/", { name: "Test Owner", business_name: "Test Co", email, password: "secret-123", ...overrides });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { email, password: "secret-123", user: res.json.user };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const uniqueHandle = (prefix = "page") => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * A signed-up owner (email verified) with one page, through the API. With
 * `published`, the page gets a name and description and is published.
 */
export async function ownerWithPage(t: TestApp, options: { published?: boolean; page?: Record<string, unknown> } = {}) {
  const client = t.client();
  const { user, email } = await signUp(client);
  await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const headers = { origin: t.config.siteUrl };
  const created = await client.post("/api/v1/businesses/create/", { handle: uniqueHandle(), page_type: "business", ...options.page }, headers);
  if (created.status !== 201) throw new Error(`page creation failed: ${created.status} ${created.text}`);
  let page = created.json;
  if (options.published) {
    const res = await client.request(
      "PATCH",
      `/api/v1/businesses/update/${page.id}/`,
      { name_json: { en: "Midori Coffee", ja: "みどりコーヒー" }, description_json: { en: "A roastery", ja: "焙煎所" }, is_published: true },
      headers,
    );
    if (res.status !== 200) throw new Error(`publishing failed: ${res.status} ${res.text}`);
    page = res.json;
  }
  return { client, user, email, page, headers };
}

/** Puts a page on a plan (`starter`, `plus`, `pro`, `premium`) as a paid subscription would. */
export async function setPagePlan(t: TestApp, pageId: number, code: PlanCode) {
  const [plan] = await t.ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, code));
  if (!plan) throw new Error(`no plan ${code}`);
  await t.ctx.db.update(pageSubscriptions).set({ planId: plan.id }).where(eq(pageSubscriptions.pageId, pageId));
}
