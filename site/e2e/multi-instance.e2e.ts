import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, type Cluster, nginxBinary, startCluster } from "./multi-instance-cluster.ts";

/**
 * Stateless instances (issue 25): two API and two site processes on one
 * PostgreSQL database behind nginx running deploy/nginx/greenpage.conf behave
 * as one: sessions, rate limits, gate grants, analytics, the job runner and
 * the page cache purge hold across processes. PostgreSQL only: on PGlite
 * each process would have a database of its own.
 */
const base = process.env.DATABASE_URL;
const skipReason = !base?.startsWith("postgres")
  ? "DATABASE_URL is not PostgreSQL: several processes need one shared database"
  : !nginxBinary()
    ? "nginx not found (apt-get install nginx)"
    : null;
if (skipReason) console.warn(`multi-instance tests skipped: ${skipReason}.`);

let c: Cluster;
let sql: postgres.Sql;
const PASSWORD = "multi-pass-123";
const email = `multi-${Date.now().toString(36)}@example.com`;
/** The owner's session cookie (better-auth's), as a browser would send it. */
let cookie = "";
let page: { id: number; handle: string };

/** The Set-Cookie pairs of an answer, as one Cookie header. */
const cookiesOf = (answer: Answer) => (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");

describe.skipIf(skipReason !== null)("two API and two site processes behind nginx", () => {
  beforeAll(async () => {
    c = await startCluster(base!);
    sql = postgres(c.databaseUrl, { max: 1, onnotice: () => {} });
    // An owner and a published page, through nginx (either API may take each call).
    const origin = { origin: c.publicUrl };
    const signedUp = await c.call(`${c.publicUrl}/api/v1/signup/`, {
      method: "POST",
      headers: origin,
      body: { name: "Multi Owner", business_name: "Multi Co", email, password: PASSWORD },
    });
    expect(signedUp.status, signedUp.text).toBe(201);
    await sql`UPDATE users SET email_verified = true WHERE email = ${email}`;
    const signedIn = await c.call(`${c.api[0]}/api/auth/sign-in/email`, { method: "POST", headers: origin, body: { email, password: PASSWORD } });
    expect(signedIn.status, signedIn.text).toBe(200);
    cookie = cookiesOf(signedIn);
    const owner = { ...origin, cookie };
    const created = await c.call(`${c.publicUrl}/api/v1/businesses/create/`, {
      method: "POST",
      headers: owner,
      body: { handle: `multi-${Date.now().toString(36)}`, page_type: "business" },
    });
    expect(created.status, created.text).toBe(201);
    const published = await c.call(`${c.publicUrl}/api/v1/businesses/update/${created.json.id}/`, {
      method: "PATCH",
      headers: owner,
      body: { name_json: { en: "Kumo Tea First" }, description_json: { en: "A tea house" }, is_published: true },
    });
    expect(published.status, published.text).toBe(200);
    page = { id: created.json.id, handle: created.json.handle };
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await c?.stop();
  });

  it("spreads requests over every process, over TLS with HSTS, and redirects plain HTTP", async () => {
    for (let i = 0; i < 6; i++) {
      expect((await c.call(`${c.publicUrl}/api/v1/health/`)).status).toBe(200);
      const robots = await c.call(`${c.publicUrl}/robots.txt`);
      expect(robots.status).toBe(200);
      expect(robots.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    }
    const answered = (path: string) =>
      new Set(
        c
          .accessLog()
          .filter((line) => line.path === path)
          .map((line) => line.upstream),
      );
    // nginx writes a request's log line after answering it: the last one may come a moment late.
    await expect.poll(() => answered("/api/v1/health/"), { timeout: 5_000 }).toEqual(new Set(c.upstreams.api));
    await expect.poll(() => answered("/robots.txt"), { timeout: 5_000 }).toEqual(new Set(c.upstreams.site));

    const plain = await c.call(`${c.httpUrl}/explore?q=tea`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toMatch(/^https:\/\/[^/]+\/explore\?q=tea$/);
  });

  it("compresses pages, holds hashed assets and revalidates /widget.js", async () => {
    const home = await c.call(`${c.publicUrl}/`, { headers: { "accept-encoding": "gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers["content-encoding"]).toBe("gzip");
    const asset = home.text.match(/\/_astro\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset, "the home page links a hashed asset").toBeTruthy();
    const first = await c.call(`${c.publicUrl}${asset}`);
    const second = await c.call(`${c.publicUrl}${asset}`);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toContain("immutable");
      expect(answer.headers["strict-transport-security"]).toBeTruthy();
    }
    // The second came from nginx's own cache: no process answered it. nginx logs a request after answering it,
    // so its line may come a moment after the answer.
    await expect
      .poll(
        () =>
          c
            .accessLog()
            .filter((line) => line.path === asset)
            .map((line) => line.upstream)[1],
        { timeout: 5_000 },
      )
      .toBe("-");

    const widget = await c.call(`${c.publicUrl}/widget.js`);
    expect(widget.status).toBe(200);
    const maxAge = Number(widget.headers["cache-control"]?.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(widget.headers.etag).toBeTruthy();
    const again = await c.call(`${c.publicUrl}/widget.js`, { headers: { "if-none-match": widget.headers.etag! } });
    expect(again.status).toBe(304);
  });

  it("counts the visitor's address as nginx saw it, never the one a visitor claims", async () => {
    const sent = await c.call(`${c.publicUrl}/api/v1/contact/`, {
      method: "POST",
      headers: { "x-forwarded-for": "198.51.100.9" },
      body: { name: "Spoofer", email: `spoof-${Date.now()}@example.com`, category: "general", message: "Hello through nginx" },
    });
    expect(sent.status, sent.text).toBe(201);
    const keys = (await sql<{ key: string }[]>`SELECT key FROM rate_limits WHERE key LIKE 'contact:%'`).map((row) => row.key);
    expect(keys).toContain("contact:127.0.0.1");
    expect(keys.some((key) => key.includes("198.51.100.9"))).toBe(false);

    // A site process behind nginx (a trusted proxy) passes on the address nginx gave, not its own peer's.
    const joined = await c.call(`${c.site[1]}/join/no-such-link`, { headers: { "x-forwarded-for": "203.0.113.77" } });
    expect(joined.status).toBe(404);
    const lookups = (await sql<{ key: string }[]>`SELECT key FROM rate_limits WHERE key LIKE 'invite:%'`).map((row) => row.key);
    expect(lookups).toEqual(["invite:203.0.113.77"]);
  });

  it("keeps a session made through one API process on the other, and on both site processes", async () => {
    for (const api of c.api) {
      const session = await c.call(`${api}/api/auth/get-session`, { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(session.json?.user?.email).toBe(email);
    }
    for (const site of c.site) {
      expect((await c.call(`${site}/dashboard`, { headers: { cookie } })).status).toBe(200);
      expect((await c.call(`${site}/dashboard`)).status).toBe(302);
    }
  });

  it("shares rate limits: the contact form's 5 per address trip across both processes", async () => {
    const from = { "x-forwarded-for": "203.0.113.50" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await c.call(`${c.api[i % 2]}/api/v1/contact/`, {
        method: "POST",
        headers: from,
        body: { name: "Rate", email: `rate-${i}-${Date.now()}@example.com`, category: "general", message: `Message ${i}` },
      });
      statuses.push(answer.status);
    }
    // Each process saw only three: apart, neither would have refused one.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("signs credentials with one key whichever API process answers: one DID document from each and from the site", async () => {
    const documents = await Promise.all([...c.api, c.publicUrl].map(async (origin) => (await c.call(`${origin}/api/v1/credentials/did.json`)).json));
    const wellKnown = await c.call(`${c.publicUrl}/.well-known/did.json`);
    expect(wellKnown.status).toBe(200);
    expect(documents.at(0)).toMatchObject({ id: `did:web:${encodeURIComponent(new URL(c.publicUrl).host)}` });
    for (const document of [...documents, wellKnown.json]) expect(document).toEqual(documents.at(0));
  });

  it("opens a gated item on one process with the grant another gave", async () => {
    await sql`UPDATE page_subscriptions SET plan_id = (SELECT id FROM subscription_plans WHERE code = 'plus') WHERE business_id = ${page.id}`;
    const item = await c.call(`${c.publicUrl}/api/v1/businesses/${page.id}/contents/`, {
      method: "POST",
      headers: { origin: c.publicUrl, cookie },
      body: { title_json: { en: "Supplier audit" }, content_json: { en: "SECRET-MULTI-42" }, access: "password", password: "green-door" },
    });
    expect(item.status, item.text).toBe(201);
    const itemPath = `/api/v1/businesses/public/${page.handle}/contents/${item.json.id}/`;
    const passed = await c.call(`${c.api[0]}${itemPath}access/`, { method: "POST", body: { password: "green-door" } });
    expect(passed.status, passed.text).toBe(200);
    const withGrant = await c.call(`${c.api[1]}${itemPath}?grant=${encodeURIComponent(passed.json.grant)}`);
    expect(withGrant.status).toBe(200);
    expect(withGrant.text).toContain("SECRET-MULTI-42");
    const without = await c.call(`${c.api[1]}${itemPath}`);
    expect(without.status).toBe(200);
    expect(without.text).not.toContain("SECRET-MULTI-42");
  });

  it("counts every page view, whichever process recorded it", async () => {
    const view = (url: string, i: number) =>
      c.call(`${url}/api/v1/analytics/evts/`, {
        method: "POST",
        headers: { "x-forwarded-for": `192.0.2.${i + 1}`, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" },
        body: { path: `/${page.handle}` },
      });
    const targets = [c.api[0]!, c.api[1]!, c.api[0]!, c.api[1]!, c.publicUrl, c.publicUrl];
    const answers = await Promise.all(targets.map(view));
    expect(answers.map((a) => a.status)).toEqual(targets.map(() => 202));
    for (const api of c.api) {
      const stats = await c.call(`${api}/api/v1/businesses/${page.id}/stats/`, { headers: { cookie } });
      expect(stats.status, stats.text).toBe(200);
      expect(stats.json.page_views).toBe(targets.length);
    }
  });

  it("delivers each queued mail once, whichever process queued or ran it", async () => {
    // The contact messages above queued mails on both processes (to the team, and acknowledgements).
    const outbox = async () => sql<{ to: string; subject: string; status: string }[]>`SELECT "to", subject, status FROM email_outbox`;
    const deadline = Date.now() + 15_000;
    while ((await outbox()).some((mail) => mail.status !== "sent") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const mails = await outbox();
    expect(mails.length).toBeGreaterThanOrEqual(6);
    expect(mails.filter((mail) => mail.status !== "sent")).toEqual([]);
    // Time for a second delivery to happen, were a job to run twice.
    await new Promise((r) => setTimeout(r, 2500));
    const delivered = c.mails.map(
      (raw) =>
        `${raw
          .match(/^To: (.+)$/im)?.[1]
          ?.trim()
          .toLowerCase()}|${raw.match(/^Subject: (.+)$/im)?.[1]?.trim()}`,
    );
    expect(delivered).toHaveLength(mails.length);
    expect(new Set(delivered).size).toBe(delivered.length);
  });

  it("shows an edit made through one API process on both site processes within a second", async () => {
    const path = `/${page.handle}`;
    for (const site of c.site) {
      // Each site process keeps the page (an ETag comes only with a kept copy, once it follows the change
      // stream): without this the check below would pass just as well with no page cache at all.
      const deadline = Date.now() + 15_000;
      let kept = await c.call(`${site}${path}`);
      while (!kept.headers.etag && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        kept = await c.call(`${site}${path}`);
      }
      expect([kept.text.includes("Kumo Tea First"), kept.headers.etag], `${site} keeps the page`).toEqual([true, expect.stringMatching(/^"/)]);
    }
    // Through nginx, whose gzip weakens the ETag: a browser revalidating with what it got is still answered 304.
    const zipped = await c.call(`${c.publicUrl}${path}`, { headers: { "accept-encoding": "gzip" } });
    expect([zipped.headers["content-encoding"], zipped.headers.etag]).toEqual(["gzip", expect.stringMatching(/^W\/"/)]);
    const revalidated = await c.call(`${c.publicUrl}${path}`, { headers: { "accept-encoding": "gzip", "if-none-match": zipped.headers.etag! } });
    expect(revalidated.status).toBe(304);
    const edited = await c.call(`${c.api[0]}/api/v1/businesses/update/${page.id}/`, {
      method: "PATCH",
      headers: { origin: c.publicUrl, cookie },
      body: { name_json: { en: "Kumo Tea Second" } },
    });
    expect(edited.status, edited.text).toBe(200);
    const started = Date.now();
    const seen = await Promise.all(
      c.site.map(async (site) => {
        while (Date.now() - started < 1000) {
          if ((await c.call(`${site}${path}`)).text.includes("Kumo Tea Second")) return Date.now() - started;
          await new Promise((r) => setTimeout(r, 50));
        }
        return null;
      }),
    );
    expect(
      seen.every((ms) => ms !== null),
      `ms until each site showed the edit (null: not within 1 s): ${JSON.stringify(seen)}`,
    ).toBe(true);
  });
});
