import { SHARED_EVENT_CATEGORY_LABELS } from '@aurum/shared/relationship/relationship-contract';
import type { CalendarSource } from '../../calendar/calendar.api';
import { eventsInMemberCalendar } from './shared-events.repo';

/**
 * Shared events in each partner's calendar (ADR 043): the events of the member's current partner
 * space, so both partners see them and a former partner does not.
 */
export const sharedEventCalendarSource: CalendarSource = {
  kind: 'shared_event',
  async entriesFor(scope, range) {
    const records = await eventsInMemberCalendar(scope, range.from, range.to);
    return records.map((record) => ({
      entry: {
        id: `shared_event:${record.id}`,
        kind: 'shared_event',
        source_id: record.id,
        title: record.title,
        date: record.date,
        time: record.time,
        status: record.status,
        place: record.location || null,
        editable: false,
      },
      orderTitle: `${SHARED_EVENT_CATEGORY_LABELS[record.category]} ${record.title}`,
    }));
  },
};
