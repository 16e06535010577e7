import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.ts";
import { answerUnlessOutage, createDatabaseAvailability } from "./database-availability.ts";
import { createLogger } from "./logger.ts";

const quiet = createLogger("silent");
const waitFor = async (condition: () => boolean, limitMs = 2000) => {
  const started = Date.now();
  while (!condition() && Date.now() - started < limitMs) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
};

describe("database availability", () => {
  it("goes down on a reported outage, pings until the database answers, then comes back", async () => {
    let answering = false;
    const availability = createDatabaseAvailability({
      ping: async () => {
        if (!answering) throw new Error("ECONNREFUSED");
      },
      logger: quiet,
      heartbeatMs: 0,
      retryMs: 20,
    });
    expect(availability.isUp()).toBe(true);
    expect(await availability.reportOutage("connect ECONNREFUSED")).toBe(true);
    expect(availability.isUp()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(availability.isUp()).toBe(false);
    answering = true;
    expect(await waitFor(() => availability.isUp(), 500)).toBe(true);
    availability.stop();
  });

  it("stays up when one connection fails alone (a proxy reset it) and a ping still answers", async () => {
    let pings = 0;
    const availability = createDatabaseAvailability({
      ping: async () => {
        pings++;
      },
      logger: quiet,
      heartbeatMs: 0,
    });
    const reports = await Promise.all([availability.reportOutage("ECONNRESET"), availability.reportOutage("ECONNRESET")]);
    expect(reports).toEqual([false, false]);
    expect(availability.isUp()).toBe(true);
    // A burst of failed queries costs one ping.
    expect(pings).toBe(1);
    availability.stop();
  });

  it("asks a slow heartbeat ping again before calling the database down", async () => {
    let calls = 0;
    const availability = createDatabaseAvailability({
      // The first ping hangs; the second, on a new connection, answers.
      ping: (timeoutMs) => (++calls === 1 ? new Promise((_, reject) => setTimeout(() => reject(new Error("no answer")), timeoutMs)) : Promise.resolve()),
      logger: quiet,
      heartbeatMs: 10,
      pingTimeoutMs: 40,
    });
    await waitFor(() => calls >= 3, 1000);
    expect(availability.isUp()).toBe(true);
    availability.stop();
  });

  it("finds a database that stopped answering without any error (its heartbeat ping times out)", async () => {
    const availability = createDatabaseAvailability({
      ping: (timeoutMs) => new Promise((_, reject) => setTimeout(() => reject(new Error("no answer")), timeoutMs)),
      logger: quiet,
      heartbeatMs: 20,
      pingTimeoutMs: 50,
    });
    expect(await waitFor(() => !availability.isUp(), 1000)).toBe(true);
    availability.stop();
  });

  it("answers a waiting request 503 the moment an outage is found, and lets others finish", async () => {
    const availability = createDatabaseAvailability({
      ping: async () => {
        throw new Error("ECONNREFUSED");
      },
      logger: quiet,
      heartbeatMs: 0,
      retryMs: 10_000,
    });
    const unavailable = () => new Response(null, { status: 503 });
    const finished = await answerUnlessOutage(availability, Promise.resolve(new Response("ok")), unavailable);
    expect(finished.status).toBe(200);
    const stuck = answerUnlessOutage(availability, new Promise<Response>(() => {}), unavailable);
    void availability.reportOutage("hung");
    expect((await stuck).status).toBe(503);
    availability.stop();
  });
});

describe("an embedded database that is gone (PGlite)", () => {
  it("answers 503 database_unavailable instead of 500", async () => {
    const t = await createTestApp();
    const client = t.client();
    expect((await client.get("/api/v1/businesses/initiatives-status/")).status).toBe(200);
    await t.close();
    const first = await client.get("/api/v1/businesses/initiatives-status/");
    expect(first.status).toBe(503);
    expect(first.json).toEqual({ detail: "The service is unavailable right now. Please try again in a moment.", code: "database_unavailable" });
    // Once known, without asking the database again.
    const health = await client.get("/api/v1/health/");
    expect(health.status).toBe(503);
  });
});
