import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth';
import { invalidateServiceRequests } from '../lib/query-keys';
import { connectRealtime } from '../lib/realtime-client';

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
    const refetch = () => void invalidateServiceRequests(queryClient);
    const connection = connectRealtime({
      onEvent: (event) => {
        if (event.topic === 'service_requests') refetch();
      },
      onResync: refetch,
    });
    return () => connection.close();
  }, [memberId, queryClient]);
}
