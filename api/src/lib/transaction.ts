import type { Database } from "@greenpage/db";

/** A transaction of the database handle, as `db.transaction(async (tx) => …)` passes it. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
