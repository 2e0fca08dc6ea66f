import type { Profile } from '@aurum/shared/profile/profile-contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '@aurum/shared/format/dates';
import { humanise } from '../utils/profile-form';
import { TierBadge } from './tier-badge';

/** Tier, verification status and member-since date (shown only once the profile loaded). */
export function MembershipStatusCard({ profile }: { profile: Profile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-[1.0625rem] sm:text-xl">Membership Status</CardTitle>
      </CardHeader>
      <CardContent>
        <TierBadge tier={profile.membership_tier} />
        <dl className="mt-5 grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-zinc-400">Status</dt>
            <dd className="mt-1 font-medium text-zinc-100">
              {humanise(profile.verification_status)}
            </dd>
          </div>
          <div>
            <dt className="text-zinc-400">Member Since</dt>
            <dd className="mt-1 font-medium text-zinc-100">
              <time dateTime={profile.created_at}>{formatDate(profile.created_at)}</time>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
