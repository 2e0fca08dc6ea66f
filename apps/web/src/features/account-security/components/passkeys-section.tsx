import { PASSKEY_TEXTS } from '@aurum/shared/auth/passkeys-messages';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { passkeyFailureMessage, webAuthnAvailable } from '../../../lib/webauthn';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/list-passkeys';
import { PasskeyRow } from './passkey-row';
import { useReauthenticated } from '../hooks/use-reauthenticated';

/**
 * The passkeys part of /security (issue 26, ADR 053): the member's passkeys (name, added, last
 * used), adding one (named after the device, the name offered for editing at once), renaming and
 * removing. Adding and removing ask for the password first when it was not entered lately.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const reauth = useReauthenticated();
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const supported = webAuthnAvailable();

  const onAdd = async () => {
    try {
      const added = await reauth.run(() => add.mutateAsync());
      if (added === null) return; // the member closed the password prompt: nothing changed
      setJustAdded(added.id);
      toast.success(PASSKEY_TEXTS.added);
    } catch (error) {
      toast.error(passkeyFailureMessage(error));
    }
  };

  const list = passkeys.data ?? [];
  return (
    <Card>
      <section aria-labelledby="passkeys-title" className="space-y-4 p-6">
        <div className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-300" />
          <div>
            <h2 id="passkeys-title" className="font-display text-xl font-semibold text-gold-300">
              {PASSKEY_TEXTS.title}
            </h2>
            <p className="mt-1 text-sm text-zinc-300">{PASSKEY_TEXTS.intro}</p>
          </div>
        </div>
        {!supported && (
          <p
            role="note"
            className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-3 text-sm text-amber-200"
          >
            {PASSKEY_TEXTS.unsupported}
          </p>
        )}
        {passkeys.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : passkeys.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {PASSKEY_TEXTS.listFailed}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-zinc-400">{PASSKEY_TEXTS.none}</p>
        ) : (
          <ul
            aria-label={PASSKEY_TEXTS.title}
            className="divide-y divide-ink-600 rounded-lg border border-ink-600"
          >
            {list.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                naming={passkey.id === justAdded}
                onNamed={() => setJustAdded(null)}
                runSensitive={reauth.run}
              />
            ))}
          </ul>
        )}
        {supported && (
          <Button variant="outline" onClick={onAdd} disabled={add.isPending}>
            {add.isPending ? PASSKEY_TEXTS.adding : PASSKEY_TEXTS.add}
          </Button>
        )}
        {reauth.dialog}
      </section>
    </Card>
  );
}
