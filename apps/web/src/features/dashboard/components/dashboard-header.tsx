import { tierColour, tierLabel, type TierColour } from '@aurum/shared/membership/tier-display';
import { initials } from '@aurum/shared/ui-rules/display-name';
import { LogOut } from 'lucide-react';
import { BrandLogo } from '../../../components/brand-logo';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '@aurum/shared/format/dates';
import { greetingFor } from '../../../lib/format';
import { useAuth } from '../../auth/hooks/use-auth';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { InstallAppButton } from '../../install/components/install-app-button';
import { NotificationBell } from '../../notifications/components/notification-bell';
import { useDisplayName, useProfile } from '../../../lib/member-profile';

const TIER_TONES: Record<TierColour, BadgeTone> = {
  yellow: 'gold',
  grey: 'grey',
  purple: 'purple',
  blue: 'blue',
};

function MembershipBadge() {
  const { user } = useAuth();
  const { data: profile } = useProfile(user?.id);
  // Until the profile answers the tier is unknown; guessing "Premium" could be wrong.
  if (!profile) return <span className="block h-6" aria-hidden="true" />;
  const onTrial = (profile.membership_tier || 'trial') === 'trial';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Badge tone={TIER_TONES[tierColour(profile.membership_tier)]}>
        {tierLabel(profile.membership_tier, 'elsewhere')}
      </Badge>
      {onTrial && profile.trial_end_date && (
        <span className="text-xs text-zinc-400">
          Trial ends {formatDate(profile.trial_end_date)}
        </span>
      )}
    </div>
  );
}

/** Greeting, initials avatar, tier, Install App, the bell and Sign Out (spec 01 section 2). */
export function DashboardHeader() {
  const { user } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const name = useDisplayName(user);
  return (
    <header>
      <div className="flex items-center justify-between gap-3">
        <BrandLogo to="/dashboard" className="text-base tracking-[0.2em] sm:text-lg" />
        <div className="flex items-center gap-2">
          <InstallAppButton compact />
          <NotificationBell />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void signOut()}
            disabled={signingOut}
            className="px-2.5 sm:px-3"
          >
            <LogOut aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Sign Out</span>
          </Button>
        </div>
      </div>
      <div className="mt-7 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full border border-gold-500/60 bg-linear-to-br from-gold-500/25 to-gold-700/10 font-display text-xl font-semibold text-gold-200 shadow-[0_0_30px_-10px_rgba(212,175,55,0.8)] sm:size-16 sm:text-2xl"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-zinc-300">{greetingFor()},</p>
          <h1 className="font-display text-2xl leading-tight font-semibold break-words text-zinc-50 sm:text-3xl">
            {name}
          </h1>
          <MembershipBadge />
        </div>
      </div>
    </header>
  );
}
