import { formatScore } from '@aurum/shared/journal/journal-rules';
import { plural } from '@aurum/shared/format/words';
import type { JournalInsights } from '@aurum/shared/journal/journal-contract';
import { THEME_SENTENCES } from './lexicon/theme-sentences';
import type { Theme } from './lexicon/theme-words';
import { entryThemes } from './themes';

/** One of the member's entries, as the journal keeps it. */
export interface EntryForInsights {
  content: string;
  /** The entry's mood reading (1-10), or null when its analysis failed. */
  mood: number | null;
  createdAt: Date;
}

export const JOURNAL_INSIGHTS_MAX = 4;
export const THEMES_LISTED_MAX = 8;
/** A theme lifts or lowers the mood when its entries differ from the rest by at least this. */
export const MOOD_DIFFERENCE = 1;
/** Readings needed on each side of a comparison (with a theme and without, earlier and recent). */
export const READINGS_TO_COMPARE = 2;

interface ThemeTally {
  theme: Theme;
  entries: number;
  moods: number[];
}

const shown = formatScore;
const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function tallyThemes(entries: readonly { themes: Theme[]; mood: number | null }[]): ThemeTally[] {
  const tallies = new Map<Theme, ThemeTally>();
  for (const entry of entries) {
    for (const theme of entry.themes) {
      const tally = tallies.get(theme) ?? { theme, entries: 0, moods: [] };
      tally.entries += 1;
      if (entry.mood !== null) tally.moods.push(entry.mood);
      tallies.set(theme, tally);
    }
  }
  return [...tallies.values()].sort(
    (a, b) => b.entries - a.entries || a.theme.localeCompare(b.theme),
  );
}

/** Mean mood of the entries with a theme against those without, where both sides have readings. */
function moodEffects(tallies: readonly ThemeTally[], allMoods: readonly number[]) {
  const total = allMoods.reduce((sum, mood) => sum + mood, 0);
  return tallies
    .filter(
      (tally) =>
        tally.moods.length >= READINGS_TO_COMPARE &&
        allMoods.length - tally.moods.length >= READINGS_TO_COMPARE,
    )
    .map((tally) => {
      const withTheme = mean(tally.moods);
      const without =
        (total - withTheme * tally.moods.length) / (allMoods.length - tally.moods.length);
      return { theme: tally.theme, withTheme, without, difference: withTheme - without };
    });
}

function themeNotes(tallies: readonly ThemeTally[], allMoods: readonly number[], total: number) {
  const notes: string[] = [];
  const top = tallies[0];
  if (top && top.entries >= 2 && total >= 3) {
    const name = capitalised(THEME_SENTENCES[top.theme].name);
    notes.push(
      `${name} comes up most often: in ${top.entries} of your ${plural(total, 'entry', 'entries')}.`,
    );
  }
  const effects = moodEffects(tallies, allMoods).sort((a, b) => b.difference - a.difference);
  const lift = effects[0];
  if (lift && lift.difference >= MOOD_DIFFERENCE) {
    notes.push(
      `Entries that mention ${THEME_SENTENCES[lift.theme].name} tend to be your brighter ones: ` +
        `mood ${shown(lift.withTheme)} on average, against ${shown(lift.without)} otherwise.`,
    );
  }
  const lower = effects.at(-1);
  if (lower && lower.difference <= -MOOD_DIFFERENCE) {
    notes.push(
      `${capitalised(THEME_SENTENCES[lower.theme].name)} tends to come up on your harder days: ` +
        `mood ${shown(lower.withTheme)} when it does, against ${shown(lower.without)} when it does not.`,
    );
  }
  return notes;
}

/** How the mood moved: the recent half of the readings against the earlier half. */
function trendNote(moodsOldestFirst: readonly number[]): string | null {
  if (moodsOldestFirst.length === 0) return null;
  if (moodsOldestFirst.length < READINGS_TO_COMPARE * 2) {
    return `Your entries so far read at a mood of ${shown(mean(moodsOldestFirst))} out of 10 on average.`;
  }
  const half = Math.floor(moodsOldestFirst.length / 2);
  const earlier = mean(moodsOldestFirst.slice(0, half));
  const recent = mean(moodsOldestFirst.slice(half));
  if (recent - earlier >= MOOD_DIFFERENCE) {
    return `Your mood has lifted lately: ${shown(recent)} in your recent entries, against ${shown(earlier)} before.`;
  }
  if (earlier - recent >= MOOD_DIFFERENCE) {
    return `Your recent entries read lower than before: ${shown(recent)}, against ${shown(earlier)}. Be gentle with yourself.`;
  }
  return `Your mood has held steady, around ${shown(mean(moodsOldestFirst))} out of 10.`;
}

/**
 * What the member's own entries say across time (ADR 060): the themes that recur and the mood
 * that goes with them, what lifts or lowers the mood, and how it has moved. Not fixed tips: every
 * sentence comes from the member's entries. Pure: the entries are passed in.
 */
export function journalInsights(entries: readonly EntryForInsights[]): JournalInsights {
  if (entries.length === 0) return { insights: [], themes: [] };
  const read = [...entries]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((entry) => ({ mood: entry.mood, themes: entryThemes(entry.content) }));
  const allMoods = read.flatMap((entry) => (entry.mood === null ? [] : [entry.mood]));
  const recurring = Math.min(2, entries.length);
  const tallies = tallyThemes(read).filter((tally) => tally.entries >= recurring);
  const notes = [...themeNotes(tallies, allMoods, entries.length), trendNote(allMoods)];
  return {
    insights: notes.filter((note): note is string => note !== null).slice(0, JOURNAL_INSIGHTS_MAX),
    themes: tallies.slice(0, THEMES_LISTED_MAX).map((tally) => ({
      theme: tally.theme,
      entries: tally.entries,
      average_mood: tally.moods.length > 0 ? round1(mean(tally.moods)) : null,
    })),
  };
}
