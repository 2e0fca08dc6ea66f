import { JOURNAL_ENTRY_MAX } from '@aurum/shared/journal/journal-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { confirmedMember } from '../../test/auth-fixtures';
import { everyRow, expectScores, journalClient, moodRowsOf } from '../../test/journal-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const MARKER = 'KudzaiJournalMarker-8841';

describe.each(databaseKinds)('the journal on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-05-12T08:00:00Z'));
  });
  afterAll(() => t.close());

  const member = async () => journalClient(t, (await confirmedMember(t)).session);

  it('saves and analyses an entry, with its mood row, and lists entries newest first', async () => {
    const journal = await member();
    const entry = await journal.save('Long day at work but a lovely braai with friends after.');
    expect(entry).toMatchObject({
      content: 'Long day at work but a lovely braai with friends after.',
      entry_type: 'text',
      analysis: 'analysed',
      created_at: t.clock.now().toISOString(),
    });
    expectScores(entry.mood_analysis);
    expect(entry.ai_insights.length).toBeGreaterThan(0);
    expect(entry.ai_insights.every((line) => typeof line === 'string' && line.length > 0)).toBe(
      true,
    );
    const rows = await moodRowsOf(t, entry.id);
    expect(rows).toEqual([
      expect.objectContaining({ detected_from: 'journal', context: 'AI Journal Entry' }),
    ]);

    t.clock.advance(60);
    const voice = await journal.save('Recorded on the way home.', 'voice');
    expect(voice.entry_type).toBe('voice');
    const { entries, next_cursor } = await journal.page();
    expect(entries.map((e) => e.id)).toEqual([voice.id, entry.id]);
    expect(entries[1]).toEqual(entry);
    expect(next_cursor).toBeNull();
  });

  it('pages with a cursor through entries written at the same moment, none twice', async () => {
    const journal = await member();
    const saved = [];
    for (let i = 0; i < 5; i++) saved.push((await journal.save(`Entry number ${i}`)).id);
    const seen: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 5; pages++) {
      const page = await journal.page(query);
      seen.push(...page.entries.map((e) => e.id));
      if (!page.next_cursor) break;
      query = `?limit=2&cursor=${encodeURIComponent(page.next_cursor)}`;
    }
    expect(seen).toHaveLength(5);
    expect([...seen].sort()).toEqual([...saved].sort());
  });

  it('never keeps the text in plaintext at rest', async () => {
    const journal = await member();
    const entry = await journal.save(`Dear journal, ${MARKER} felt calm and grateful today.`);
    const dump = await everyRow(t);
    expect(dump).toContain(entry.id);
    expect(dump).not.toContain(MARKER);
    expect(dump).not.toContain('calm and grateful');
    // Its insights are sealed too; the member reads both back.
    for (const insight of entry.ai_insights) expect(dump).not.toContain(insight);
    expect((await journal.page()).entries[0]!.content).toContain(MARKER);
  });

  it('keeps all of 20 parallel saves of one member, each with exactly one mood row', async () => {
    const { session } = await confirmedMember(t);
    const journal = journalClient(t, session);
    const saved = await Promise.all(
      Array.from({ length: 20 }, (_, i) => journal.save(`Parallel thought ${i}: a calm morning`)),
    );
    expect(new Set(saved.map((e) => e.id)).size).toBe(20);
    const { entries } = await journal.page('?limit=50');
    expect(entries.map((e) => e.id).sort()).toEqual(saved.map((e) => e.id).sort());
    const perEntry = rowsOf<{ entry: string; n: number }>(
      await t.db.execute(
        sql`select e.id as entry, count(m.id)::int as n from journal_entries e left join mood_tracking m on m.journal_entry_id = e.id where e.user_id = ${session.user.id} group by e.id`,
      ),
    );
    expect(perEntry).toHaveLength(20);
    expect(perEntry.every((row) => Number(row.n) === 1)).toBe(true);
  });

  it('deletes an entry with its mood row', async () => {
    const journal = await member();
    const keep = await journal.save('Keep this one.');
    const drop = await journal.save('Drop this one.');
    const res = await journal.call('DELETE', `/api/journal/entries/${drop.id}`);
    expect(res.statusCode).toBe(204);
    expect(await moodRowsOf(t, drop.id)).toEqual([]);
    expect((await journal.page()).entries.map((e) => e.id)).toEqual([keep.id]);
    expect((await journal.trends()).month.readings).toBe(1);
    const again = await journal.call('DELETE', `/api/journal/entries/${drop.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers an analysed entry as it is when asked to analyse it again', async () => {
    const journal = await member();
    const entry = await journal.save('A quiet, good day.');
    expect(await journal.retry(entry.id)).toEqual(entry);
    expect(await moodRowsOf(t, entry.id)).toHaveLength(1);
  });

  it('reads insights from the member’s own entries', async () => {
    const journal = await member();
    const empty = await journal.call('GET', '/api/journal/insights');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ insights: expect.any(Array), themes: expect.any(Array) });
    await journal.save('Went for a run along the promenade, felt great.');
    const res = await journal.call('GET', '/api/journal/insights');
    const body = res.json() as { insights: unknown[]; themes: unknown[] };
    expect(body.insights.every((line) => typeof line === 'string')).toBe(true);
    expect(Array.isArray(body.themes)).toBe(true);
  });

  it('takes an entry of exactly the longest length', async () => {
    const journal = await member();
    const entry = await journal.save('a'.repeat(JOURNAL_ENTRY_MAX));
    expect(entry.content).toHaveLength(JOURNAL_ENTRY_MAX);
  });
});
