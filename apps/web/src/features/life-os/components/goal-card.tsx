import { formatCalendarDate } from '@aurum/shared/format/dates';
import { LOCALE } from '@aurum/shared/format/locale';
import { onFirstUse } from '@aurum/shared/format/on-first-use';
import type { Goal } from '@aurum/shared/life-os/goals';
import { GOAL_TYPE_LABELS } from '@aurum/shared/life-os/life-os-rules';
import { CalendarClock, CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Progress } from '../../../components/ui/progress';
import { toast } from '../../../lib/toast';
import { useCompleteGoal, useDeleteGoal } from '../api/goal-changes';

const TYPE_TONES: Record<Goal['type'], BadgeTone> = {
  wellness: 'green',
  financial: 'gold',
  fitness: 'blue',
  other: 'grey',
};

const amount = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }));
/** "40 / 100": the goal's current value over its target. */
export const goalAmounts = (goal: Goal) =>
  `${amount().format(goal.current_value)} / ${amount().format(goal.target_value)}`;

/** The goal's progress bar and percent (the server's, worked out by the shared goalProgress). */
export function GoalProgress({ goal }: { goal: Goal }) {
  const percent = goal.progress;
  return (
    <div className="flex items-center gap-3">
      <Progress value={percent} label={`${goal.title} progress`} className="flex-1" />
      <span className="w-11 text-right text-sm font-semibold text-gold-300">{percent}%</span>
    </div>
  );
}

/**
 * One goal (spec 02 section 2): type badge, current/target, deadline, progress bar and percent;
 * Edit (the current value too), Complete, and Delete after asking.
 */
export function GoalCard({ goal, onEdit }: { goal: Goal; onEdit: (goal: Goal) => void }) {
  const [confirming, setConfirming] = useState(false);
  const complete = useCompleteGoal();
  const remove = useDeleteGoal();
  const done = goal.status === 'completed';

  const completeGoal = () =>
    complete.mutate(goal.id, {
      onSuccess: () => toast.success('Goal Completed', { description: goal.title }),
      onError: (error) => toast.error('Goal Not Completed', { description: error.message }),
    });
  const deleteGoal = () =>
    remove.mutate(goal.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Goal Deleted', { description: goal.title });
      },
      onError: (error) => toast.error('Goal Not Deleted', { description: error.message }),
    });

  return (
    <Card role="article" aria-label={goal.title} className="flex w-full flex-col gap-4 p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1.5">
          <h3 className="font-display text-lg font-semibold break-words text-zinc-100">
            {goal.title}
          </h3>
          <div className="flex flex-wrap gap-2">
            <Badge tone={TYPE_TONES[goal.type]}>{GOAL_TYPE_LABELS[goal.type]}</Badge>
            {done && (
              <Badge tone="green">
                <CheckCircle2 aria-hidden="true" />
                Completed
              </Badge>
            )}
          </div>
        </div>
        <p className="shrink-0 text-right text-sm text-zinc-300">
          <span className="block text-xs text-zinc-400">Current / target</span>
          <span className="font-semibold text-zinc-100">{goalAmounts(goal)}</span>
        </p>
      </header>
      <GoalProgress goal={goal} />
      <p className="flex items-center gap-1.5 text-sm text-zinc-400">
        <CalendarClock aria-hidden="true" className="size-4" />
        {goal.deadline ? `Due ${formatCalendarDate(goal.deadline)}` : 'No deadline'}
      </p>
      <footer className="mt-auto flex flex-wrap justify-end gap-2">
        {!done && (
          <Button size="sm" disabled={complete.isPending} onClick={completeGoal}>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {complete.isPending ? 'Completing...' : 'Complete'}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-label={`Edit ${goal.title}`}
          onClick={() => onEdit(goal)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete ${goal.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </footer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this goal?"
        description={`"${goal.title}" and its progress are removed for good.`}
        confirmLabel="Delete Goal"
        busyLabel="Deleting..."
        cancelLabel="Keep It"
        busy={remove.isPending}
        onConfirm={deleteGoal}
      />
    </Card>
  );
}
