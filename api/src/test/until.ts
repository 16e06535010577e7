/**
 * Polls `probe` every 50 ms until `done` holds or `limitMs` has passed, and
 * says how long it took: tests that measure a delay (failover, replica lag)
 * assert on `ms` as well as on the last value.
 */
export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, limitMs: number): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await probe();
    const ms = Math.round(performance.now() - started);
    if (done(value) || ms > limitMs) return { value, ms };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
