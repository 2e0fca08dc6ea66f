import type { CalendarEntry } from '@aurum/shared/calendar/calendar-schema';

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

const KIND_LABELS: Partial<Record<string, string>> = {
  service_request: 'Concierge request',
};

/** Where an entry comes from, for entries other than the member's own; undefined for those. */
export function kindLabel(kind: string): string | undefined {
  return KIND_LABELS[kind];
}
