import { notFound } from "./errors.ts";

/** An id from a URL: a serial key (1 … 2^31-1) or the not-found answer, never a database error. */
export function rowIdOrNotFound(raw: unknown): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}
