import { BookOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { OFF_SCREEN_SKIPPED } from '../../../lib/off-screen';
import { useJournalEntries } from '../api/get-journal-entries';
import { JournalEntryCard } from './journal-entry-card';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';

/** Entries: the member's entries, newest first, a page at a time. */
export function EntriesTab({ onWrite }: { onWrite: () => void }) {
  const entries = useJournalEntries();
  const shown = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  if (entries.isError && shown.length === 0) {
    return (
      <TabLoadError
        message="Your entries could not be loaded. Check your connection."
        onRetry={() => void entries.refetch()}
      />
    );
  }
  if (!entries.data) return <TabSkeleton />;
  if (shown.length === 0) {
    return (
      <TabEmpty
        icon={<BookOpen aria-hidden="true" />}
        title="No entries yet"
        action={<Button onClick={onWrite}>Write your first entry</Button>}
      >
        What you write is kept sealed, and read for your mood, energy and stress.
      </TabEmpty>
    );
  }
  return (
    <div>
      <ul className="space-y-4">
        {shown.map((entry) => (
          <li key={entry.id} className={cn(OFF_SCREEN_SKIPPED)}>
            <JournalEntryCard entry={entry} />
          </li>
        ))}
      </ul>
      {entries.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            disabled={entries.isFetchingNextPage}
            onClick={() => void entries.fetchNextPage()}
          >
            {entries.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
