import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/admin/members/:id/factors/reset (ADR 052): staff remove a member's second factors
 * after checking their identity; the member's e-mail, typed by staff, confirms it.
 */
export function useResetMemberFactors() {
  return useMutation({
    mutationFn: ({ id, confirmEmail }: { id: string; confirmEmail: string }) =>
      apiRequest<{ reset: true }>(`/api/admin/members/${encodeURIComponent(id)}/factors/reset`, {
        method: 'POST',
        body: { confirm_email: confirmEmail },
      }),
  });
}
