import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import { isApiError } from '../../../lib/api-error';
import { vaultKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';
import type { VaultKeyring } from './vault-types';

/** GET /api/vault/keys: the key record, or null before the member sets a vault password. */
async function getVaultKeyring(signal?: AbortSignal): Promise<VaultKeyring | null> {
  try {
    return await callApi(vaultRoutes.keyring, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useVaultKeyring() {
  const { user } = useAuth();
  return useQuery({
    queryKey: vaultKeys.keys(user?.id ?? ''),
    queryFn: ({ signal }) => getVaultKeyring(signal),
    enabled: Boolean(user),
    staleTime: Infinity,
  });
}
