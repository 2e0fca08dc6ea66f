import { DATA_RIGHTS_TEXTS as T } from '@aurum/shared/data-rights/data-rights-texts';
import { formatDate } from '@aurum/shared/format/dates';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { useDataRightsState, useDownloadExport, useRequestDeletion } from '../api/data-rights';
import { useReauthenticated } from '../hooks/use-reauthenticated';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * The member's data rights on /security (issue 26, POPIA; ADR 055): download everything, or
 * delete the account after confirming the password (7 days' grace; signing in restores it).
 */
export function DataRightsSection() {
  const state = useDataRightsState();
  const download = useDownloadExport();
  const deletion = useRequestDeletion();
  const { signOut } = useSignOut();
  const { run, dialog } = useReauthenticated();
  const [step, setStep] = useState<'idle' | 'confirm'>('idle');
  const [error, setError] = useState<string | null>(null);
  const pending = state.data?.deletion ?? null;

  const exportData = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(T.exported),
      onError: () => toast.error(T.exportFailed),
    });

  /** After the confirm dialog; "Confirm it is you" opens over it when the server asks. */
  const askDeletion = async () => {
    setError(null);
    try {
      const answer = await run(() => deletion.mutateAsync());
      setStep('idle');
      // Every session has ended on the server: this device signs out too.
      if (answer !== null) await signOut();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : T.deleteFailed);
    }
  };

  return (
    <Card aria-labelledby="data-rights-title">
      <CardHeader>
        <CardTitle id="data-rights-title">{T.title}</CardTitle>
        <p className="text-sm text-zinc-300">{T.intro}</p>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-2">
          <h3 className="font-semibold text-zinc-100">{T.exportTitle}</h3>
          <p className="text-sm text-zinc-300">{T.exportBody}</p>
          <Button variant="outline" onClick={exportData} disabled={download.isPending}>
            {download.isPending ? T.exporting : T.exportButton}
          </Button>
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold text-zinc-100">{T.deleteTitle}</h3>
          {pending ? (
            <p role="status" className="text-sm text-amber-200">
              {T.pending(formatDate(pending.deletes_at))}
            </p>
          ) : (
            <>
              <p className="text-sm text-zinc-300">{T.deleteBody}</p>
              <Button variant="danger" onClick={() => setStep('confirm')}>
                {T.deleteButton}
              </Button>
            </>
          )}
          <h4 className="pt-2 text-sm font-semibold text-zinc-200">{T.keptTitle}</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm text-zinc-400">
            <li>{T.confirmRequests}</li>
            <li>{T.confirmPayments}</li>
          </ul>
        </section>
      </CardContent>
      <DeleteAccountDialog
        open={step === 'confirm'}
        busy={deletion.isPending}
        error={error}
        onConfirm={() => void askDeletion()}
        onCancel={() => setStep('idle')}
      />
      {dialog}
    </Card>
  );
}
