import { HOME_ROUTE, PROVIDER_ROUTE } from '@aurum/shared/routes';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { Card } from '../../../components/ui/card';
import { EmailAddress } from '../../../components/ui/email-address';

/** What a signed-in member or provider sees at /admin. */
export function StaffOnlyPage({ role, email }: { role: string; email: string }) {
  const back =
    role === 'provider'
      ? { to: PROVIDER_ROUTE, label: 'Go to your provider view' }
      : { to: HOME_ROUTE, label: 'Back to Dashboard' };
  return (
    <div className="flex min-h-dvh flex-col px-5 py-6 sm:px-8">
      <header>
        <BrandLogo to={back.to} />
      </header>
      <main className="flex flex-1 items-center justify-center py-10">
        <Card className="w-full max-w-lg p-8 text-center sm:p-10">
          <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-gold-400" />
          <h1 className="mt-4 font-display text-3xl font-semibold text-gold-300">Staff only</h1>
          <p className="mt-4 text-zinc-300">
            The staff console is for the Aurum concierge team. You are signed in as{' '}
            <EmailAddress address={email} className="font-semibold text-zinc-100" />, which is not a
            staff account.
          </p>
          <Link
            to={back.to}
            className="mt-8 inline-flex items-center gap-2 rounded-md font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </Link>
        </Card>
      </main>
    </div>
  );
}
