import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth';
import { invalidateMembership, invalidateServiceRequests } from '../lib/query-keys';
import { connectRealtime } from '../lib/realtime-client';

/**
 * Live updates for a signed-in member: while they are signed in, every change of their requests
 * (made in another tab, by a provider, by the concierge team or by another server instance)
 * refetches the screens that show requests, and every change of a payment or of their membership
 * (a checkout paid or declined in another tab, reconciliation) refetches the membership page, the
 * tier badges and the allowance. Mounted once, near the root.
 */
export function useLiveUpdates() {
  const { user } = useAuth();
  const memberId = user?.role === 'member' ? user.id : null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!memberId) return;
    const refetch = () => void invalidateServiceRequests(queryClient);
    const refetchMembership = () => void invalidateMembership(queryClient);
    const connection = connectRealtime({
      onEvent: (event) => {
        if (event.topic === 'service_requests') refetch();
        if (event.topic === 'membership') refetchMembership();
      },
      onResync: () => {
        refetch();
        refetchMembership();
      },
    });
    return () => connection.close();
  }, [memberId, queryClient]);
}
