import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/**
 * POST /api/admin/members/:id/factors/reset (ADR 052): staff remove a member's second factors
 * after checking their identity; the member's e-mail, typed by staff, confirms it.
 */
export function useResetMemberFactors() {
  return useMutation({
    mutationFn: ({ id, confirmEmail }: { id: string; confirmEmail: string }) =>
      callApi(adminRoutes.resetMemberFactors, {
        params: { id },
        body: { confirm_email: confirmEmail },
      }),
  });
}
