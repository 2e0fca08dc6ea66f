import { MARKETPLACE_MESSAGES as M } from '@aurum/shared/marketplace/marketplace-rules';
import { CalendarArrowUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { dayLabel } from '../utils/marketplace-format';

/** A day without a free slot: the next day that has one (the server names it), to open at once. */
export function NoFreeSlots({
  next,
  onPick,
}: {
  next: string | null;
  onPick: (date: string) => void;
}) {
  return (
    <div className="space-y-3 rounded-lg border border-ink-600 bg-ink-900/60 p-4 text-sm">
      <p className="text-zinc-300">{next ? M.noSlotsOnDay : M.noSlotsAhead}</p>
      {next && (
        <Button
          variant="outline"
          size="sm"
          // A long date label wraps on a narrow phone instead of widening the dialog.
          className="h-auto min-h-9 max-w-full py-1.5 text-left whitespace-normal"
          onClick={() => onPick(next)}
        >
          <CalendarArrowUp aria-hidden="true" className="size-4" />
          {M.nextFreeDay(dayLabel(next))}
        </Button>
      )}
    </div>
  );
}
