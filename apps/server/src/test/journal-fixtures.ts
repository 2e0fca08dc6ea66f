import type { Session } from '@aurum/shared/auth/session';
import type {
  JournalEntry,
  JournalPage,
  MoodReading,
  MoodTrends,
} from '@aurum/shared/journal/journal-contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../db/client';
import { bearer } from './auth-fixtures';
import type { TestApp } from './test-app';

/** The journal and mood API as a member's browser calls it. */
export function journalClient(t: TestApp, session: Session) {
  const call = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(session),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(res: Promise<{ statusCode: number; body: string }>, status: number) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(status);
    return JSON.parse(done.body) as T;
  };
  return {
    call,
    save: (content: string, entryType?: 'text' | 'voice') =>
      ok<JournalEntry>(
        call('POST', '/api/journal/entries', {
          content,
          ...(entryType ? { entry_type: entryType } : {}),
        }),
        201,
      ),
    page: (query = '') => ok<JournalPage>(call('GET', `/api/journal/entries${query}`), 200),
    retry: (id: string) =>
      ok<JournalEntry>(call('POST', `/api/journal/entries/${id}/analysis`), 200),
    checkIn: (body: object) => ok<MoodReading>(call('POST', '/api/mood/check-ins', body), 201),
    trends: () => ok<MoodTrends>(call('GET', '/api/mood/trends'), 200),
  };
}

/** Asserts an analysis as the contract gives it: three whole numbers from 1 to 10. */
export function expectScores(analysis: JournalEntry['mood_analysis']) {
  expect(analysis).not.toBeNull();
  for (const score of [analysis!.mood, analysis!.energy, analysis!.stress]) {
    expect(Number.isInteger(score)).toBe(true);
    expect(score).toBeGreaterThanOrEqual(1);
    expect(score).toBeLessThanOrEqual(10);
  }
}

/** The mood rows of a journal entry, as stored. */
export async function moodRowsOf(t: TestApp, entryId: string) {
  return rowsOf<{ detected_from: string; context: string; created_at: string | Date }>(
    await t.db.execute(
      sql`select detected_from, context, created_at from mood_tracking where journal_entry_id = ${entryId}`,
    ),
  );
}

/** Every row of every table of the database, as text (what a stolen dump would show). */
export async function everyRow(t: TestApp) {
  const tables = rowsOf<{ name: string }>(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await t.db.execute(sql`select t::text as row from ${sql.identifier(name)} t`),
    );
    texts.push(...rows.map((r) => `${name}: ${r.row}`));
  }
  return texts.join('\n');
}
