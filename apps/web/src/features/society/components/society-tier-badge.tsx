import { tierColour, tierLabel, type TierColour } from '@aurum/shared/membership/tier-display';
import { Crown } from 'lucide-react';
import { cn } from '../../../lib/cn';

const COLOURS: Record<TierColour, string> = {
  yellow: 'border-yellow-400/60 bg-yellow-400/15 text-yellow-200',
  grey: 'border-zinc-300/50 bg-zinc-300/15 text-zinc-100',
  purple: 'border-purple-400/60 bg-purple-500/20 text-purple-200',
  blue: 'border-sky-400/60 bg-sky-500/15 text-sky-200',
};

/** The member's tier badge (spec 02 section 2): "Premium" on the trial, else "<Tier> Member". */
export function SocietyTierBadge({ tier, className }: { tier: string | null; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold tracking-wide',
        COLOURS[tierColour(tier)],
        className,
      )}
    >
      <Crown aria-hidden="true" className="size-3.5" />
      {tierLabel(tier, 'elsewhere')}
    </span>
  );
}
