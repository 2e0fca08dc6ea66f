import type { Routine } from '@aurum/shared/life-os/routines';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useMarkRoutine } from '../api/routine-changes';

/** Done today, as a toggle: pressed once the routine is done in the member's day. */
export function RoutineDoneButton({ routine }: { routine: Routine }) {
  const mark = useMarkRoutine();
  const done = routine.completed_today;
  const toggle = () =>
    mark.mutate(
      { id: routine.id, done: !done },
      {
        onSuccess: () => {
          if (!done) toast.success('Routine Done', { description: routine.name });
        },
        onError: (error) => toast.error('Routine Not Updated', { description: error.message }),
      },
    );
  return (
    <Button
      size="sm"
      variant={done ? 'primary' : 'outline'}
      aria-pressed={done}
      aria-label={`Done today: ${routine.name}`}
      disabled={mark.isPending || !routine.is_active}
      onClick={toggle}
    >
      <Check aria-hidden="true" className="size-4" />
      Done today
    </Button>
  );
}
