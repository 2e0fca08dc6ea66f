import { checkTotpCode, type TotpEnrolment } from '@aurum/shared/auth/two-factor-rules';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useTwoFactorActions, useTwoFactorStatus } from '../api/manage-two-factor';
import { useReauthenticated } from '../hooks/use-reauthenticated';

const T = TWO_FACTOR_TEXTS;

type Confirming = 'remove' | 'regenerate' | null;

/**
 * /security's two-factor part (issue 26, ADR 052): set up an authenticator app (QR code drawn by
 * the server, the key for typing by hand, a first code turns it on), the recovery codes shown
 * once with copy and download, new codes, turn off. Changes ask for the password again first.
 * The staff console shows it too until staff have a factor (`onEnabled`: the codes were saved).
 */
export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void }) {
  const status = useTwoFactorStatus();
  const actions = useTwoFactorActions();
  const { run: guarded, dialog: prompt } = useReauthenticated();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const fail = (failure: unknown) =>
    toast.error(T.sectionTitle, {
      description: failure instanceof Error ? failure.message : undefined,
    });

  const start = async () => {
    try {
      const answer = await guarded(() => actions.start.mutateAsync());
      if (answer) setEnrolment(answer);
    } catch (failure) {
      fail(failure);
    }
  };

  const act = async (what: Exclude<Confirming, null>) => {
    setConfirming(null);
    try {
      if (what === 'remove') {
        const done = await guarded(async () => {
          await actions.remove.mutateAsync();
          return true;
        });
        if (done) toast.success(T.removedToast);
      } else {
        const answer = await guarded(() => actions.regenerate.mutateAsync());
        if (answer) {
          setCodes(answer.recovery_codes);
          toast.success(T.regeneratedToast);
        }
      }
    } catch (failure) {
      fail(failure);
    }
  };

  const enabled = status.data?.totp.enabled ?? false;
  return (
    <section
      aria-labelledby="two-factor-title"
      className="rounded-2xl border border-gold-500/20 bg-ink-800/60 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="two-factor-title" className="font-display text-xl font-semibold text-zinc-50">
          {T.sectionTitle}
        </h2>
        {status.data && (
          <Badge tone={enabled ? 'green' : 'grey'}>{enabled ? T.enabled : T.disabled}</Badge>
        )}
      </div>
      <p className="mt-2 text-sm text-zinc-300">{T.sectionIntro}</p>

      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            onEnabled?.();
          }}
        />
      ) : enrolment ? (
        <TotpSetUp
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirm={async (code) => {
            const answer = await actions.confirm.mutateAsync(code);
            setEnrolment(null);
            setCodes(answer.recovery_codes);
            toast.success(T.enabledToast);
          }}
        />
      ) : status.isPending ? (
        <p role="status" className="mt-4 text-sm text-zinc-400">
          Loading...
        </p>
      ) : status.isError ? (
        <p className="mt-4 text-sm text-red-300">{status.error.message}</p>
      ) : enabled ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-zinc-300">
            {T.recoveryRemaining(status.data.recovery_codes.remaining)}
          </p>
          {confirming ? (
            <div role="alert" className="space-y-3 rounded-lg border border-gold-500/30 p-4">
              <p className="text-sm text-zinc-200">
                {confirming === 'remove' ? T.removeConfirm : T.regenerateConfirm}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button
                  variant={confirming === 'remove' ? 'danger' : 'primary'}
                  onClick={() => void act(confirming)}
                >
                  {confirming === 'remove' ? T.remove : T.regenerate}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(null)}>
                  {T.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={() => setConfirming('regenerate')}>
                {T.regenerate}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming('remove')}>
                {T.remove}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <Button className="mt-4" onClick={() => void start()} disabled={actions.start.isPending}>
          {T.setUp}
        </Button>
      )}
      {prompt}
    </section>
  );
}

function TotpSetUp({
  enrolment,
  onConfirm,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTotpCode(code);
    if (!checked.ok) return setError(checked.message);
    setBusy(true);
    try {
      await onConfirm(checked.code);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : T.invalid);
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-zinc-200">{T.scanIntro}</p>
      <img
        src={enrolment.qr_code}
        alt={T.qrAlt}
        width={192}
        height={192}
        className="rounded-lg bg-white p-2"
      />
      <div>
        <p className="text-sm text-zinc-300">{T.manualKey}</p>
        <code
          data-testid="totp-secret"
          className="mt-1 block font-mono text-sm break-all text-gold-200"
        >
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <FormField
        label={T.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? T.verifying : T.confirmCode}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    toast.success(T.copied);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'aurum-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mt-4 space-y-4">
      <h3 className="font-semibold text-zinc-100">{T.recoveryTitle}</h3>
      <p className="text-sm text-zinc-300">{T.recoveryShowOnce}</p>
      <ul
        aria-label={T.recoveryTitle}
        className="grid grid-cols-2 gap-2 font-mono text-sm text-gold-200"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          {T.copy}
        </Button>
        <Button variant="outline" onClick={download}>
          {T.download}
        </Button>
        <Button onClick={onDone}>{T.done}</Button>
      </div>
    </div>
  );
}
