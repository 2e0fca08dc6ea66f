import type { MoodTrends } from '@aurum/shared/journal/journal-contract';

/**
 * The journal's face for other modules (ADR 042): the assistant and the dashboard answer "how
 * have I been this week?" from the same numbers as the Trends tab. `registerJournal` answers
 * the MoodService that implements it.
 */
export interface MoodSummaryReader {
  moodSummaryFor(memberId: string): Promise<MoodTrends>;
}

/** The journal's tables (db/table-owners.js) as data rights reach them (ADR 055). */
export { forgetJournal, JOURNAL_EXPORT_TABLES } from './member-data.repo';
