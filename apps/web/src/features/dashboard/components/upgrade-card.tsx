import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** "Upgrade Your Experience": View Plans (/membership) and Learn More (/ai-assistant). */
export function UpgradeCard() {
  return (
    <Card className="relative overflow-hidden p-5 sm:p-6">
      <span
        aria-hidden="true"
        className="absolute -bottom-20 -left-10 size-48 rounded-full bg-gold-500/10 blur-3xl"
      />
      <div className="relative flex items-start gap-3">
        <Crown aria-hidden="true" className="mt-1 size-6 shrink-0 text-gold-400" />
        <div>
          <h2 className="font-display text-xl font-semibold text-gold-300">
            Upgrade Your Experience
          </h2>
          <p className="mt-1 text-sm text-zinc-300">
            More monthly requests, priority providers and Society perks come with Platinum and
            Black.
          </p>
        </div>
      </div>
      <div className="relative mt-5 flex flex-wrap gap-3">
        <Button asChild size="sm">
          <Link to="/membership">View Plans</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/ai-assistant">Learn More</Link>
        </Button>
      </div>
    </Card>
  );
}
