import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateMembership } from '../../../lib/query-keys';

/**
 * The membership page refetches when the member comes back to it (the tab shown again, or the
 * window focused), e.g. after paying or declining in the checkout tab: the tier, the plan buttons
 * and the payment history never stay as they were before checkout. Live events (ADR 009) say the
 * same sooner when the stream is up; this covers a stream that was down.
 */
export function useRefreshOnReturn() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void invalidateMembership(queryClient);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [queryClient]);
}
