/**
 * The AI Journal Companion and mood (spec 02 sections 2, 7, 9; issue 28): the spec's texts,
 * constants and the rules every screen shares (one truth per number).
 */

/** The spec's texts on the journal screen. */
export const JOURNAL_TEXTS = {
  saveAndAnalyze: 'Save & Analyze',
  analyzing: 'Analyzing...',
  voiceEntry: 'Voice Entry',
  voiceUnavailable: 'Voice journaling will be available in the next update!',
  savedTitle: 'Entry Saved',
  savedDescription: 'Your journal entry has been analyzed and saved securely.',
  failedTitle: 'Analysis Failed',
  /** The spec says "saved locally"; in Aurum the entry is saved on the server (ADR 059). */
  failedDescription: "Could not analyze entry, but it's been saved.",
  trendsEmpty: 'Start journaling to see your mood trends!',
} as const;

export const JOURNAL_TABS = ['Write', 'Entries', 'Insights', 'Trends'] as const;

/** The longest entry Aurum keeps (characters, after trimming). */
export const JOURNAL_ENTRY_MAX = 10_000;
export const JOURNAL_PAGE_DEFAULT = 20;
export const JOURNAL_PAGE_MAX = 50;

export const ENTRY_TYPES = ['text', 'voice'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Where a mood reading came from (spec: detected_from). */
export const MOOD_SOURCES = ['journal', 'check_in'] as const;
export type MoodSource = (typeof MOOD_SOURCES)[number];
/** The spec's context of a reading the journal recorded. */
export const JOURNAL_MOOD_CONTEXT = 'AI Journal Entry';
export const CHECK_IN_MOOD_CONTEXT = 'Mood check-in';

/** Scores are integers 1-10; a missing mood or energy reads as 5 (spec 02 section 9). */
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;
export const DEFAULT_SCORE = 5;
/** Stress above this is drawn red. */
export const STRESS_RED_ABOVE = 6;
/** The weekly window and the trends window, in the member's days. */
export const WEEK_DAYS = 7;
export const TRENDS_DAYS = 30;
/** Readings below this, three in a row, make the concierge offer a reset or a person. */
export const LOW_MOOD_BELOW = 4;
export const LOW_MOOD_STREAK = 3;

/** The activity tags of the quick check-in (a member picks up to MAX_CHECK_IN_ACTIVITIES). */
export const MOOD_ACTIVITIES = [
  'exercise',
  'family',
  'friends',
  'partner',
  'work',
  'sleep',
  'outdoors',
  'travel',
  'dining out',
  'cooking',
  'wellness',
  'reading',
  'music',
  'meditation',
  'shopping',
  'rest',
] as const;
export type MoodActivity = (typeof MOOD_ACTIVITIES)[number];
export const MAX_CHECK_IN_ACTIVITIES = 5;

/** The mood bands the analysis is measured by (issue 28): low <= 4, mid 5-6, high >= 7. */
export type ScoreBand = 'low' | 'mid' | 'high';
export function scoreBand(score: number): ScoreBand {
  if (score <= 4) return 'low';
  if (score <= 6) return 'mid';
  return 'high';
}

/** The spec's mood colour and emoji steps (thresholds 8 / 6 / 4). */
export type MoodStep = 'excellent' | 'good' | 'fair' | 'low';
export function moodStep(score: number): MoodStep {
  if (score >= 8) return 'excellent';
  if (score >= 6) return 'good';
  if (score >= 4) return 'fair';
  return 'low';
}
export const MOOD_EMOJI: Record<MoodStep, string> = {
  excellent: '😊',
  good: '🙂',
  fair: '😐',
  low: '😔',
};

/** The lifestyle replies' words for a mood out of 10 (7 and above great, 4 and above okay). */
export type MoodWord = 'great' | 'okay' | 'low';
export function moodWord(score: number): MoodWord {
  if (score >= 7) return 'great';
  if (score >= 4) return 'okay';
  return 'low';
}

/** True when the last LOW_MOOD_STREAK readings (newest first) are all below LOW_MOOD_BELOW. */
export function isLowMoodStreak(newestFirst: readonly { mood_score: number }[]): boolean {
  return (
    newestFirst.length >= LOW_MOOD_STREAK &&
    newestFirst.slice(0, LOW_MOOD_STREAK).every((reading) => reading.mood_score < LOW_MOOD_BELOW)
  );
}

/**
 * A mood, energy or stress average as every screen, insight and the assistant write it: one
 * decimal, always shown, with a point like every rating in Aurum ("6.4", "7.0").
 */
export function formatScore(value: number): string {
  return value.toFixed(1);
}
