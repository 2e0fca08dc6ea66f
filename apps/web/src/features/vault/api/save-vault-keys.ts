import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import { vaultKeys } from '../../../lib/query-keys';
import type { VaultKeyRecord } from '@aurum/shared/vault/vault-contract';

/** PUT /api/vault/keys: the first vault password's key record (refused once one exists). */
function saveVaultKeyring(record: VaultKeyRecord & { keyProof: string }) {
  return callApi(vaultRoutes.setUp, { body: record });
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
  return callApi(vaultRoutes.changePassword, { body: record });
}

export function useChangeVaultPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVaultPasswordRecord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
