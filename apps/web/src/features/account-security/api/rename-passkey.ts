import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { useAuth } from '../../auth/hooks/use-auth';
import { passkeysQuery } from './list-passkeys';

function renamePasskey(input: { id: string; name: string }) {
  return callApi(accountRoutes.renamePasskey, {
    params: { id: input.id },
    body: { name: input.name },
  });
}

/** PATCH /auth/v1/passkeys/:id, then the list shows the new name. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery(userId).queryKey }),
  });
}
