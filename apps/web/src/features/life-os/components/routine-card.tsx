import { plural } from '@aurum/shared/format/words';
import type { Routine } from '@aurum/shared/life-os/routines';
import { Clock, Flame, Gauge, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { useDeleteRoutine, useSaveRoutine } from '../api/routine-changes';
import { confidencePercent } from '../utils/routines';
import { RoutineDoneButton } from './routine-done-button';

/**
 * One routine: its time, done today, confidence as a percent, next action and streak; the
 * reminder switch, Edit, and Delete after asking.
 */
export function RoutineCard({
  routine,
  onEdit,
}: {
  routine: Routine;
  onEdit: (routine: Routine) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const save = useSaveRoutine();
  const remove = useDeleteRoutine();

  const setReminder = (reminder: boolean) =>
    save.mutate(
      { id: routine.id, body: { reminder } },
      {
        onSuccess: () =>
          toast.success(reminder ? 'Reminder On' : 'Reminder Off', { description: routine.name }),
        onError: (error) => toast.error('Routine Not Updated', { description: error.message }),
      },
    );
  const deleteRoutine = () =>
    remove.mutate(routine.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Routine Deleted', { description: routine.name });
      },
      onError: (error) => toast.error('Routine Not Deleted', { description: error.message }),
    });

  return (
    <Card role="article" aria-label={routine.name} className="flex w-full flex-col gap-4 p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <h3 className="font-display text-lg font-semibold break-words text-zinc-100">
            {routine.name}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-300">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4 text-gold-400" />
              {routine.time}
            </span>
            {!routine.is_active && <Badge tone="grey">Paused</Badge>}
          </p>
        </div>
        <RoutineDoneButton routine={routine} />
      </header>
      <p className="text-sm text-zinc-200">
        <span className="text-zinc-400">Next action: </span>
        {routine.next_action || 'None set'}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-ink-900/60 p-3">
          <dt className="flex items-center gap-1 text-xs text-zinc-400">
            <Gauge aria-hidden="true" className="size-3.5" />
            Confidence
          </dt>
          <dd className="font-semibold text-zinc-100">
            {confidencePercent(routine.confidence_score)}
          </dd>
        </div>
        <div className="rounded-lg bg-ink-900/60 p-3">
          <dt className="flex items-center gap-1 text-xs text-zinc-400">
            <Flame aria-hidden="true" className="size-3.5" />
            Streak
          </dt>
          <dd className="font-semibold text-zinc-100">
            {routine.streak > 0 ? plural(routine.streak, 'day') : 'Starts with today'}
          </dd>
        </div>
      </dl>
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-zinc-200">
          <Switch
            checked={routine.reminder}
            aria-label={`Reminder for ${routine.name}`}
            disabled={save.isPending}
            onCheckedChange={setReminder}
          />
          Reminder
        </label>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Edit ${routine.name}`}
            onClick={() => onEdit(routine)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${routine.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </footer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this routine?"
        description={`"${routine.name}" and its streak are removed for good.`}
        confirmLabel="Delete Routine"
        busyLabel="Deleting..."
        cancelLabel="Keep It"
        busy={remove.isPending}
        onConfirm={deleteRoutine}
      />
    </Card>
  );
}
