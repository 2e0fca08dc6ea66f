import { tierLabel } from '@aurum/shared/membership/tier-display';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { usePremiumAccess, useSetPremiumAccess } from '../api/manage-membership';

/** Premium access: members who activate plans without paying (spec 02 section 4). */
export function MembershipPremiumAccess() {
  const members = usePremiumAccess();
  const setAccess = useSetPremiumAccess();
  const [email, setEmail] = useState('');

  const change = async (address: string, granted: boolean) => {
    try {
      await setAccess.mutateAsync({ email: address, granted });
      toast.success(granted ? 'Premium access granted' : 'Premium access withdrawn', {
        description: address,
      });
      if (granted) setEmail('');
    } catch (error) {
      toast.error('Premium access not changed', {
        description: isApiError(error) ? error.message : 'Please try again.',
      });
    }
  };
  const grant = (event: FormEvent) => {
    event.preventDefault();
    void change(email.trim(), true);
  };

  return (
    <section aria-labelledby="premium-heading" className="space-y-4">
      <h2 id="premium-heading" className="font-display text-xl text-gold-300">
        Premium Access
      </h2>
      <form onSubmit={grant} noValidate className="flex flex-wrap items-end gap-3">
        <FormField
          label="Member e-mail"
          type="email"
          className="min-w-64 flex-1 sm:max-w-sm"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={!email.trim() || setAccess.isPending}>
          Grant Premium Access
        </Button>
      </form>
      {members.isPending ? (
        <p role="status" className="text-zinc-400">
          Loading...
        </p>
      ) : members.isError ? (
        <p className="text-red-300">The list could not be loaded.</p>
      ) : members.data.length === 0 ? (
        <p className="text-zinc-400">No member has premium access.</p>
      ) : (
        <ul className="divide-y divide-ink-600 rounded-xl border border-ink-600">
          {members.data.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-semibold text-zinc-100">{member.name ?? member.email}</p>
                <p className="text-xs break-all text-zinc-400">
                  {member.email} · {tierLabel(member.membership_tier, 'elsewhere')}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                disabled={setAccess.isPending}
                onClick={() => void change(member.email, false)}
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
