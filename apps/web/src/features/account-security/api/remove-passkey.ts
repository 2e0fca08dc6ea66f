import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../auth/hooks/use-auth';
import { passkeysQuery } from './list-passkeys';

function removePasskey(id: string): Promise<void> {
  return apiRequest<void>(`/auth/v1/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
