import { AUTH_TOASTS } from '@aurum/shared/auth/auth-messages';
import { PASSKEY_TEXTS } from '@aurum/shared/auth/passkeys-messages';
import { KeyRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { destinationAfterSignIn } from '../../../lib/return-address';
import { toast } from '../../../lib/toast';
import { passkeyFailureMessage, webAuthnAvailable } from '../../../lib/webauthn';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';

/**
 * "Continue with a passkey" under the sign-in form (ADR 053): no e-mail or password, the browser
 * offers the member's passkeys for this site. Not shown where the browser has no WebAuthn.
 */
export function PasskeySignIn({ returnTo = null }: { returnTo?: string | null }) {
  const navigate = useNavigate();
  const signIn = useSignInWithPasskey();
  if (!webAuthnAvailable()) return null;

  const onClick = async () => {
    try {
      const session = await signIn.mutateAsync();
      toast.success(AUTH_TOASTS.welcomeBack);
      await navigate(destinationAfterSignIn(session.user.role, returnTo), { replace: true });
    } catch (error) {
      const description = passkeyFailureMessage(error);
      if (isApiError(error)) toast.error(AUTH_TOASTS.signInFailed, { description });
      else toast.error(description);
    }
  };

  return (
    <div className="space-y-5">
      <p className="flex items-center gap-3 text-xs tracking-widest text-zinc-400 uppercase before:h-px before:flex-1 before:bg-ink-600 after:h-px after:flex-1 after:bg-ink-600">
        {PASSKEY_TEXTS.orDivider}
      </p>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        onClick={onClick}
        disabled={signIn.isPending}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {signIn.isPending ? PASSKEY_TEXTS.signingIn : PASSKEY_TEXTS.signIn}
      </Button>
    </div>
  );
}
