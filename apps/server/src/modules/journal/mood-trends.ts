import {
  type ActivityEffect,
  isLowMoodStreak,
  MOOD_ACTIVITIES,
  type MoodAverages,
  type MoodDay,
  type MoodReading,
  type MoodTrends,
  moodWord,
  WEEK_DAYS,
} from '@aurum/shared/journal/journal-contract';
import { localDateOf } from './mood-days';

/** Averages and differences are shown with one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

const roundedMean = (values: readonly (number | null)[]) => {
  const average = mean(values.filter((value): value is number => value !== null));
  return average === null ? null : oneDecimal(average);
};

/** Mood, energy and stress averaged over readings; a missing energy or stress is left out. */
function averagesOf(readings: readonly MoodReading[]): MoodAverages {
  return {
    mood: roundedMean(readings.map((reading) => reading.mood_score)),
    energy: roundedMean(readings.map((reading) => reading.energy_level)),
    stress: roundedMean(readings.map((reading) => reading.stress_level)),
    readings: readings.length,
  };
}

/**
 * Which activities go with better moods: for each tag on at least two readings, the mean mood
 * with it against the mean of the window's other readings (journal readings included). A tag on
 * every reading has nothing to compare with and is left out. Best first.
 */
export function activityEffects(readings: readonly MoodReading[]): ActivityEffect[] {
  const effects: (ActivityEffect & { exact: number })[] = [];
  for (const activity of MOOD_ACTIVITIES) {
    const withIt = readings.filter((reading) => reading.activities.includes(activity));
    const without = readings.filter((reading) => !reading.activities.includes(activity));
    if (withIt.length < 2 || without.length === 0) continue;
    const average = mean(withIt.map((reading) => reading.mood_score))!;
    const exact = average - mean(without.map((reading) => reading.mood_score))!;
    effects.push({
      activity,
      readings: withIt.length,
      average_mood: oneDecimal(average),
      difference: oneDecimal(exact),
      exact,
    });
  }
  return effects
    .sort((a, b) => b.exact - a.exact || a.activity.localeCompare(b.activity))
    .map(({ exact: _exact, ...effect }) => effect);
}

/**
 * The trends every screen and the assistant read (issue 28): `dates` are the member's last
 * TRENDS_DAYS days, oldest first, ending today; `window` the readings since the first of them
 * began; `recent` the member's newest readings, newest first (at least LOW_MOOD_STREAK of them
 * when there are that many).
 */
export function moodTrends(
  dates: readonly string[],
  window: readonly MoodReading[],
  recent: readonly MoodReading[],
): MoodTrends {
  const byDate = new Map<string, MoodReading[]>(dates.map((date) => [date, []]));
  for (const reading of window)
    byDate.get(localDateOf(new Date(reading.created_at)))?.push(reading);
  const days: MoodDay[] = dates.map((date) => {
    const { readings, ...averages } = averagesOf(byDate.get(date)!);
    return { date, ...averages, readings };
  });
  const inMonth = dates.flatMap((date) => byDate.get(date)!);
  const inWeek = dates.slice(-WEEK_DAYS).flatMap((date) => byDate.get(date)!);
  const todays = byDate.get(dates.at(-1)!)!;
  const todayMood = roundedMean(todays.map((reading) => reading.mood_score));
  return {
    week: averagesOf(inWeek),
    month: averagesOf(inMonth),
    days,
    activities: activityEffects(inMonth),
    latest: recent[0] ?? null,
    today: todayMood === null ? null : { mood: todayMood, word: moodWord(todayMood) },
    low_streak: isLowMoodStreak(recent),
  };
}
