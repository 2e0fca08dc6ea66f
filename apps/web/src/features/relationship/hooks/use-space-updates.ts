import { useQueryClient } from '@tanstack/react-query';
import { useLiveTopic } from '../../../lib/live-topics';
import { calendarKeys, relationshipKeys } from '../../../lib/query-keys';

/**
 * The other partner's changes, live (ADR 046): any event of a space the member belongs to (or
 * null after a reconnect) refetches the relationship's reads and the calendar. A new link or an
 * ended one arrives the same way, so the overview follows too.
 */
export function useSpaceUpdates() {
  const queryClient = useQueryClient();
  useLiveTopic('space', () => {
    void queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
    void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  });
}
