import { describe, expect, it } from 'vitest';
import { journalInsights, type EntryForInsights } from './journal-insights';

const day = (n: number) => new Date(Date.UTC(2025, 2, n, 8));
const entry = (n: number, content: string, mood: number | null): EntryForInsights => ({
  content,
  mood,
  createdAt: day(n),
});

describe('journalInsights', () => {
  it('answers empty lists for a member without entries', () => {
    expect(journalInsights([])).toEqual({ insights: [], themes: [] });
  });

  it("finds what lifts and what lowers the mood from the member's own entries", () => {
    const entries = [
      entry(1, 'Deadlines at work all day, the client is impossible.', 3),
      entry(2, 'Lekker braai with the family, the kids swam all afternoon.', 8),
      entry(3, 'Board meeting ran late again. Work is relentless.', 4),
      entry(4, 'Sunday lunch with my family at the farm.', 9),
      entry(5, 'Another meeting that could have been an email.', 4),
      entry(6, 'Quiet evening reading.', 6),
    ];
    const { insights, themes } = journalInsights(entries);
    expect(themes).toEqual([
      { theme: 'work', entries: 3, average_mood: 3.7 },
      { theme: 'family', entries: 2, average_mood: 8.5 },
      { theme: 'food', entries: 2, average_mood: 8.5 },
    ]);
    expect(insights).toContain('Work comes up most often: in 3 of your 6 entries.');
    expect(insights).toContain(
      'Entries that mention family tend to be your brighter ones: mood 8.5 on average, against 4.3 otherwise.',
    );
    expect(insights).toContain(
      'Work tends to come up on your harder days: mood 3.7 when it does, against 7.7 when it does not.',
    );
    expect(insights.length).toBeLessThanOrEqual(4);
  });

  it('tells how the mood has moved, from the entries in time order whatever order they come in', () => {
    const lifting = [
      entry(9, 'Feeling much better.', 8),
      entry(1, 'Rough day.', 3),
      entry(2, 'Still low.', 4),
      entry(8, 'Good day.', 7),
    ];
    expect(journalInsights(lifting).insights).toContain(
      'Your mood has lifted lately: 7.5 in your recent entries, against 3.5 before.',
    );
    const falling = lifting.map((item) => ({ ...item, mood: 11 - (item.mood ?? 0) }));
    expect(journalInsights(falling).insights).toContain(
      'Your recent entries read lower than before: 3.5, against 7.5. Be gentle with yourself.',
    );
    const steady = [5, 6, 6, 5].map((mood, index) => entry(index + 1, 'A day.', mood));
    expect(journalInsights(steady).insights).toContain(
      'Your mood has held steady, around 5.5 out of 10.',
    );
  });

  it('keeps a theme without readings, its average mood null, and leaves failed readings out', () => {
    const entries = [
      entry(1, 'Load shedding again tonight.', null),
      entry(2, 'Load shedding for four hours, the generator coped.', null),
      entry(3, 'Calm day.', 7),
    ];
    const { insights, themes } = journalInsights(entries);
    expect(themes).toEqual([{ theme: 'load shedding', entries: 2, average_mood: null }]);
    expect(insights).toContain('Load shedding comes up most often: in 2 of your 3 entries.');
    expect(insights).toContain('Your entries so far read at a mood of 7.0 out of 10 on average.');
  });

  it('lists the themes of a first entry and does not compare what it cannot', () => {
    const { insights, themes } = journalInsights([entry(1, 'Gym, then dinner with friends.', 8)]);
    expect(themes.map((theme) => theme.theme)).toEqual(['exercise', 'food', 'friends']);
    expect(insights).toEqual(['Your entries so far read at a mood of 8.0 out of 10 on average.']);
  });
});
