import type { SharedEvent } from '@aurum/shared/relationship/relationship-contract';
import {
  SHARED_EVENT_CATEGORY_LABELS,
  SHARED_EVENT_STATUS_LABELS,
  SHARED_EVENT_STATUSES,
  type SharedEventStatus,
} from '@aurum/shared/relationship/relationship-rules';
import { formatCalendarDate } from '@aurum/shared/format/dates';
import { joinPresent } from '@aurum/shared/format/words';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../lib/toast';
import { useChangeSharedEvent, useDeleteSharedEvent } from '../api/relationship-changes';
import { EventFormDialog } from './event-form-dialog';

const STATUS_TONE = { planned: 'yellow', confirmed: 'green', completed: 'grey' } as const;

/** One shared event: what, when, where, who added it; its status changes and it can be removed. */
export function EventCard({ spaceId, event }: { spaceId: string; event: SharedEvent }) {
  const statusId = useId();
  const change = useChangeSharedEvent();
  const remove = useDeleteSharedEvent();
  const [editing, setEditing] = useState(false);
  const when = event.time
    ? `${formatCalendarDate(event.date)} at ${event.time}`
    : formatCalendarDate(event.date);

  const setStatus = async (status: SharedEventStatus) => {
    try {
      await change.mutateAsync({ spaceId, id: event.id, body: { status } });
    } catch (error) {
      toast.error('Event Not Updated', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  const drop = async () => {
    try {
      await remove.mutateAsync({ spaceId, id: event.id });
      toast.success('Event Removed', { description: event.title });
    } catch (error) {
      toast.error('Event Not Removed', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <Card className="flex w-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-display text-lg font-semibold break-words text-zinc-50">
          {event.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge>{SHARED_EVENT_CATEGORY_LABELS[event.category]}</Badge>
          <Badge tone={STATUS_TONE[event.status]}>{SHARED_EVENT_STATUS_LABELS[event.status]}</Badge>
        </div>
      </div>
      <p className="text-sm text-gold-200">{when}</p>
      {event.description && <p className="text-sm text-zinc-300">{event.description}</p>}
      <p className="text-xs text-zinc-400">
        {joinPresent([event.location, event.created_by && `Added by ${event.created_by.name}`])}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={statusId} className="text-sm text-zinc-300">
            Status
          </label>
          <Select
            id={statusId}
            className="h-9 w-36"
            value={event.status}
            disabled={change.isPending}
            onChange={(e) => void setStatus(e.target.value as SharedEventStatus)}
          >
            {SHARED_EVENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SHARED_EVENT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${event.title}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() => void drop()}
            aria-label={`Remove ${event.title}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
      <EventFormDialog spaceId={spaceId} event={event} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
