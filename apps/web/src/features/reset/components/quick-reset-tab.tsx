import type { ResetActionView, ResetTrigger } from '@aurum/shared/life-os/reset';
import { Clock, Loader2, RotateCcw } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { ResetRun } from '../hooks/use-reset-run';
import { CATEGORY_LABELS, OUTCOME_DISPLAY } from '../utils/reset-display';

/** The actions a reset of this trigger runs: every enabled one, or from the mood card the auto-triggered ones. */
export const actionsToRun = (actions: ResetActionView[], trigger: ResetTrigger) =>
  actions.filter((action) => action.isEnabled && (trigger === 'manual' || action.autoTrigger));

function ActionStatus({ action, run }: { action: ResetActionView; run: ResetRun }) {
  if (run.current === action.id) {
    return (
      <Badge tone="yellow">
        <Loader2 aria-hidden="true" className="animate-spin" />
        Running
      </Badge>
    );
  }
  const outcome = run.outcomes.find((done) => done.action === action.id);
  if (!outcome) return null;
  const display = OUTCOME_DISPLAY[outcome.outcome];
  return <Badge tone={display.tone}>{display.label}</Badge>;
}

/** The Quick Reset tab: what a reset will do, and Start (disabled while one runs). */
export function QuickResetTab({
  actions,
  trigger,
  run,
  onStart,
}: {
  actions: ResetActionView[];
  trigger: ResetTrigger;
  run: ResetRun;
  onStart: () => void;
}) {
  const toRun = actionsToRun(actions, trigger);
  return (
    <div className="space-y-4">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-zinc-300">
          {trigger === 'mood'
            ? 'From your mood check-in: the actions you set to auto-trigger run one after another.'
            : 'Clear the next hours in one tap: the actions below run one after another.'}
        </p>
        <Button
          size="lg"
          className="shrink-0"
          disabled={run.running || toRun.length === 0}
          onClick={onStart}
        >
          <RotateCcw aria-hidden="true" className={run.running ? 'animate-spin' : undefined} />
          {run.running ? 'Resetting...' : 'Start Reset'}
        </Button>
      </Card>
      {toRun.length === 0 ? (
        <p className="text-sm text-zinc-400">
          No action is turned on for this reset. Choose them in Settings.
        </p>
      ) : (
        <ol aria-label="Actions of this reset" className="space-y-3">
          {toRun.map((action) => (
            <li key={action.id}>
              <Card className="flex flex-col gap-2 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-zinc-50">{action.name}</h3>
                  <ActionStatus action={action} run={run} />
                </div>
                <p className="text-sm text-zinc-400">{action.description}</p>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="gold">{CATEGORY_LABELS[action.category]}</Badge>
                  <span className="inline-flex items-center gap-1 text-xs text-zinc-400">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {action.estimatedTime}
                  </span>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
