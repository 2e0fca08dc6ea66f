import { ROUTINES_SHOWN } from '@aurum/shared/life-os/life-os-rules';
import { Flag, Repeat } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGoals } from '../api/get-goals';
import { useRoutines } from '../api/get-routines';
import { activeByTime } from '../utils/routines';
import { GoalProgress } from './goal-card';
import { Panel, panelActionClass } from '../../../components/panel';
import { RoutineDoneButton } from './routine-done-button';
import { WeeklyReportCard } from './weekly-report-card';

type Open = (tab: string) => void;

/** A panel's line when its list is empty or could not be read, with what to do. */
function PanelNote({
  text,
  action,
}: {
  text: string;
  action?: { words: string; onClick: () => void };
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-zinc-300">{text}</p>
      {action && (
        <button type="button" className={panelActionClass} onClick={action.onClick}>
          {action.words}
        </button>
      )}
    </div>
  );
}

/** Today's routines (at most ROUTINES_SHOWN active ones, by time), each with Done today. */
function TodayRoutines({ onOpen }: { onOpen: Open }) {
  const routines = useRoutines();
  const shown = activeByTime(routines.data ?? []).slice(0, ROUTINES_SHOWN);
  let body;
  if (routines.isError) body = <PanelNote text="Your routines could not be loaded just now." />;
  else if (!routines.data) body = <Skeleton className="h-28" />;
  else if (shown.length === 0) {
    body = (
      <PanelNote
        text="No active routines yet."
        action={{ words: 'Add your first routine', onClick: () => onOpen('routines') }}
      />
    );
  } else {
    body = (
      <ul className="divide-y divide-gold-500/10">
        {shown.map((routine) => (
          <li
            key={routine.id}
            className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-zinc-100">{routine.name}</p>
              <p className="text-sm text-zinc-400">
                {routine.time}
                {routine.next_action && ` · ${routine.next_action}`}
              </p>
            </div>
            <RoutineDoneButton routine={routine} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Panel
      id="today-routines-heading"
      title="Today's routines"
      icon={<Repeat aria-hidden="true" />}
      action={
        <button type="button" className={panelActionClass} onClick={() => onOpen('routines')}>
          All routines
        </button>
      }
    >
      {body}
    </Panel>
  );
}

/** The goals still in progress, each with its bar and percent. */
function GoalsInProgress({ onOpen }: { onOpen: Open }) {
  const goals = useGoals();
  const active = (goals.data ?? []).filter((goal) => goal.status === 'active');
  let body;
  if (goals.isError) body = <PanelNote text="Your goals could not be loaded just now." />;
  else if (!goals.data) body = <Skeleton className="h-28" />;
  else if (active.length === 0) {
    body = (
      <PanelNote
        text={goals.data.length ? 'Every goal is reached. Set the next one.' : 'No goals yet.'}
        action={{
          words: goals.data.length ? 'Add a goal' : 'Add your first goal',
          onClick: () => onOpen('goals'),
        }}
      />
    );
  } else {
    body = (
      <ul className="space-y-4">
        {active.map((goal) => (
          <li key={goal.id} className="space-y-1.5">
            <p className="font-semibold break-words text-zinc-100">{goal.title}</p>
            <GoalProgress goal={goal} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Panel
      id="goals-in-progress-heading"
      title="Goals in progress"
      icon={<Flag aria-hidden="true" />}
      action={
        <button type="button" className={panelActionClass} onClick={() => onOpen('goals')}>
          All goals
        </button>
      }
    >
      {body}
    </Panel>
  );
}

/** Overview: the Weekly Report, then today's routines and the goals in progress. */
export function OverviewTab({ onOpen }: { onOpen: Open }) {
  return (
    <div className="space-y-6">
      <WeeklyReportCard onOpen={onOpen} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <TodayRoutines onOpen={onOpen} />
        <GoalsInProgress onOpen={onOpen} />
      </div>
    </div>
  );
}
