import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { Clock, MapPin, Pencil, Trash2 } from 'lucide-react';
import { DisplayedStatusBadge } from '../../../components/displayed-status-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  entryTitle,
  kindLabel,
  requestStatusOf,
  statusLabel,
  statusTone,
} from '../utils/calendar-entries';
import { eventTimeLabel } from '../utils/calendar-dates';

export interface CalendarEventItemProps {
  entry: CalendarEntry;
  onEdit: (entry: CalendarEntry) => void;
  onDelete: (entry: CalendarEntry) => void;
}

/** One entry of the selected day: title, time, status, place; Edit and Delete for personal ones. */
export function CalendarEventItem({ entry, onEdit, onDelete }: CalendarEventItemProps) {
  const source = kindLabel(entry.kind);
  const requestStatus = requestStatusOf(entry);
  return (
    <li className="rounded-2xl border border-gold-500/15 bg-ink-900/60 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-zinc-50">{entryTitle(entry)}</h3>
          {source && <p className="mt-0.5 text-xs text-gold-400">{source}</p>}
        </div>
        {requestStatus ? (
          <DisplayedStatusBadge status={requestStatus} />
        ) : (
          <Badge tone={statusTone(entry.status)}>{statusLabel(entry.status)}</Badge>
        )}
      </div>
      <dl className="mt-2 space-y-1 text-sm text-zinc-300">
        <div className="flex items-center gap-2">
          <dt>
            <Clock aria-hidden="true" className="size-4 text-gold-400" />
            <span className="sr-only">Time</span>
          </dt>
          <dd>{eventTimeLabel(entry.time)}</dd>
        </div>
        {entry.place && (
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-4 text-gold-400" />
              <span className="sr-only">Place</span>
            </dt>
            <dd className="min-w-0 break-words">{entry.place}</dd>
          </div>
        )}
      </dl>
      {entry.editable && (
        <div className="mt-3 flex gap-2 border-t border-gold-500/10 pt-3">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit ${entry.title}`}
            onClick={() => onEdit(entry)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${entry.title}`}
            onClick={() => onDelete(entry)}
            className="text-red-300 hover:bg-red-500/10 hover:text-red-200"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
