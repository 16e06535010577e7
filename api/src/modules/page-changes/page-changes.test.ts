import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage } from "../../test/harness.ts";
import { MAX_PAGE_CHANGE_STREAMS, PAGE_CHANGES_PATH } from "./index.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/**
 * Follows an app's change stream; `next(pageId)` is its next line other than a ping and other than another
 * page's change (on PostgreSQL, other test files write to the same database meanwhile).
 */
async function follow(t: TestApp) {
  const response = await t.app.handle(new Request(`http://localhost${PAGE_CHANGES_PATH}`));
  expect([response.status, response.headers.get("content-type"), response.headers.get("cache-control")]).toEqual([200, "application/x-ndjson", "no-store"]);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  async function next(pageId?: number): Promise<unknown> {
    for (;;) {
      const end = buffer.indexOf("\n");
      if (end >= 0) {
        const line = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        if (line.type === "ready" || (line.type === "changed" && (line.page_id === null || line.page_id === pageId))) return line;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended");
      buffer += value;
    }
  }
  return { next, stop: () => reader.cancel() };
}

const rename = (owner: Awaited<ReturnType<typeof ownerWithPage>>, name: string) =>
  owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, { name_json: { en: name } }, owner.headers);

describe("page change stream", () => {
  it("says when it listens, then names each page an accepted write changed", async () => {
    const t = await createTestApp();
    apps.push(t);
    const owner = await ownerWithPage(t, { published: true });
    const stream = await follow(t);
    expect(await stream.next()).toEqual({ type: "ready" });
    // On PostgreSQL the setup's own changes may reach the stream after it is ready. Notifications arrive in commit
    // order, so once a marker sent now has come through, every earlier one has (and was skipped as not the marker's).
    const marker = 2_000_000_000;
    await t.ctx.pageChanges.changed(marker);
    expect(await stream.next(marker)).toEqual({ type: "changed", page_id: marker });
    expect((await rename(owner, "Renamed")).status).toBe(200);
    expect(await stream.next(owner.page.id)).toEqual({ type: "changed", page_id: owner.page.id });
    // A refused write changes nothing and says nothing; the next accepted one is the next line.
    expect((await owner.client.request("PATCH", `/api/v1/businesses/update/${owner.page.id}/`, { handle: "x" }, owner.headers)).status).toBe(400);
    await t.ctx.pageChanges.changedAll();
    expect(await stream.next(owner.page.id)).toEqual({ type: "changed", page_id: null });
    await stream.stop();
  });

  it("holds at most MAX_PAGE_CHANGE_STREAMS streams open at once (no sign-in), and frees a place when one closes", async () => {
    const t = await createTestApp();
    apps.push(t);
    const streams = [];
    for (let i = 0; i < MAX_PAGE_CHANGE_STREAMS; i++) {
      const stream = await follow(t);
      expect(await stream.next()).toEqual({ type: "ready" });
      streams.push(stream);
    }
    const refused = await t.app.handle(new Request(`http://localhost${PAGE_CHANGES_PATH}`));
    expect([refused.status, refused.headers.get("retry-after")]).toEqual([429, "5"]);
    expect((await refused.json()).code).toBe("rate_limited");
    await streams.pop()!.stop();
    const again = await follow(t);
    expect(await again.next()).toEqual({ type: "ready" });
    for (const stream of [...streams, again]) await stream.stop();
  });

  it.skipIf(!process.env.DATABASE_URL)("hears writes taken by another API process on the same PostgreSQL", async () => {
    const writer = await createTestApp();
    const reader = await createTestApp();
    apps.push(writer, reader);
    const owner = await ownerWithPage(writer, { published: true });
    const stream = await follow(reader);
    expect(await stream.next()).toEqual({ type: "ready" });
    const started = performance.now();
    expect((await rename(owner, "Elsewhere")).status).toBe(200);
    expect(await stream.next(owner.page.id)).toEqual({ type: "changed", page_id: owner.page.id });
    expect(performance.now() - started).toBeLessThan(1000);
    await stream.stop();
  });
});
