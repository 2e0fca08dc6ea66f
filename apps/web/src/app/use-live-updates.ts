import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth/hooks/use-auth';
import { tellLiveEvent, tellLiveResync, useLiveTopic } from '../lib/live-topics';
import {
  invalidateMembership,
  invalidateMood,
  invalidateNotifications,
  invalidateServiceRequests,
} from '../lib/query-keys';
import { connectRealtime } from '../lib/realtime-client';

/**
 * Live updates for a signed-in member: while they are signed in, this tab's one stream stays open
 * and hands each event to the screens listening on its topic (`useLiveTopic`, ADR 046). Every
 * change of their requests (made in another tab, by a provider, by the concierge team or by
 * another server instance) refetches the screens that show requests, and every change of a
 * payment or of their membership (a checkout paid or declined in another tab, reconciliation)
 * refetches the membership page, the tier badges and the allowance, and every new journal entry or
 * mood reading (another tab, the assistant) refetches the journal and the screens showing the mood
 * (issue 28), and every new or read notification refetches the bell and the centre (issue 32);
 * after a reconnect, all of them.
 * Mounted once, near the root.
 */
export function useLiveUpdates() {
  const { user } = useAuth();
  // Staff hear the case threads of the human concierge (issue 31) on the same stream.
  const memberId = user && user.role !== 'provider' ? user.id : null;
  const queryClient = useQueryClient();

  useLiveTopic('service_requests', () => void invalidateServiceRequests(queryClient));
  useLiveTopic('membership', () => void invalidateMembership(queryClient));
  useLiveTopic('mood', () => void invalidateMood(queryClient));
  useLiveTopic('notifications', () => {
    if (user) void invalidateNotifications(queryClient, user.id);
  });

  useEffect(() => {
    if (!memberId) return;
    const connection = connectRealtime({ onEvent: tellLiveEvent, onResync: tellLiveResync });
    return () => connection.close();
  }, [memberId]);
}
