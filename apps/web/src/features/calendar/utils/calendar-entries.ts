import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import {
  displayedRequestStatus,
  type DisplayedRequestStatus,
} from '@aurum/shared/requests/request-status';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';

/** Entries by their YYYY-MM-DD day, keeping the API's order (by time, all-day first). */
export function entriesByDate(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDate = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const day = byDate.get(entry.date);
    if (day) day.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  return byDate;
}

/** confirmed shows green, anything else yellow (spec 01 section 2). */
export function statusTone(status: string): 'green' | 'yellow' {
  return status === 'confirmed' ? 'green' : 'yellow';
}

/** "in_progress" -> "In progress"; an empty status reads "Pending". */
export function statusLabel(status: string): string {
  const text = status.trim().replace(/[_-]+/g, ' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Pending';
}

/** A request's entry is titled with its service type's label ("Security Services"). */
export function entryTitle(entry: CalendarEntry): string {
  return entry.kind === 'service_request' ? serviceTypeLabel(entry.title) : entry.title;
}

/** A request's entry shows the status the member sees everywhere (spec 02 section 4). */
export function requestStatusOf(entry: CalendarEntry): DisplayedRequestStatus | null {
  if (entry.kind !== 'service_request') return null;
  return displayedRequestStatus({
    status: entry.request_status ?? 'pending',
    confirmation_status: entry.status,
    latest_update_status: entry.latest_update_status,
  });
}

const KIND_LABELS: Partial<Record<string, string>> = {
  service_request: 'Concierge request',
  society_event: 'Society event',
  shared_event: 'Shared with your partner',
};

/** Where an entry comes from, for entries other than the member's own; undefined for those. */
export function kindLabel(kind: string): string | undefined {
  return KIND_LABELS[kind];
}
