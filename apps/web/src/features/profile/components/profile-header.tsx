import { HOME_ROUTE } from '@aurum/shared/routes';
import { initials } from '@aurum/shared/ui-rules/display-name';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TierBadge } from './tier-badge';

/** Back link, initials avatar, display name and (once the profile loaded) the tier. */
export function ProfileHeader({ name, tier }: { name: string; tier?: string | null }) {
  return (
    <header>
      <Link
        to={HOME_ROUTE}
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <div className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full border border-gold-500/60 bg-gold-500/10 font-display text-2xl font-semibold text-gold-300"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 space-y-2">
          <h1 className="font-display text-2xl font-semibold break-words text-zinc-50 sm:text-3xl">
            {name}
          </h1>
          {tier !== undefined && <TierBadge tier={tier} />}
        </div>
      </div>
    </header>
  );
}
