import { z } from 'zod';
import {
  ENTRY_TYPES,
  type EntryType,
  JOURNAL_ENTRY_MAX,
  JOURNAL_PAGE_DEFAULT,
  JOURNAL_PAGE_MAX,
  MAX_CHECK_IN_ACTIVITIES,
  MOOD_ACTIVITIES,
  type MoodActivity,
  type MoodSource,
  type MoodWord,
  SCORE_MAX,
  SCORE_MIN,
} from './journal-rules';

export * from './journal-rules';

const score = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}` })
    .int(`${label} must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`)
    .min(SCORE_MIN, `${label} must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`)
    .max(SCORE_MAX, `${label} must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`);

/** The analysis of one entry (the spec's function answer): integers 1-10. */
export const moodAnalysisSchema = z.object({
  mood: score('Mood'),
  energy: score('Energy'),
  stress: score('Stress'),
});
export type MoodAnalysis = z.output<typeof moodAnalysisSchema>;

/** POST /api/journal/entries: the entry's text (Save is refused when it is blank). */
export const journalEntryInputSchema = z.object({
  content: z
    .string({ error: 'Write something first' })
    .trim()
    .min(1, 'Write something first')
    .max(JOURNAL_ENTRY_MAX, `At most ${JOURNAL_ENTRY_MAX} characters`),
  entry_type: z.enum(ENTRY_TYPES, { error: 'The entry type is not valid' }).default('text'),
});
export type JournalEntryInput = z.output<typeof journalEntryInputSchema>;

/** GET /api/journal/entries?limit=&cursor=: newest first. */
export const journalPageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'The limit is not valid' })
    .int('The limit is not valid')
    .min(1, 'The limit is not valid')
    .max(JOURNAL_PAGE_MAX, 'The limit is not valid')
    .default(JOURNAL_PAGE_DEFAULT),
  cursor: z.string().max(200, 'The cursor is not valid').optional(),
});
export type JournalPageQuery = z.output<typeof journalPageQuerySchema>;

/**
 * A saved entry. `mood_analysis` is null (and `analysis` is 'failed') when the analysis could not
 * run: the entry is kept and `POST /api/journal/entries/:id/analysis` tries again.
 */
export interface JournalEntry {
  id: string;
  content: string;
  entry_type: EntryType;
  mood_analysis: MoodAnalysis | null;
  ai_insights: string[];
  analysis: 'analysed' | 'failed';
  created_at: string;
}

export interface JournalPage {
  entries: JournalEntry[];
  /** Pass as ?cursor= for the next page; null on the last page. */
  next_cursor: string | null;
}

/** POST /api/mood/check-ins: the two-tap check-in (a score and activity tags). */
export const moodCheckInInputSchema = z.object({
  mood: score('Mood'),
  energy: score('Energy').optional(),
  stress: score('Stress').optional(),
  activities: z
    .array(z.enum(MOOD_ACTIVITIES, { error: 'Choose activities from the list' }))
    .max(MAX_CHECK_IN_ACTIVITIES, `Choose at most ${MAX_CHECK_IN_ACTIVITIES} activities`)
    .default([])
    .transform((activities) => [...new Set(activities)]),
});
export type MoodCheckInInput = z.output<typeof moodCheckInInputSchema>;

/** One mood row (spec: mood_tracking), from a journal entry or a check-in. */
export interface MoodReading {
  id: string;
  mood_score: number;
  energy_level: number | null;
  stress_level: number | null;
  detected_from: MoodSource;
  context: string;
  activities: MoodActivity[];
  /** The entry it was read from, for journal readings. */
  journal_entry_id: string | null;
  created_at: string;
}

/** Averages over a window; null when the window has no readings. */
export interface MoodAverages {
  mood: number | null;
  energy: number | null;
  stress: number | null;
  readings: number;
}

/** One day of the member's (Africa/Johannesburg) calendar in the trends window. */
export interface MoodDay {
  /** YYYY-MM-DD in the member's time zone. */
  date: string;
  /** Averages of that day's readings, one decimal; null on a day without readings. */
  mood: number | null;
  energy: number | null;
  stress: number | null;
  readings: number;
}

/** Which activities go with better days: the mean mood with the tag against without it. */
export interface ActivityEffect {
  activity: MoodActivity;
  readings: number;
  average_mood: number;
  /** average_mood minus the mean of the readings without this tag (one decimal). */
  difference: number;
}

/** GET /api/mood/trends: one computation every screen (and the assistant) reads. */
export interface MoodTrends {
  week: MoodAverages;
  month: MoodAverages;
  /** TRENDS_DAYS days, oldest first, ending today. */
  days: MoodDay[];
  activities: ActivityEffect[];
  latest: MoodReading | null;
  /** Today's mood (the mean of today's readings) and its word, or null before the first today. */
  today: { mood: number; word: MoodWord } | null;
  /** The last three readings are below 4: offer a reset or a person. */
  low_streak: boolean;
}

/** GET /api/journal/insights: what the member's own entries say, in short sentences. */
export interface JournalInsights {
  insights: string[];
  /** Recurring themes across entries, with how the member's mood went when they came up. */
  themes: { theme: string; entries: number; average_mood: number | null }[];
}
