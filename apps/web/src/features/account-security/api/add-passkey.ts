import type { PasskeyView } from '@aurum/shared/auth/passkeys-contract';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loadWebAuthn } from '../../../lib/webauthn';
import { useAuth } from '../../auth/hooks/use-auth';
import { passkeysQuery } from './list-passkeys';

/**
 * Adds a passkey: the server's options (403 AUTH_REAUTH_REQUIRED unless the password was entered
 * lately), the browser creates the credential, the server verifies and stores it with a name.
 */
async function addPasskey(): Promise<PasskeyView> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    '/auth/v1/passkeys/register/options',
    { method: 'POST' },
  );
  const { startRegistration } = await loadWebAuthn();
  const credential = await startRegistration({ optionsJSON });
  return apiRequest<PasskeyView>('/auth/v1/passkeys/register/verify', {
    method: 'POST',
    body: { credential },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery(userId).queryKey }),
  });
}
