import parseRange from "range-parser";
import type { StoredObject } from "./storage.ts";

/**
 * A stored file as an HTTP answer, the same from local disk and from S3:
 * `Range: bytes=…` (one range; a PDF viewer reads a large file in pieces) is
 * 206 with its bytes and `Content-Range`, a range past the end 416, and
 * anything else (no header, several ranges, a malformed one) the whole file.
 */
export function storedFileResponse(request: Request, object: StoredObject, headers: Record<string, string>): Response {
  const all = { ...headers, "accept-ranges": "bytes" };
  const asked = request.headers.get("range");
  const ranges = asked ? parseRange(object.size, asked, { combine: true }) : undefined;
  if (ranges === -1) return new Response(null, { status: 416, headers: { ...all, "content-range": `bytes */${object.size}` } });
  if (typeof ranges === "object" && ranges.type === "bytes" && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    return new Response(object.body.subarray(start, end + 1), {
      status: 206,
      headers: { ...all, "content-range": `bytes ${start}-${end}/${object.size}`, "content-length": String(end - start + 1) },
    });
  }
  return new Response(object.body, { headers: { ...all, "content-length": String(object.size) } });
}
