import type { Goal } from '@aurum/shared/life-os/goals';
import { Flag, Plus } from 'lucide-react';
import { useState } from 'react';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { useGoals } from '../api/get-goals';
import { GoalCard } from './goal-card';
import { GoalFormDialog } from './goal-form-dialog';

/** Goals: the member's goals as cards (active first), with New Goal, Edit, Complete and Delete. */
export function GoalsTab() {
  const goals = useGoals();
  const [editing, setEditing] = useState<{ open: boolean; goal: Goal | null }>({
    open: false,
    goal: null,
  });
  const add = () => setEditing({ open: true, goal: null });

  let body;
  if (goals.isError) {
    body = (
      <TabLoadError
        message="Your goals could not be loaded. Check your connection."
        onRetry={() => void goals.refetch()}
      />
    );
  } else if (!goals.data) {
    body = <TabSkeleton />;
  } else if (goals.data.length === 0) {
    body = (
      <TabEmpty
        icon={<Flag aria-hidden="true" />}
        title="No goals yet"
        action={<Button onClick={add}>Add your first goal</Button>}
      >
        Wellness, money, fitness or anything else: set a target, and Aurum keeps count in your
        weekly report.
      </TabEmpty>
    );
  } else {
    const ordered = goals.data.toSorted(
      (a, b) => Number(a.status === 'completed') - Number(b.status === 'completed'),
    );
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {ordered.map((goal) => (
          <li key={goal.id} className="flex">
            <GoalCard goal={goal} onEdit={(chosen) => setEditing({ open: true, goal: chosen })} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {Boolean(goals.data?.length) && (
        <div className="flex justify-end">
          <Button onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            New Goal
          </Button>
        </div>
      )}
      {body}
      <GoalFormDialog
        open={editing.open}
        goal={editing.goal}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
      />
    </div>
  );
}
