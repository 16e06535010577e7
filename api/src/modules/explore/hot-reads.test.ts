import { describe, expect, it } from "vitest";
import { createHotReads } from "./hot-reads.ts";

/** A read that counts its calls and answers when told to. */
function gatedRead<T>(value: T) {
  let calls = 0;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    read: async () => {
      calls += 1;
      await gate;
      return value;
    },
    open: () => open(),
    calls: () => calls,
  };
}

const clock = () => {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
};

describe("hot reads", () => {
  it("serves a second identical read from the cache without reading again", async () => {
    const reads = createHotReads({ ttlMs: 2000 });
    let calls = 0;
    const load = async () => ({ rows: [{ id: ++calls }], count: 1 });
    const first = await reads.read("a", load);
    const second = await reads.read("a", load);
    expect(second).toBe(first);
    expect(calls).toBe(1);
    expect(reads.stats).toMatchObject({ loads: 1, hits: 1, entries: 1 });
    // A different key is a different read.
    await reads.read("b", load);
    expect(calls).toBe(2);
  });

  it("lets identical misses in flight at once share one read", async () => {
    const reads = createHotReads({ ttlMs: 2000 });
    const gated = gatedRead({ rows: [1, 2, 3] });
    const answers = Array.from({ length: 20 }, () => reads.read("q=green", gated.read));
    gated.open();
    const values = await Promise.all(answers);
    expect(gated.calls()).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(reads.stats).toMatchObject({ loads: 1, hits: 19 });
  });

  it("reads again once the entry expires", async () => {
    const time = clock();
    const reads = createHotReads({ ttlMs: 2000, now: time.now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await reads.read("a", load)).toBe(1);
    time.advance(1999);
    expect(await reads.read("a", load)).toBe(1);
    time.advance(1);
    expect(await reads.read("a", load)).toBe(2);
  });

  it("reads every time when the lifetime is 0 (EXPLORE_CACHE_SECONDS=0)", async () => {
    const reads = createHotReads({ ttlMs: 0 });
    let calls = 0;
    const load = async () => ++calls;
    await Promise.all([reads.read("a", load), reads.read("a", load)]);
    expect(calls).toBe(2);
  });

  it("forgets everything on clear, and does not keep a read that was running when cleared", async () => {
    const reads = createHotReads({ ttlMs: 2000 });
    let calls = 0;
    await reads.read("a", async () => ++calls);
    reads.clear();
    expect(reads.stats.entries).toBe(0);
    expect(await reads.read("a", async () => ++calls)).toBe(2);

    const stale = gatedRead("old");
    const running = reads.read("b", stale.read);
    reads.clear();
    // A request after the clear does not join the read that started before it.
    const fresh = await reads.read("b", async () => "new");
    stale.open();
    expect(await running).toBe("old");
    expect(fresh).toBe("new");
    expect(await reads.read("b", async () => "newer")).toBe("new");
  });

  it("keeps at most `entries` results, dropping the oldest", async () => {
    const reads = createHotReads({ ttlMs: 2000, entries: 3 });
    for (const key of ["a", "b", "c", "d"]) await reads.read(key, async () => key);
    expect(reads.stats.entries).toBe(3);
    let calls = 0;
    expect(await reads.read("a", async () => `a${++calls}`)).toBe("a1");
    expect(await reads.read("d", async () => `d${++calls}`)).toBe("d");
    expect(calls).toBe(1);
  });

  it("keeps at most `bytes` of results, and never one bigger than that alone", async () => {
    const reads = createHotReads({ ttlMs: 2000, bytes: 100 });
    const text = (n: number) => "x".repeat(n);
    await reads.read("a", async () => text(40));
    await reads.read("b", async () => text(40));
    await reads.read("c", async () => text(40));
    expect(reads.stats.entries).toBe(2);
    expect(reads.stats.bytes).toBeLessThanOrEqual(100);
    await reads.read("huge", async () => text(200));
    expect(reads.stats.entries).toBe(2);
    let calls = 0;
    await reads.read("huge", async () => text(200 + ++calls));
    expect(calls).toBe(1);
  });
});
