import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { SealedBox } from '../../platform/crypto/sealed-box';
import { confirmedMember } from '../../test/auth-fixtures';
import { journalClient } from '../../test/journal-fixtures';
import { createTestApp, createTestAppOver, databaseKinds, type TestApp } from '../../test/test-app';
import { resealReportLines } from '../../cli/reseal-keys';
import { RESEAL_BATCH } from './reseal.service';
import * as repo from './reseal.repo';
import { NOT_UNDER_THE_DATA_KEY, SEALED_TABLES } from './sealed-columns';

const [A, B, C] = [0, 1, 2].map(() => randomBytes(32).toString('base64')) as [
  string,
  string,
  string,
];
const idOf = (key: string) => new SealedBox(key).keyId;

/** Every sealed value of the database, as `table.column: value`. */
async function sealedValues(t: TestApp) {
  const values: string[] = [];
  for (const { table, columns } of SEALED_TABLES) {
    for (const { column } of columns) {
      const rows = rowsOf<{ v: string }>(
        await t.db.execute(
          sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
        ),
      );
      values.push(...rows.map((row) => `${table}.${column}: ${row.v}`));
    }
  }
  return values;
}

describe.each(databaseKinds)('rotating DATA_ENCRYPTION_KEY on %s (ADR 083)', (kind) => {
  let t: TestApp;
  const instances: TestApp[] = [];
  /** Another instance over the same database with other keys (closed without the database). */
  const instance = async (env: Record<string, string>) => {
    const other = await createTestAppOver(t.database, { env, clock: t.clock });
    instances.push(other);
    return other;
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { DATA_ENCRYPTION_KEY: A } });
  });
  afterAll(async () => {
    for (const other of instances) await other.app.close();
    await t.close();
  });

  it('lists every sealed column of the database', async () => {
    const listed = SEALED_TABLES.flatMap(({ table, columns }) =>
      columns.map(({ column }) => `${table}.${column}`),
    );
    expect(await repo.sealedColumnsOfTheDatabase(t.db)).toEqual(
      [...listed, ...NOT_UNDER_THE_DATA_KEY].toSorted(),
    );
  });

  it('reads through a rotation, re-seals everything, and reads with the new key alone', async () => {
    const { session } = await confirmedMember(t);
    const before = journalClient(t, session);
    const first = await before.save('The harbour at dawn, before anyone else');
    const second = await before.save('Lunch with Lerato');
    // A value sealed before key ids were written: the same sealing, without `<key id>:`.
    await t.db.execute(
      sql`update journal_entries set sealed_content = split_part(sealed_content, ':', 2) where id = ${second.id}`,
    );

    const rotated = await instance({ DATA_ENCRYPTION_KEY: B, DATA_ENCRYPTION_KEY_PREVIOUS: A });
    const during = journalClient(rotated, session);
    const third = await during.save('Written after the rotation');
    const read = (await during.page()).entries.map((entry) => entry.content);
    expect(read.toSorted()).toEqual(
      [
        'The harbour at dawn, before anyone else',
        'Lunch with Lerato',
        'Written after the rotation',
      ].toSorted(),
    );
    // Writes seal with the new key: the new entry's content and insights, nothing else.
    const underB = (await sealedValues(t)).filter((v) => v.includes(`: ${idOf(B)}:`));
    expect(underB.map((v) => v.split(':')[0])).toEqual([
      'journal_entries.sealed_content',
      'journal_entries.sealed_insights',
    ]);

    // The start scheduled the re-seal in the outbox; any instance's worker runs it.
    expect(await rotated.services.dataKeys.reseal.remaining()).toBe(2);
    await rotated.services.jobs.drain();
    expect(await rotated.services.dataKeys.reseal.remaining()).toBe(0);
    const after = await sealedValues(t);
    expect(after.length).toBeGreaterThanOrEqual(3);
    for (const value of after) expect(value).toMatch(new RegExp(`: ${idOf(B)}:`));
    const keyIds = rowsOf<{ key_id: string }>(
      await t.db.execute(sql`select distinct key_id from journal_entries`),
    );
    expect(keyIds).toEqual([{ key_id: idOf(B) }]);

    // Again: nothing left to do (idempotent), and the CLI's report says the old key can go.
    const report = await rotated.services.dataKeys.reseal.resealAll();
    expect(Object.values(report.resealed).every((n) => n === 0)).toBe(true);
    expect(resealReportLines(report).at(-1)).toBe(
      'Every sealed value is under the current key: DATA_ENCRYPTION_KEY_PREVIOUS can be removed.',
    );

    const newOnly = await instance({ DATA_ENCRYPTION_KEY: B });
    const entries = (await journalClient(newOnly, session).page()).entries;
    expect(entries.map((entry) => entry.content).toSorted()).toEqual(read.toSorted());
    expect([first.id, second.id, third.id].every((id) => entries.some((e) => e.id === id))).toBe(
      true,
    );

    // An instance without the key the data is under refuses clearly, never reads wrongly.
    const stale = await instance({ DATA_ENCRYPTION_KEY: C, DATA_ENCRYPTION_KEY_PREVIOUS: A });
    await expect(stale.services.dataKeys.reseal.resealAll()).rejects.toThrow(
      `Sealed with key ${idOf(B)}, which is not configured: add that key to DATA_ENCRYPTION_KEY_PREVIOUS`,
    );
    const refused = await journalClient(stale, session).call('GET', '/api/journal/entries');
    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain('Lerato');
  });

  it('shares a re-seal of many rows between two instances, each row once', async () => {
    const { session } = await confirmedMember(t);
    const [{ id: userId }] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from users where email = ${session.user.email}`),
    ) as [{ id: string }];
    const journal = SEALED_TABLES.find((table) => table.table === 'journal_entries')!;
    const content = journal.columns[0]!;
    const underA = new SealedBox(A);
    const rows = Array.from({ length: RESEAL_BATCH * 2 + 30 }, () => {
      const id = randomUUID();
      return sql`(${id}, ${userId}, 'text', ${underA.seal(`entry ${id}`, content.associatedData(id))}, ${underA.keyId}, now())`;
    });
    await t.db.execute(
      sql`insert into journal_entries (id, user_id, entry_type, sealed_content, key_id, created_at) values ${sql.join(rows, sql`, `)}`,
    );
    const env = { DATA_ENCRYPTION_KEY: C, DATA_ENCRYPTION_KEY_PREVIOUS: `${B},${A}` };
    const [one, two] = [await instance(env), await instance(env)];
    const reports = await Promise.all(
      [one, two].map((i) => i.services.dataKeys.reseal.resealAll()),
    );
    const total = (table: string) =>
      reports.reduce((sum, report) => sum + report.resealed[table]!, 0);
    // Every journal row: the 230 inserted under A and the earlier test's three under B.
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from journal_entries`),
    ) as [{ n: number }];
    expect(total('journal_entries')).toBe(Number(n));
    expect(reports.map((report) => report.remaining)).toEqual([0, 0]);
    const page = await journalClient(one, session).page();
    expect(page.entries[0]!.content).toMatch(/^entry /);
  });
});
