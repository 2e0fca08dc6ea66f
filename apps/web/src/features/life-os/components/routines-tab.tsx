import type { Routine } from '@aurum/shared/life-os/routines';
import { Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { useRoutines } from '../api/get-routines';
import { activeByTime } from '../utils/routines';
import { RoutineCard } from './routine-card';
import { RoutineFormDialog } from './routine-form-dialog';

/** Routines: every routine of the member (active ones by time, then the paused), with New Routine. */
export function RoutinesTab() {
  const routines = useRoutines();
  const [editing, setEditing] = useState<{ open: boolean; routine: Routine | null }>({
    open: false,
    routine: null,
  });
  const add = () => setEditing({ open: true, routine: null });

  let body;
  if (routines.isError) {
    body = (
      <TabLoadError
        message="Your routines could not be loaded. Check your connection."
        onRetry={() => void routines.refetch()}
      />
    );
  } else if (!routines.data) {
    body = <TabSkeleton />;
  } else if (routines.data.length === 0) {
    body = (
      <TabEmpty
        icon={<Repeat aria-hidden="true" />}
        title="No routines yet"
        action={<Button onClick={add}>Add your first routine</Button>}
      >
        A morning run, an evening read: mark it done each day and Aurum shows your streak and how
        productive your week was.
      </TabEmpty>
    );
  } else {
    const ordered = [
      ...activeByTime(routines.data),
      ...routines.data.filter((routine) => !routine.is_active),
    ];
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {ordered.map((routine) => (
          <li key={routine.id} className="flex">
            <RoutineCard
              routine={routine}
              onEdit={(chosen) => setEditing({ open: true, routine: chosen })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {Boolean(routines.data?.length) && (
        <div className="flex justify-end">
          <Button onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            New Routine
          </Button>
        </div>
      )}
      {body}
      <RoutineFormDialog
        open={editing.open}
        routine={editing.routine}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
      />
    </div>
  );
}
