import { MARKETPLACE_MESSAGES } from '@aurum/shared/marketplace/marketplace-rules';
import { Crown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { useFeaturedProviders } from '../api/get-featured-providers';
import { useFailureToast } from '../hooks/use-failure-toast';
import { ProviderGrid } from './provider-grid';

/** Today's featured providers, by priority, each with a Premium badge. */
export function FeaturedTab({ onOpen }: { onOpen: (id: string) => void }) {
  const featured = useFeaturedProviders();
  useFailureToast(featured.isError, MARKETPLACE_MESSAGES.providersFailed, featured.refetch);
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="mb-4 font-display text-2xl font-semibold text-zinc-50">
        Featured Providers
      </h2>
      <ProviderGrid
        providers={featured.data}
        loading={featured.isPending}
        failed={featured.isError}
        onRetry={() => void featured.refetch()}
        onOpen={onOpen}
        emptyHint="No providers are featured today. Browse all services instead."
        badge={
          <Badge>
            <Crown aria-hidden="true" />
            Premium
          </Badge>
        }
      />
    </section>
  );
}
