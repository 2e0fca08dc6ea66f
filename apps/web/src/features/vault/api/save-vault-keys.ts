import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vaultKeys } from '../../../lib/query-keys';
import type { VaultKeyRecord } from '@aurum/shared/vault/vault-contract';
import type { VaultKeyring } from './vault-types';

/** PUT /api/vault/keys: the first vault password's key record (refused once one exists). */
function saveVaultKeyring(record: VaultKeyRecord & { keyProof: string }) {
  return apiRequest<VaultKeyring>('/api/vault/keys', { method: 'PUT', body: record });
}

export function useSaveVaultKeyring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVaultKeyring,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}

/** POST /api/vault/keys/password: the same vault key wrapped by a new password (with the proof). */
function changeVaultPasswordRecord(record: VaultKeyRecord & { keyProof: string }) {
  return apiRequest<VaultKeyring>('/api/vault/keys/password', { method: 'POST', body: record });
}

export function useChangeVaultPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVaultPasswordRecord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
