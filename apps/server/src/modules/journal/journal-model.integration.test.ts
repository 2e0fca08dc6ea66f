import type { JournalEntry } from '@aurum/shared/journal/journal-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client';
import { confirmedMember } from '../../test/auth-fixtures';
import { type FakeAnswer, refusedUrl, startFakeOpenAi, modelEnv } from '../../test/fake-openai';
import { expectScores, journalClient } from '../../test/journal-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/** Aurum's own analysis, made to throw while `broken` is set. */
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

const ENTRY = 'Deadline tomorrow and I cannot sleep. Panicking a bit, so drained.';
const MODEL_INSIGHTS = ['The deadline is weighing on you.', 'Sleep has been short this week.'];

/** The analysis tool call, its arguments split mid-token as real servers stream them. */
const analysisCall = (args: unknown, name = 'record_mood_analysis'): FakeAnswer => {
  const json = typeof args === 'string' ? args : JSON.stringify(args);
  return {
    kind: 'stream',
    toolCall: { name, arguments: [json.slice(0, 9), json.slice(9, 30), json.slice(30)] },
  };
};

describe.each(databaseKinds)('the journal with a language model on %s', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let journal: ReturnType<typeof journalClient>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      env: modelEnv(fake.baseUrl, 300),
    });
    t.clock.set(new Date('2026-05-12T08:00:00Z'));
    journal = journalClient(t, (await confirmedMember(t)).session);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const scoresOf = async (entryId: string) =>
    rowsOf<{ mood: number; energy: number; stress: number }>(
      await t.db.execute(
        sql`select mood_score as mood, energy_level as energy, stress_level as stress from mood_tracking where journal_entry_id = ${entryId}`,
      ),
    );

  it("reads the entry with the model's checked tool call", async () => {
    fake.answerWith(analysisCall({ mood: 3, energy: 2, stress: 9, insights: MODEL_INSIGHTS }));
    const before = fake.requests.length;
    const entry = await journal.save(ENTRY);
    expect(entry).toMatchObject({
      mood_analysis: { mood: 3, energy: 2, stress: 9 },
      ai_insights: MODEL_INSIGHTS,
      analysis: 'analysed',
    });
    expect(await scoresOf(entry.id)).toEqual([{ mood: 3, energy: 2, stress: 9 }]);
    const sent = fake.requests[before] as {
      messages: { role: string; content: string }[];
      tools: { function: { name: string; parameters: { properties: object } } }[];
    };
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: ENTRY });
    expect(sent.tools.map((tool) => tool.function.name)).toEqual(['record_mood_analysis']);
    expect(Object.keys(sent.tools[0]!.function.parameters.properties).sort()).toEqual([
      'energy',
      'insights',
      'mood',
      'stress',
    ]);
  });

  const expectOwnAnalysis = (entry: JournalEntry) => {
    expect(entry.analysis).toBe('analysed');
    expectScores(entry.mood_analysis);
    expect(entry.ai_insights).not.toEqual(MODEL_INSIGHTS);
    expect(entry.ai_insights.length).toBeLessThanOrEqual(4);
  };

  const unusable: [string, FakeAnswer][] = [
    ['an error status', { kind: 'status', status: 500 }],
    ['a slow answer (time-out)', { kind: 'slow', delayMs: 2_000 }],
    ['mood 11', analysisCall({ mood: 11, energy: 2, stress: 9, insights: MODEL_INSIGHTS })],
    ['mood 0', analysisCall({ mood: 0, energy: 2, stress: 9, insights: MODEL_INSIGHTS })],
    ['stress 5.5', analysisCall({ mood: 3, energy: 2, stress: 5.5, insights: MODEL_INSIGHTS })],
    ['a missing score', analysisCall({ mood: 3, energy: 2, insights: MODEL_INSIGHTS })],
    [
      'five insights',
      analysisCall({ mood: 3, energy: 2, stress: 9, insights: [...MODEL_INSIGHTS, 'a', 'b', 'c'] }),
    ],
    ['insights not strings', analysisCall({ mood: 3, energy: 2, stress: 9, insights: [1, 2] })],
    ['arguments that are not JSON', analysisCall('{"mood": 3, "energy"')],
    ['another tool', analysisCall({ mood: 3, energy: 2, stress: 9, insights: [] }, 'other')],
    ['text without a tool call', { kind: 'stream', text: ['You seem stressed.'] }],
  ];
  it.each(unusable)('falls back to Aurum’s own analysis on %s', async (_label, answer) => {
    fake.answerWith(answer);
    const asked = fake.requests.length;
    const entry = await journal.save(ENTRY);
    expect(fake.requests).toHaveLength(asked + 1);
    expectOwnAnalysis(entry);
    expect(await scoresOf(entry.id)).toEqual([entry.mood_analysis]);
  });

  it('keeps the entry unanalysed when the model and its fallback both fail, then retries', async () => {
    analysis.broken = true;
    fake.answerWith({ kind: 'status', status: 503 });
    const entry = await journal.save(ENTRY);
    expect(entry).toMatchObject({ analysis: 'failed', mood_analysis: null, ai_insights: [] });
    expect(await scoresOf(entry.id)).toEqual([]);
    analysis.broken = false;
    fake.answerWith(analysisCall({ mood: 4, energy: 3, stress: 8, insights: MODEL_INSIGHTS }));
    const retried = await journal.retry(entry.id);
    expect(retried).toMatchObject({
      analysis: 'analysed',
      mood_analysis: { mood: 4, energy: 3, stress: 8 },
      ai_insights: MODEL_INSIGHTS,
    });
  });
});

describe('the journal with an unreachable language model', () => {
  it('falls back to Aurum’s own analysis when the connection is refused', async () => {
    const t = await createTestApp('pglite', {
      env: { AI_BASE_URL: await refusedUrl(), AI_MODEL: 'aurum-test', AI_TIMEOUT_MS: '1000' },
    });
    try {
      const journal = journalClient(t, (await confirmedMember(t)).session);
      const entry = await journal.save(ENTRY);
      expect(entry.analysis).toBe('analysed');
      expectScores(entry.mood_analysis);
    } finally {
      await t.close();
    }
  });
});
