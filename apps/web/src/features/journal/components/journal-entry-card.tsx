import { formatDateTime } from '@aurum/shared/format/dates';
import type { JournalEntry } from '@aurum/shared/journal/journal-contract';
import { JOURNAL_TEXTS } from '@aurum/shared/journal/journal-rules';
import { AlertTriangle, Mic, PenLine, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteJournalEntry } from '../api/delete-journal-entry';
import { useRetryEntryAnalysis } from '../api/retry-entry-analysis';
import { moodFace } from '../utils/mood-display';
import { EntryAnalysis } from './entry-analysis';

function EntryTypeBadge({ type }: { type: JournalEntry['entry_type'] }) {
  return type === 'voice' ? (
    <Badge tone="purple">
      <Mic aria-hidden="true" />
      Voice
    </Badge>
  ) : (
    <Badge tone="grey">
      <PenLine aria-hidden="true" />
      Text
    </Badge>
  );
}

/** Tells how a fresh analysis went: the spec's 'Entry Saved' or 'Analysis Failed'. */
export function toastAnalysisOutcome(entry: JournalEntry) {
  if (entry.analysis === 'analysed') {
    toast.success(JOURNAL_TEXTS.savedTitle, { description: JOURNAL_TEXTS.savedDescription });
  } else {
    toast.error(JOURNAL_TEXTS.failedTitle, { description: JOURNAL_TEXTS.failedDescription });
  }
}

/**
 * One journal entry (spec 02 section 2): its date, entry type, mood emoji and score, the analysis
 * (mood, energy, stress) and the insight bullets; Delete asks first, and an entry whose analysis
 * failed can be analysed again.
 */
export function JournalEntryCard({
  entry,
  onChange,
}: {
  entry: JournalEntry;
  /** Told of the entry as analysed again, or null once deleted (the Write tab's "Just saved"). */
  onChange?: (entry: JournalEntry | null) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteJournalEntry();
  const retry = useRetryEntryAnalysis();
  const when = formatDateTime(entry.created_at);
  const analysis = entry.mood_analysis;

  const confirmDelete = () =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Entry Deleted');
        onChange?.(null);
      },
      onError: (error) => toast.error('Entry Not Deleted', { description: error.message }),
    });
  const analyseAgain = () =>
    retry.mutate(entry.id, {
      onSuccess: (analysed) => {
        toastAnalysisOutcome(analysed);
        onChange?.(analysed);
      },
      onError: () =>
        toast.error(JOURNAL_TEXTS.failedTitle, { description: JOURNAL_TEXTS.failedDescription }),
    });

  return (
    <Card role="article" aria-label={`Entry of ${when}`} className="space-y-4 p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <time dateTime={entry.created_at} className="block text-sm font-semibold text-zinc-200">
            {when}
          </time>
          <EntryTypeBadge type={entry.entry_type} />
        </div>
        {analysis ? (
          <p
            role="img"
            className="flex items-center gap-2"
            aria-label={`Mood ${analysis.mood} out of 10`}
          >
            <span aria-hidden="true" className="text-3xl leading-none">
              {moodFace(analysis.mood)}
            </span>
            <span aria-hidden="true" className="font-display text-2xl font-semibold text-gold-300">
              {analysis.mood}
              <span className="text-sm text-zinc-400">/10</span>
            </span>
          </p>
        ) : (
          <Badge tone="yellow">
            <AlertTriangle aria-hidden="true" />
            Not analysed
          </Badge>
        )}
      </header>
      <p className="text-sm leading-relaxed whitespace-pre-wrap text-zinc-200">{entry.content}</p>
      {analysis && <EntryAnalysis analysis={analysis} />}
      {entry.ai_insights.length > 0 && (
        <ul aria-label="Insights" className="space-y-1.5 text-sm text-zinc-300">
          {entry.ai_insights.map((insight) => (
            <li key={insight} className="flex gap-2">
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-400"
              />
              {insight}
            </li>
          ))}
        </ul>
      )}
      <footer className="flex flex-wrap justify-end gap-2">
        {entry.analysis === 'failed' && (
          <Button size="sm" variant="outline" disabled={retry.isPending} onClick={analyseAgain}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {retry.isPending ? JOURNAL_TEXTS.analyzing : 'Analyze Again'}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete entry of ${when}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </footer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this entry?"
        description={`Your entry of ${when} and its mood reading are removed for good.`}
        confirmLabel="Delete Entry"
        busyLabel="Deleting..."
        cancelLabel="Keep It"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
