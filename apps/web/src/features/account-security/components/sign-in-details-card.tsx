import { ACCOUNT_TEXTS } from '@aurum/shared/auth/account-texts';
import { KeyRound, Mail } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmailAddress } from '../../../components/ui/email-address';
import { SignOutOthersOffer } from './sign-out-others-offer';

// The two forms (and the form library they use) load when the member reaches for a change
// button, not with the profile (its first load stays within the 150 kB budget, ADR 022).
const loadEmailForm = () => import('./change-email-form');
const loadPasswordForm = () => import('./change-password-form');
const ChangeEmailForm = lazy(async () => ({ default: (await loadEmailForm()).ChangeEmailForm }));
const ChangePasswordForm = lazy(async () => ({
  default: (await loadPasswordForm()).ChangePasswordForm,
}));

type Editing = 'none' | 'email' | 'password';

function Row({ label, value, action }: { label: string; value: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-ink-600/70 py-3.5 last:border-b-0">
      <div className="min-w-0">
        <p className="text-sm text-zinc-400">{label}</p>
        <p className="break-words text-zinc-100">{value}</p>
      </div>
      {action}
    </div>
  );
}

/**
 * The profile's Sign-in Details (ADR 051): the address and the password, each with its change
 * form after "Confirm it is you"; after a new password, the offer to sign out other devices;
 * after asking for a new address, where its link went.
 */
export function SignInDetailsCard({ email }: { email: string }) {
  const titleId = useId();
  const [editing, setEditing] = useState<Editing>('none');
  const [otherSessions, setOtherSessions] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = (what: Editing, label: string, Icon: typeof Mail) =>
    editing === 'none' && (
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => void (what === 'email' ? loadEmailForm() : loadPasswordForm())}
        onFocus={() => void (what === 'email' ? loadEmailForm() : loadPasswordForm())}
        onClick={() => setEditing(what)}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
    );

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-[1.0625rem] sm:text-xl">
          {ACCOUNT_TEXTS.cardTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 pt-2">
        <div>
          <Row
            label={ACCOUNT_TEXTS.email}
            value={<EmailAddress address={email} />}
            action={change('email', ACCOUNT_TEXTS.changeEmail, Mail)}
          />
          {editing === 'email' && (
            <Suspense fallback={null}>
              <ChangeEmailForm
                onCancel={() => setEditing('none')}
                onSent={(newEmail) => {
                  setSentTo(newEmail);
                  setEditing('none');
                }}
              />
            </Suspense>
          )}
          <Row
            label={ACCOUNT_TEXTS.password}
            value={<span aria-hidden="true">{ACCOUNT_TEXTS.hiddenPassword}</span>}
            action={change('password', ACCOUNT_TEXTS.changePassword, KeyRound)}
          />
          {editing === 'password' && (
            <Suspense fallback={null}>
              <ChangePasswordForm
                onCancel={() => setEditing('none')}
                onChanged={(answer) => {
                  setOtherSessions(answer.other_sessions);
                  setEditing('none');
                }}
              />
            </Suspense>
          )}
        </div>
        {sentTo && (
          <div
            role="status"
            className="space-y-1 rounded-xl border border-gold-500/25 bg-ink-900/60 p-4 text-sm text-zinc-200"
          >
            <p>{ACCOUNT_TEXTS.emailChangeSent}</p>
            <p>
              <EmailAddress address={sentTo} className="font-semibold text-zinc-50" />
            </p>
            <p>{ACCOUNT_TEXTS.emailChangeSentAfter}</p>
          </div>
        )}
        {otherSessions !== null && <SignOutOthersOffer otherSessions={otherSessions} />}
      </CardContent>
    </Card>
  );
}
