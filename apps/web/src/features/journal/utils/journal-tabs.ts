import { JOURNAL_TABS } from '@aurum/shared/journal/journal-rules';

/** A tab of /ai-journal: its spec name and its address (`?tab=trends`; Write has none). */
export type JournalTab = Lowercase<(typeof JOURNAL_TABS)[number]>;
export const JOURNAL_TAB_VALUES = JOURNAL_TABS.map((name) => name.toLowerCase() as JournalTab);

/** The tab an address opens: `?tab=` when it names one, else Write. */
export function journalTabOf(params: URLSearchParams): JournalTab {
  const asked = params.get('tab');
  return (JOURNAL_TAB_VALUES as readonly (string | null)[]).includes(asked)
    ? (asked as JournalTab)
    : 'write';
}
