import type { PasskeyView } from '@aurum/shared/auth/passkeys-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../auth/hooks/use-auth';
import { passkeysQuery } from './list-passkeys';

function renamePasskey(input: { id: string; name: string }): Promise<PasskeyView> {
  return apiRequest<PasskeyView>(`/auth/v1/passkeys/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
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
