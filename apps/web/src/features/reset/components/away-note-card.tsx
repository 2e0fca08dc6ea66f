import { formatTime } from '@aurum/shared/format/dates';
import { Moon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useAwayNote, useEndAway } from '../api/away-note';

/** The away note a reset's auto replies set: what it says, until when, and Back now. */
export function AwayNoteCard() {
  const away = useAwayNote();
  const end = useEndAway();
  const note = away.data;
  if (!note) return null;
  return (
    <Card
      role="region"
      aria-label="Away note"
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Moon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
        <p className="text-sm text-zinc-300">
          <span className="block font-semibold text-zinc-100">
            You are away until {formatTime(note.until)}
          </span>
          {note.note}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-auto"
        disabled={end.isPending}
        onClick={() =>
          end.mutate(undefined, {
            onSuccess: () =>
              toast.success('Welcome back', { description: 'Reminders are on again.' }),
            onError: (error) => toast.error('Still away', { description: error.message }),
          })
        }
      >
        Back now
      </Button>
    </Card>
  );
}
