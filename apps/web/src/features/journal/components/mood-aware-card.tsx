import { humanConciergeAllowed } from '@aurum/shared/membership/tier-rules';
import { HeartHandshake, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useProfile } from '../../../lib/member-profile';
import { useHasScreen } from '../../../lib/screen-routes';
import { useAuth } from '../../auth/hooks/use-auth';
import { useMoodTrends } from '../api/get-mood-trends';

const HUMAN_CONCIERGE = '/human-concierge';
const RESET = '/reset';

/**
 * The mood-aware concierge (issue 28): when the last three readings are below 4 (the server's
 * `low_streak`), a discreet card offers a person (the human concierge, where the member's tier
 * allows it: gold, platinum, black) and a reset (once the reset area has a screen: ADR 061).
 * Nothing is shown when there is nothing to offer, and nothing at all otherwise.
 */
export function MoodAwareCard({ className }: { className?: string }) {
  const { user } = useAuth();
  const trends = useMoodTrends();
  const profile = useProfile(user?.id);
  const resetBuilt = useHasScreen(RESET);
  const person = profile.data ? humanConciergeAllowed(profile.data.membership_tier) : false;
  if (!trends.data?.low_streak || (!person && !resetBuilt)) return null;

  return (
    <Card className={cn('border-gold-500/30 p-5', className)}>
      <section aria-labelledby="mood-aware-heading">
        <h2
          id="mood-aware-heading"
          className="flex items-center gap-2 font-display text-lg font-semibold text-gold-300"
        >
          <HeartHandshake aria-hidden="true" className="size-5" />
          Here for you
        </h2>
        <p className="mt-2 text-sm text-zinc-300">
          Your last few moods have been low.{' '}
          {person
            ? 'Someone from your concierge team can check in with you, whenever you like.'
            : 'A short reset can make room for you.'}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {person && (
            <Button asChild size="sm">
              <Link to={HUMAN_CONCIERGE}>
                <HeartHandshake aria-hidden="true" />
                Talk to a person
              </Link>
            </Button>
          )}
          {resetBuilt && (
            <Button asChild size="sm" variant="outline">
              <Link to={`${RESET}?trigger=mood`}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Link>
            </Button>
          )}
        </div>
      </section>
    </Card>
  );
}
