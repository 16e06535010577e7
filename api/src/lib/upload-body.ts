import { COMMON_ERRORS } from "./errors.ts";

const MB = 1024 * 1024;

export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export const tooLarge = (maxBytes: number, detail: string) =>
  COMMON_ERRORS.raise("file_too_large", { detail, extra: { max_bytes: maxBytes, max_mb: Number((maxBytes / MB).toFixed(1)) } });

/**
 * Reads a request body up to `maxBytes`. A declared Content-Length over the
 * limit is refused before reading anything; an undeclared one is cut off as
 * soon as it passes the limit, so an oversized upload is never held whole.
 */
export async function readLimitedBody(request: Request, maxBytes: number, detail: string): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes, detail);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes, detail);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
} as const;

export type FileKind = keyof typeof SIGNATURES;

/** The file's real type from its first bytes; the declared Content-Type is never trusted. */
export function sniffFileKind(body: Uint8Array): FileKind | null {
  for (const [kind, signature] of Object.entries(SIGNATURES) as [FileKind, readonly number[]][]) {
    if (signature.every((byte, i) => body[i] === byte)) return kind;
  }
  return null;
}
