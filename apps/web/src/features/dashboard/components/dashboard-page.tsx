import { MEMBER_ROUTES, type MemberRoute } from '@aurum/shared/routes';
import { displayName, initials } from '@aurum/shared/ui-rules/display-name';
import { ChevronRight, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { greetingFor } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/hooks/use-auth';
import { useSignOut } from '../../auth/hooks/use-sign-out';

const NOT_LISTED: readonly MemberRoute[] = ['/dashboard', '/onboarding'];
const AREAS = (Object.entries(MEMBER_ROUTES) as [MemberRoute, string][]).filter(
  ([path]) => !NOT_LISTED.includes(path),
);

/** /dashboard until the full home screen arrives: who is signed in, sign-out, every area. */
export function DashboardPage() {
  const { user } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const name = displayName({ metadataName: user?.user_metadata.name, email: user?.email });
  return (
    <div className="mx-auto min-h-dvh max-w-5xl px-5 py-5 sm:px-8 sm:py-6">
      <header>
        <div className="flex items-center justify-between gap-3">
          <BrandLogo to="/dashboard" className="text-lg tracking-[0.18em] sm:text-xl" />
          <Button variant="outline" size="sm" onClick={() => void signOut()} disabled={signingOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </Button>
        </div>
        <div className="mt-8 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full border border-gold-500/60 bg-gold-500/10 font-display text-xl font-semibold text-gold-300"
          >
            {initials(name)}
          </span>
          <div className="min-w-0">
            <p className="text-sm text-zinc-300">{greetingFor()},</p>
            <h1 className="font-display text-2xl font-semibold break-words text-zinc-50 sm:text-3xl">
              {name}
            </h1>
          </div>
        </div>
      </header>
      <main className="mt-10">
        <h2 className="font-display text-xl font-semibold text-gold-300">Your concierge</h2>
        <nav aria-label="Areas" className="mt-4">
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            {AREAS.map(([path, title]) => (
              <li key={path}>
                <Link
                  to={path}
                  className="flex h-full min-h-14 items-center justify-between gap-2 rounded-xl border border-gold-500/15 bg-ink-800/60 px-4 py-3 text-sm text-zinc-100 transition-colors hover:border-gold-500/50 hover:text-gold-300 sm:text-base"
                >
                  {title}
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </div>
  );
}
