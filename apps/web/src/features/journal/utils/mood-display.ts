import type { MoodActivity, MoodStep } from '@aurum/shared/journal/journal-contract';
import { formatScore, MOOD_EMOJI, moodStep } from '@aurum/shared/journal/journal-rules';
import { LOCALE } from '@aurum/shared/format/locale';
import { onFirstUse } from '@aurum/shared/format/on-first-use';

/** An average as the server sends it, written as everywhere in Aurum (formatScore): "7.0", "6.4". */
export const formatAverage = formatScore;

/** A mood with its emoji and score out of 10: "🙂 7/10". */
export function moodFace(score: number): string {
  return MOOD_EMOJI[moodStep(score)];
}

/**
 * The quick check-in's faces, one for each of the spec's mood steps (thresholds 8 / 6 / 4): a tap
 * on a face gives its step's score, as a tap on a number gives that number.
 */
export const CHECK_IN_FACES: readonly { step: MoodStep; score: number; label: string }[] = [
  { step: 'low', score: 2, label: 'Low' },
  { step: 'fair', score: 5, label: 'Okay' },
  { step: 'good', score: 7, label: 'Good' },
  { step: 'excellent', score: 9, label: 'Great' },
];

/** "dining out" -> "Dining out". */
export function activityLabel(activity: MoodActivity): string {
  return activity.charAt(0).toUpperCase() + activity.slice(1);
}

const shortDay = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const longDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
);
const wallDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A trends day (YYYY-MM-DD, the member's own day) as "24 Nov". */
export const shortDate = (date: string) => shortDay().format(wallDate(date));
/** A trends day as "Tuesday, 24 November". */
export const longDate = (date: string) => longDay().format(wallDate(date));

/** "+1.2" / "-0.8" / "0.0": how much better (or worse) the days with an activity went. */
export function signedDifference(difference: number): string {
  const text = Math.abs(difference).toFixed(1);
  if (difference > 0) return `+${text}`;
  if (difference < 0) return `−${text}`;
  return text;
}
