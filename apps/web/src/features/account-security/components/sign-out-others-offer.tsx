import { ACCOUNT_TEXTS } from '@aurum/shared/auth/account-texts';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useEndOtherSessions } from '../api/end-sessions';

/**
 * After a change of password: how many other devices are signed in, and a button that signs
 * them all out (ASVS 7.4.3). This device stays signed in.
 */
export function SignOutOthersOffer({ otherSessions }: { otherSessions: number }) {
  const signOutOthers = useEndOtherSessions();
  const [others, setOthers] = useState(otherSessions);

  const onClick = async () => {
    try {
      await signOutOthers.mutateAsync(undefined);
      setOthers(0);
      toast.success(ACCOUNT_TEXTS.othersSignedOut);
    } catch (error) {
      showSubmitFailure(error, { toast: ACCOUNT_TEXTS.signOutOthers });
    }
  };

  return (
    <div role="status" className="space-y-3 rounded-xl border border-gold-500/25 bg-ink-900/60 p-4">
      <p className="text-sm text-zinc-200">{ACCOUNT_TEXTS.otherSessions(others)}</p>
      {others > 0 && (
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          onClick={() => void onClick()}
          disabled={signOutOthers.isPending}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {signOutOthers.isPending ? ACCOUNT_TEXTS.signingOutOthers : ACCOUNT_TEXTS.signOutOthers}
        </Button>
      )}
    </div>
  );
}
