import { getTableName, type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "@greenpage/db";
import { pages } from "@greenpage/db/schema";

/**
 * Copies one page, and every row that belongs to it, from a restored copy of
 * a backup (`source`) into the live database (`target`), in one transaction.
 *
 * What belongs to a page is read from the schema's foreign keys, not listed
 * by hand: every table whose rows the page's deletion would delete (an
 * ON DELETE CASCADE chain from the pages table), with the rows on that chain.
 * Tables are filled parents first. A reference to a row outside the page
 * (a member's user, a reviewer, a plan) is kept when that row exists in the
 * target; otherwise a nullable reference becomes null and a row that needs it
 * is left out (counted in the report). The page's owner must exist.
 */
export class RestoreRefused extends Error {}

export type RestoreReport = { pageId: number; tables: { table: string; copied: number; skipped: number }[] };

type ForeignKey = { child: string; parent: string; cascade: boolean; cols: string[]; refcols: string[]; required: boolean; partitioned: boolean };

/** As `regclass` prints it (quoted only when it must be), like the names foreignKeys() answers. */
const PAGES: string = getTableName(pages);
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const tuple = (alias: string, cols: string[]) => `(${cols.map((c) => `${alias}.${ident(c)}`).join(", ")})`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Foreign keys between the public schema's tables (partitioned parents, not their partitions), names as `regclass` prints them. */
function foreignKeys(db: Database) {
  return rows<ForeignKey>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent, c.confdeltype = 'c' as cascade,
          array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as cols,
          array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as refcols,
          (select bool_or(a.attnotnull) from unnest(c.conkey) k(n) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n) as required,
          r.relkind = 'p' as partitioned
        from pg_constraint c join pg_class r on r.oid = c.conrelid
        where c.contype = 'f' and c.conparentid = 0 and not r.relispartition and r.relnamespace = 'public'::regnamespace
        order by 1, 2`,
  );
}

/** The page's tables in an order that puts every referenced table first, each with the SQL that selects its rows in the source. */
export function pageTables(keys: ForeignKey[], pageWhere: string): { table: string; select: string; partitioned: boolean }[] {
  const owned = new Set([PAGES]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const key of keys) {
      if (!key.cascade || !owned.has(key.parent) || owned.has(key.child)) continue;
      owned.add(key.child);
      grew = true;
    }
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table)) return;
    if (path.has(table)) throw new Error(`The tables of a page reference each other in a cycle (${[...path].join(" → ")}).`);
    path.add(table);
    for (const key of keys) if (key.child === table && key.parent !== table && owned.has(key.parent)) visit(key.parent, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of [...owned].sort()) visit(table, new Set());
  const select = new Map([[PAGES, `select * from ${PAGES} where ${pageWhere}`]]);
  return ordered.map((table) => {
    if (table !== PAGES) {
      const parents = keys.filter((k) => k.child === table && k.cascade && owned.has(k.parent) && k.parent !== table);
      const match = parents.map((k) => `${tuple("t", k.cols)} in (select ${k.refcols.map(ident).join(", ")} from (${select.get(k.parent)}) p)`);
      select.set(table, `select * from ${table} t where ${match.join(" or ")}`);
    }
    return { table, select: select.get(table)!, partitioned: keys.some((k) => k.child === table && k.partitioned) };
  });
}

/** The columns an insert may name: not generated, not dropped. */
async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select attname::text as name from pg_attribute where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  return found.map((c) => c.name);
}

/** Inserts `payload` into `table`, keeping each reference only when the row it names exists in the target (see above). */
function insertStatement(table: string, columns: string[], keys: ForeignKey[]): string {
  const references = keys.filter((k) => k.child === table);
  const exists = (k: ForeignKey) =>
    `(${k.cols.map((c) => `x.${ident(c)} is null`).join(" or ")} or exists (select 1 from ${k.parent} r where ${tuple("r", k.refcols)} = ${tuple("x", k.cols)}))`;
  const values = columns.map((column) => {
    const loose = references.filter((k) => !k.required && k.cols.includes(column));
    return loose.length ? `case when ${loose.map(exists).join(" and ")} then x.${ident(column)} end` : `x.${ident(column)}`;
  });
  const required = references.filter((k) => k.required).map(exists);
  return `with added as (insert into ${table} (${columns.map(ident).join(", ")}) overriding system value
    select ${values.join(", ")} from jsonb_populate_recordset(null::${table}, $1::jsonb) x
    ${required.length ? `where ${required.join(" and ")}` : ""} returning 1) select count(*)::int as n from added`;
}

export async function restorePage(source: Database, target: Database, handle: string): Promise<RestoreReport> {
  const key = handle.trim().toLowerCase();
  if (!/^[a-z0-9_-]{1,30}$/.test(key)) throw new RestoreRefused(`"${handle}" is not a page handle.`);
  const pageWhere = `handle = '${key}'`;
  const [page] = await rows<{ id: number; owner_id: string }>(source, sql.raw(`select id, owner_id from ${PAGES} where ${pageWhere}`));
  if (!page) throw new RestoreRefused(`The backup has no page with the handle "${key}".`);
  const [taken] = await rows<{ id: number; handle: string }>(target, sql.raw(`select id, handle from ${PAGES} where ${pageWhere} or id = ${Number(page.id)}`));
  if (taken) {
    throw new RestoreRefused(
      taken.handle === key
        ? `The handle "${key}" exists in the target database (page ${taken.id}): nothing was copied. Rename or delete that page first.`
        : `The page's id ${page.id} is used by "${taken.handle}" in the target database: nothing was copied.`,
    );
  }
  const [owner] = await rows(target, sql`select 1 from users where id = ${page.owner_id}`);
  if (!owner)
    throw new RestoreRefused(`The page's owner (user ${page.owner_id}) does not exist in the target database: restore or re-create that account first.`);
  const migrations = (db: Database) => rows(db, sql`select hash from drizzle.__drizzle_migrations order by id`).then((r) => JSON.stringify(r));
  const [sourceSchema, targetSchema, targetKeys] = await Promise.all([migrations(source), migrations(target), foreignKeys(target)]);
  if (sourceSchema !== targetSchema) {
    throw new RestoreRefused("The backup's schema differs from the target's: restore it into a database migrated to the same version (npm run db:migrate).");
  }
  const tables = pageTables(targetKeys, pageWhere);
  const payloads = await Promise.all(
    tables.map(
      async ({ select }) =>
        (await rows<{ data: unknown[] }>(source, sql.raw(`select coalesce(jsonb_agg(to_jsonb(t)), '[]') as data from (${select}) t`)))[0]!.data,
    ),
  );
  const report: RestoreReport = { pageId: page.id, tables: [] };
  await target.transaction(async (tx) => {
    for (const [index, { table, partitioned }] of tables.entries()) {
      const data = payloads[index]!;
      if (data.length === 0) continue;
      const statement = insertStatement(table, await insertableColumns(tx, table), targetKeys);
      const run = (db: Database) => rows<{ n: number }>(db, sqlWithPayload(statement, data)).then((r) => r[0]!.n);
      // Raw page views live in monthly partitions the target may have pruned: those are skipped, not the whole page.
      const copied = partitioned ? await tx.transaction((inner) => run(inner)).catch(() => 0) : await run(tx);
      report.tables.push({ table, copied, skipped: data.length - copied });
    }
    for (const { table } of tables) await resetSequences(tx, table);
  });
  return report;
}

/** The statement with its one parameter (`$1`) bound to the JSON rows. */
function sqlWithPayload(statement: string, data: unknown[]): SQL {
  const [before, after] = statement.split("$1");
  return sql.join([sql.raw(before!), sql`${JSON.stringify(data)}`, sql.raw(after!)]);
}

/** Ids copied from the backup are below the live sequences already; a fresh target needs its sequences moved past them. */
async function resetSequences(db: Database, table: string) {
  const serials = await rows<{ seq: string; col: string }>(
    db,
    sql`select s.seq, a.attname::text as col from pg_attribute a, lateral (select pg_get_serial_sequence(${table}, a.attname) as seq) s
        where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped and s.seq is not null`,
  );
  for (const { seq, col } of serials) {
    await db.execute(sql.raw(`select setval('${seq}', greatest((select max(${ident(col)}) from ${table}), (select last_value from ${seq})))`));
  }
}
