/**
 * Background members for data-scaling.bench.ts: copies of one member's year (made through the
 * API), inserted with SQL in bulk. Each copy's rows are the template's rows with new ids
 * (md5 of the template row's id and the copy's member id, so children find their parents), the
 * copy's member id, and the rest as the app wrote it: sealed columns keep the template's sealed
 * text (well-formed, bound to the template row, never opened: no one reads another member's rows).
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DatabaseHandle } from '@aurum/server/src/db/client';

interface Copied {
  table: string;
  /** Template rows: `t` is the table, `:template` the template member's id. */
  from: (template: string) => SQL;
  /** Column -> SQL expression over `t` (the template row) and `b` (the copy's member). */
  overrides: Record<string, string>;
}

const newId = (column: string) => `md5(t.${column}::text || b.id::text)::uuid`;
const own = (table: string) => (template: string) =>
  sql`from ${sql.identifier(table)} t cross join bench_members b where t.user_id = ${template}`;
const mine = { id: newId('id'), user_id: 'b.id' };

/** In the order of their foreign keys. */
const COPIED: Copied[] = [
  {
    table: 'users',
    from: (template) => sql`from users t cross join bench_members b where t.id = ${template}`,
    overrides: { id: 'b.id', email: `'bench.' || b.n || '@background.test'` },
  },
  {
    table: 'profiles',
    from: (template) => sql`from profiles t cross join bench_members b where t.id = ${template}`,
    overrides: { id: 'b.id', email: `'bench.' || b.n || '@background.test'` },
  },
  { table: 'service_requests', from: own('service_requests'), overrides: mine },
  {
    table: 'request_status_updates',
    from: (template) =>
      sql`from request_status_updates t join service_requests r on r.id = t.request_id cross join bench_members b where r.user_id = ${template}`,
    overrides: { id: newId('id'), request_id: newId('request_id') },
  },
  { table: 'journal_entries', from: own('journal_entries'), overrides: mine },
  {
    table: 'mood_tracking',
    from: own('mood_tracking'),
    overrides: { ...mine, journal_entry_id: newId('journal_entry_id') },
  },
  { table: 'chat_messages', from: own('chat_messages'), overrides: mine },
  { table: 'notifications', from: own('notifications'), overrides: mine },
  {
    table: 'notification_deliveries',
    from: own('notification_deliveries'),
    overrides: { ...mine, notification_id: newId('notification_id') },
  },
  { table: 'calendar_events', from: own('calendar_events'), overrides: mine },
];

/** The table's columns that the app writes (not the ones a sequence fills). */
async function columnsOf(database: DatabaseHandle, table: string) {
  const rows = rowsOf<{ column_name: string }>(
    await database.db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = ${table}
        and coalesce(column_default, '') not like 'nextval(%'
        and is_generated = 'NEVER'
      order by ordinal_position`),
  );
  return rows.map((row) => row.column_name);
}

/** Adds background members numbered [from, to) as copies of `template`'s rows. */
export async function addBackgroundMembers(
  database: DatabaseHandle,
  template: string,
  from: number,
  to: number,
  batch = 10_000,
) {
  const { db } = database;
  const columns = new Map<string, string[]>();
  for (const copied of COPIED) columns.set(copied.table, await columnsOf(database, copied.table));
  for (let start = from; start < to; start += batch) {
    const end = Math.min(to, start + batch);
    await db.transaction(async (tx) => {
      // Consistent by construction: the foreign keys' per-row checks (triggers) are skipped.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`create temporary table bench_members (id uuid, n int) on commit drop`);
      await tx.execute(
        sql`insert into bench_members select md5('bench-member-' || n)::uuid, n from generate_series(${start}::int, ${end - 1}::int) n`,
      );
      for (const copied of COPIED) {
        const names = columns.get(copied.table)!;
        const values = names.map((name) => copied.overrides[name] ?? `t.${name}`);
        await tx.execute(
          sql`insert into ${sql.identifier(copied.table)} (${sql.raw(names.map((n) => `"${n}"`).join(', '))}) select ${sql.raw(values.join(', '))} ${copied.from(template)}`,
        );
      }
    });
    if (process.env.BENCH_PROGRESS) console.log(`  ${end} members`);
  }
  await db.execute(sql`analyze`);
}
