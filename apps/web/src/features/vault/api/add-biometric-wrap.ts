import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { vaultKeys } from '../../../lib/query-keys';
import type { BiometricWrap } from '../crypto/biometric-key';

/** POST /api/vault/keys/biometric: this device's credential and its wrap of the vault key. */
function addBiometricWrap(wrap: BiometricWrap) {
  return apiRequest<void>('/api/vault/keys/biometric', { method: 'POST', body: wrap });
}

export function useAddBiometricWrap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBiometricWrap,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
