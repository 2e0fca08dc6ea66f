import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { useAuth } from '../../auth/hooks/use-auth';
import { passkeysQuery } from './list-passkeys';

function removePasskey(id: string) {
  return callApi(accountRoutes.removePasskey, { params: { id } });
}

/** DELETE /auth/v1/passkeys/:id (after re-authentication): the credential is deleted. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery(userId).queryKey }),
  });
}
