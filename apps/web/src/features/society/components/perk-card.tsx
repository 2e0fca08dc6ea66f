import { formatDate } from '@aurum/shared/format/dates';
import { type Perk, SOCIETY_LABELS, SOCIETY_TEXTS } from '@aurum/shared/society/society-rules';
import { CheckCircle2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/**
 * One perk (spec 02 section 3): title, description, category, tier and value; Redeem, disabled
 * once redeemed or unavailable (section 4), with why it is closed and, once redeemed, how to use
 * it (a code, or the concierge follows up).
 */
export function PerkCard({
  perk,
  busy,
  onRedeem,
}: {
  perk: Perk;
  busy: boolean;
  onRedeem: () => void;
}) {
  const headingId = `perk-${perk.id}`;
  const label = perk.is_redeemed
    ? SOCIETY_TEXTS.redeemed
    : perk.is_available
      ? SOCIETY_TEXTS.redeem
      : SOCIETY_TEXTS.unavailable;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex w-full flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="gold">{SOCIETY_LABELS.perkCategory[perk.category]}</Badge>
        <Badge tone="grey">{SOCIETY_LABELS.tier[perk.tier]}</Badge>
        {perk.stock_remaining !== null && !perk.is_redeemed && perk.stock_remaining > 0 && (
          <Badge tone="blue">{perk.stock_remaining} left</Badge>
        )}
      </div>
      <h3 id={headingId} className="font-display text-xl font-semibold text-zinc-50">
        {perk.title}
      </h3>
      <p className="text-sm text-zinc-300">{perk.description}</p>
      <p className="text-lg font-semibold text-gold-300">{perk.value}</p>
      {perk.expires_at && (
        <p className="text-xs text-zinc-400">Until {formatDate(perk.expires_at)}</p>
      )}
      {perk.redemption && (
        <div
          role="status"
          className="rounded-lg border border-emerald-400/30 bg-emerald-400/5 p-3 text-sm"
        >
          <p className="flex items-center gap-2 font-semibold text-emerald-300">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Redeemed {formatDate(perk.redemption.redeemed_at)}
          </p>
          {perk.redemption.code && (
            <p className="mt-2 font-mono text-base tracking-widest text-zinc-50">
              {perk.redemption.code}
            </p>
          )}
          <p className="mt-1 text-zinc-300">{perk.redemption.how_to_use}</p>
        </div>
      )}
      {!perk.is_redeemed && perk.unavailable_reason && (
        <p className="text-sm text-zinc-400">{perk.unavailable_reason}</p>
      )}
      <Button
        className="mt-auto w-full"
        variant={perk.is_available ? 'primary' : 'outline'}
        disabled={!perk.is_available || busy}
        aria-label={`${label}: ${perk.title}`}
        onClick={onRedeem}
      >
        {busy ? 'Redeeming...' : label}
      </Button>
    </Card>
  );
}
