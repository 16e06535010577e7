/**
 * Follows the API's page-change stream (`/api/internal/page-changes`, one JSON
 * object a line) so this site process drops a page's rendered copy as soon as
 * any API process takes a write to it. While the stream is not up, changes
 * could be missed: `onLost` tells the cache to forget everything and stop
 * keeping pages until `onReady` says the stream is back.
 */
export type PageChangeHandlers = {
  /** The stream is up: pages may be kept again (after forgetting anything kept before). */
  onReady(): void;
  /** A page changed (`null`: any page may have). */
  onChange(pageId: number | null): void;
  /** The stream went away: nothing kept can be trusted. */
  onLost(): void;
};

type Line = { type: "ready" } | { type: "changed"; page_id: number | null } | { type: "ping" };

/** The API pings every 5 s; three times that in silence means the connection is dead even if no one said so. */
const SILENCE_MS = 15_000;

export function followPageChanges(url: string, handlers: PageChangeHandlers, retryMs = 500): { stop(): void } {
  let stopped = false;
  let current: AbortController | null = null;

  async function once() {
    const abort = new AbortController();
    current = abort;
    let watchdog = setTimeout(() => abort.abort(), SILENCE_MS);
    let ready = false;
    try {
      const response = await fetch(url, { signal: abort.signal, headers: { accept: "application/x-ndjson" } });
      if (!response.ok || !response.body) return;
      let buffer = "";
      for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => abort.abort(), SILENCE_MS);
        buffer += chunk;
        for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
          const line = JSON.parse(buffer.slice(0, end)) as Line;
          buffer = buffer.slice(end + 1);
          if (line.type === "ready") {
            ready = true;
            handlers.onReady();
          } else if (line.type === "changed") handlers.onChange(line.page_id);
        }
      }
    } catch {
      // Unreachable, reset or silent: reconnect below.
    } finally {
      clearTimeout(watchdog);
      if (ready) handlers.onLost();
    }
  }

  void (async () => {
    while (!stopped) {
      await once();
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
    }
  })();

  return {
    stop() {
      stopped = true;
      current?.abort();
    },
  };
}
