import type { JournalInsights } from '@aurum/shared/journal/journal-contract';

/** One entry as the insights read it: its text, its mood (null before analysis) and its moment. */
export interface InsightEntry {
  content: string;
  mood: number | null;
  createdAt: Date;
}

/**
 * TEMPORARY (issue 28, server half): a minimal stand-in with the agreed signature so the journal
 * module compiles and its tests run. The analysis branch (`issue28-analysis`) replaces this file
 * with insights from the member's own entries (themes, what lifts or lowers the mood) at merge.
 */
export function journalInsights(entries: InsightEntry[]): JournalInsights {
  if (entries.length === 0) return { insights: [], themes: [] };
  return { insights: [`You have written ${entries.length} entries.`], themes: [] };
}
