import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { rateLimited } from "../../lib/errors.ts";
import type { PageChange } from "../../lib/page-changes.ts";

/** Where site processes follow page changes (outside /api/v1 and its OpenAPI document: it is for our own processes). */
export const PAGE_CHANGES_PATH = "/api/internal/page-changes";
/** Often enough that neither Bun's idle timeout (10 s) nor a proxy's read timeout closes a quiet stream. */
const KEEPALIVE_MS = 5000;
/**
 * Streams one API process holds open at once. Each site process follows one, so this is far above need; the route
 * takes no sign-in, and without a cap anyone who reaches the API's port could hold thousands of streams (a listener
 * and a timer each) open. Past it: 429, and the follower retries.
 */
export const MAX_PAGE_CHANGE_STREAMS = 64;

/**
 * A stream of page changes, one JSON object a line: `{"type":"ready"}` once
 * this API process is listening (the follower may start caching), then
 * `{"type":"changed","page_id":7}` (`null`: every page) as writes happen on
 * any API process, and `{"type":"ping"}` to keep the connection open. It says
 * only which page ids changed, nothing a public page does not: no sign-in.
 */
export const pageChangesModule = (ctx: AppContext) => {
  let open = 0;
  return new Elysia().get(PAGE_CHANGES_PATH, async ({ request, set }) => {
    if (open >= MAX_PAGE_CHANGE_STREAMS) throw rateLimited(5);
    open += 1;
    let closed = false;
    const release = () => {
      if (closed) return;
      closed = true;
      open -= 1;
    };
    const encoder = new TextEncoder();
    let stop = release;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (line: object) => {
          try {
            controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
          } catch {
            stop();
          }
        };
        let unsubscribe: () => void;
        try {
          unsubscribe = await ctx.pageChanges.subscribe((change: PageChange) => send({ type: "changed", ...change }));
        } catch (error) {
          ctx.logger.error("page_changes.listen_failed", { error: error instanceof Error ? error.message : String(error) });
          release();
          controller.close();
          return;
        }
        // Gone while subscribing (cancel or abort came before there was anything to stop): nothing may stay behind.
        if (closed || request.signal.aborted) {
          unsubscribe();
          release();
          return;
        }
        const keepalive = setInterval(() => send({ type: "ping" }), KEEPALIVE_MS);
        stop = () => {
          clearInterval(keepalive);
          unsubscribe();
          release();
        };
        request.signal.addEventListener("abort", () => stop());
        send({ type: "ready" });
      },
      cancel: () => stop(),
    });
    set.headers["content-type"] = "application/x-ndjson";
    set.headers["cache-control"] = "no-store";
    // nginx: pass each line on as it comes instead of buffering the response.
    set.headers["x-accel-buffering"] = "no";
    return new Response(stream, { headers: set.headers as Record<string, string> });
  });
};
