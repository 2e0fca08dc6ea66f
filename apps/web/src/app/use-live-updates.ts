import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth';
import { CALENDAR_EVENTS_KEY } from '../features/calendar/api/get-calendar-events';
import { connectRealtime } from '../lib/realtime-client';

/**
 * The queries a change of a service request affects: every query of the member's requests starts
 * with 'service-requests' (lists, details, the dashboard's recent requests), and the calendar
 * shows their preferred dates.
 */
export const LIVE_QUERY_KEYS: QueryKey[] = [['service-requests'], [CALENDAR_EVENTS_KEY]];

/**
 * Live updates for a signed-in member: while they are signed in, every change of their requests
 * (made in another tab, by a provider, by the concierge team or by another server instance)
 * refetches the screens that show requests. Mounted once, near the root.
 */
export function useLiveUpdates() {
  const { user } = useAuth();
  const memberId = user?.role === 'member' ? user.id : null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!memberId) return;
    const refetch = () => {
      for (const queryKey of LIVE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    };
    const connection = connectRealtime({
      onEvent: (event) => {
        if (event.topic === 'service_requests') refetch();
      },
      onResync: refetch,
    });
    return () => connection.close();
  }, [memberId, queryClient]);
}
