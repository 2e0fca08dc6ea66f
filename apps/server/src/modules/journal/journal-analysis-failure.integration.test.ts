import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmedMember } from '../../test/auth-fixtures';
import { expectScores, journalClient, moodRowsOf } from '../../test/journal-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** Aurum's own analysis, made to throw while `broken` is set (no language model here). */
const analysis = vi.hoisted(() => ({ broken: false }));
vi.mock('./analysis/analyse-entry', async (importOriginal) => {
  const original = await importOriginal<typeof import('./analysis/analyse-entry')>();
  return {
    ...original,
    analyseEntry: (text: string) => {
      if (analysis.broken) throw new Error('analysis unavailable');
      return original.analyseEntry(text);
    },
  };
});

describe.each(databaseKinds)('an entry whose analysis fails, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-05-12T08:00:00Z'));
  });
  afterAll(() => t.close());

  it('is kept without a mood row, and analysed when asked again', async () => {
    const journal = journalClient(t, (await confirmedMember(t)).session);
    analysis.broken = true;
    const entry = await journal.save('Stressed about the deadline, but the dog made me laugh.');
    expect(entry).toMatchObject({
      content: 'Stressed about the deadline, but the dog made me laugh.',
      mood_analysis: null,
      ai_insights: [],
      analysis: 'failed',
    });
    expect(await moodRowsOf(t, entry.id)).toEqual([]);
    expect((await journal.page()).entries).toEqual([entry]);
    expect((await journal.trends()).month.readings).toBe(0);

    // Still failing: the entry is answered as it is.
    expect(await journal.retry(entry.id)).toEqual(entry);

    analysis.broken = false;
    t.clock.advance(600);
    const analysed = await journal.retry(entry.id);
    expect(analysed).toMatchObject({ id: entry.id, analysis: 'analysed' });
    expectScores(analysed.mood_analysis);
    expect(analysed.ai_insights.length).toBeGreaterThan(0);
    // The reading is the mood of the moment the entry was written.
    const rows = await moodRowsOf(t, entry.id);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.created_at).toISOString()).toBe(entry.created_at);
    expect((await journal.page()).entries).toEqual([analysed]);

    // Asked again (twice at once): the same entry, still one reading.
    const again = await Promise.all([journal.retry(entry.id), journal.retry(entry.id)]);
    expect(again).toEqual([analysed, analysed]);
    expect(await moodRowsOf(t, entry.id)).toHaveLength(1);
  });

  it('two retries racing record one reading', async () => {
    const journal = journalClient(t, (await confirmedMember(t)).session);
    analysis.broken = true;
    const entry = await journal.save('Tired. So tired.');
    analysis.broken = false;
    const answers = await Promise.all(Array.from({ length: 5 }, () => journal.retry(entry.id)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]!.analysis).toBe('analysed');
    expect(await moodRowsOf(t, entry.id)).toHaveLength(1);
  });
});
