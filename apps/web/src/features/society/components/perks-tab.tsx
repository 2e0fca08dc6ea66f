import { SOCIETY_TEXTS } from '@aurum/shared/society/society-rules';
import { Gift } from 'lucide-react';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { usePerks } from '../api/get-society';
import { useRedeemPerk } from '../api/society-changes';
import { PerkCard } from './perk-card';

/** Perks: the catalogue, each perk redeemable once (the button disabled after or when closed). */
export function PerksTab() {
  const perks = usePerks();
  const redeem = useRedeemPerk();
  if (perks.isError) {
    return (
      <TabLoadError
        message="Your perks could not be loaded. Check your connection."
        onRetry={() => void perks.refetch()}
      />
    );
  }
  if (!perks.data) return <TabSkeleton />;
  if (perks.data.length === 0) {
    return <TabEmpty icon={<Gift aria-hidden="true" />} title={SOCIETY_TEXTS.noPerks} />;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {perks.data.map((perk) => (
        <li key={perk.id} className="flex">
          <PerkCard
            perk={perk}
            busy={redeem.isPending && redeem.variables === perk.id}
            onRedeem={() => redeem.mutate(perk.id)}
          />
        </li>
      ))}
    </ul>
  );
}
