import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TwoFactorSection } from './two-factor-section';
import { PasskeysSection } from './passkeys-section';
import { AuditLogSection } from './audit-log-section';
import { SessionsSection } from './sessions-section';
import { DataRightsSection } from './data-rights-section';

/**
 * /security (issue 26), linked from the profile: the member's second factors, passkeys, signed-in
 * devices, their own audit log, and their data rights (export, deletion). Each part is its own
 * section component of this feature, listed here in the order a member reads them.
 */
export function SecurityPage() {
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-5 sm:px-8 sm:py-8">
      <header>
        <Link
          to="/profile"
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Profile
        </Link>
        <h1 className="mt-6 font-display text-2xl font-semibold text-zinc-50 sm:text-3xl">
          {MEMBER_ROUTES['/security']}
        </h1>
        <p className="mt-2 text-sm text-zinc-300">
          How you sign in, where you are signed in, and what Aurum keeps about you.
        </p>
      </header>
      <main className="mt-8 space-y-5">
        {/* SECTIONS (issue 26): one component per part. */}
        <TwoFactorSection />
        <PasskeysSection />
        <SessionsSection />
        <AuditLogSection />
        <DataRightsSection />
      </main>
    </div>
  );
}
