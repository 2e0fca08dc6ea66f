import { SKELETON_CARDS } from '@aurum/shared/marketplace/marketplace-rules';
import type { MarketplaceProvider } from '@aurum/shared/marketplace/marketplace-rules';
import { MARKETPLACE_MESSAGES } from '@aurum/shared/marketplace/marketplace-rules';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useShownInSteps } from '../../../hooks/use-shown-in-steps';
import { OFF_SCREEN_SKIPPED } from '../../../lib/off-screen';
import { MarketplaceProviderCard, ProviderCardSkeleton } from './marketplace-provider-card';

export interface ProviderGridProps<P extends MarketplaceProvider> {
  providers: P[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (id: string) => void;
  badge?: ReactNode;
  /** A further action on each card (see MarketplaceProviderCard). */
  action?: (provider: P) => ReactNode;
  /** Shown instead of the standard hint when nothing matches. */
  emptyHint?: string;
}

/** Provider cards, with 6 skeletons while loading, the empty state and a retry after a failure. */
export function ProviderGrid<P extends MarketplaceProvider>({
  providers,
  loading,
  failed,
  onRetry,
  onOpen,
  badge,
  action,
  emptyHint = MARKETPLACE_MESSAGES.noProvidersHint,
}: ProviderGridProps<P>) {
  // As many cards as skeletons first, the rest a few at a time after it (ADR 027).
  const shown = useShownInSteps(providers?.length ?? 0, SKELETON_CARDS);
  if (loading) {
    return (
      <div role="status" aria-label="Loading providers" className={GRID}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ProviderCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (failed || !providers) {
    return (
      <div className="rounded-2xl border border-red-400/30 bg-red-400/5 p-8 text-center">
        <p className="text-red-200">{MARKETPLACE_MESSAGES.providersFailed}</p>
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (providers.length === 0) {
    return (
      <div className="rounded-2xl border border-ink-600 bg-ink-800/50 px-6 py-12 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-gold-400" />
        <p className="mt-3 font-display text-xl font-semibold text-zinc-50">
          {MARKETPLACE_MESSAGES.noProviders}
        </p>
        <p className="mt-1 text-sm text-zinc-400">{emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {providers.slice(0, shown).map((provider) => (
        <li key={provider.id} className={OFF_SCREEN_SKIPPED}>
          <MarketplaceProviderCard
            provider={provider}
            onOpen={onOpen}
            badge={badge}
            action={action?.(provider)}
          />
        </li>
      ))}
    </ul>
  );
}

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
