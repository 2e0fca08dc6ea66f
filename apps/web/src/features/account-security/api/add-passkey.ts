import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { loadWebAuthn } from '../../../lib/webauthn';
import { useAuth } from '../../auth/hooks/use-auth';
import { passkeysQuery } from './list-passkeys';

/**
 * Adds a passkey: the server's options (403 AUTH_REAUTH_REQUIRED unless the password was entered
 * lately), the browser creates the credential, the server verifies and stores it with a name.
 */
async function addPasskey() {
  // The server answers @simplewebauthn's options JSON; shared names only its challenge.
  const optionsJSON = (await callApi(
    accountRoutes.passkeyRegistrationOptions,
  )) as PublicKeyCredentialCreationOptionsJSON;
  const { startRegistration } = await loadWebAuthn();
  const credential = await startRegistration({ optionsJSON });
  return callApi(accountRoutes.registerPasskey, { body: { credential } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery(userId).queryKey }),
  });
}
