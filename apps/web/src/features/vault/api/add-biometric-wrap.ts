import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import { vaultKeys } from '../../../lib/query-keys';
import type { BiometricWrap } from '../crypto/biometric-key';

/** POST /api/vault/keys/biometric: this device's credential and its wrap of the vault key. */
function addBiometricWrap(wrap: BiometricWrap) {
  return callApi(vaultRoutes.addBiometric, { body: wrap });
}

export function useAddBiometricWrap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBiometricWrap,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
