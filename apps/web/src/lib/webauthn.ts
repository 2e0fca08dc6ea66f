import { PASSKEY_ERRORS, PASSKEY_TEXTS } from '@aurum/shared/auth/passkeys-messages';
import { isApiError } from './api-error';

/**
 * Passkeys in the browser (issue 26, ADR 053), shared by the sign-in button and the /security
 * section: whether WebAuthn is there, the library loaded on first use (it is in no first load,
 * ADR 022), and one message for each way a ceremony fails.
 */

/** Whether this browser can create and use passkeys at all. */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** @simplewebauthn/browser, loaded when a member first uses a passkey. */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

const CANCELLED = new Set(['NotAllowedError', 'AbortError']);

/** What to tell the member when adding or using a passkey failed (in the browser or the server). */
export function passkeyFailureMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) {
    const code = (error as Error & { code?: string }).code;
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return PASSKEY_ERRORS.PASSKEY_EXISTS;
    if (code === 'ERROR_CEREMONY_ABORTED' || CANCELLED.has(error.name)) {
      return PASSKEY_TEXTS.cancelled;
    }
  }
  return PASSKEY_ERRORS.PASSKEY_INVALID;
}
