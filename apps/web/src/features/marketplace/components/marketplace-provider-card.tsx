import type { MarketplaceProvider } from '@aurum/shared/marketplace/marketplace-rules';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { StarRating } from '../../../components/ui/star-rating';
import { cn } from '../../../lib/cn';
import { ProviderFacts } from '../../../components/provider-facts';

export interface MarketplaceProviderCardProps {
  provider: MarketplaceProvider;
  onOpen: (id: string) => void;
  /** A badge beside the name, e.g. Premium or 24/7 Available. */
  badge?: ReactNode;
  /** A further action above View Details, e.g. calling an emergency provider. */
  action?: ReactNode;
  className?: string;
}

/** A provider in the results: name, service, stars, place, price, response time, description. */
export function MarketplaceProviderCard({
  provider,
  onOpen,
  badge,
  action,
  className,
}: MarketplaceProviderCardProps) {
  return (
    <Card className={cn('flex h-full flex-col gap-3 p-5', className)}>
      <article aria-labelledby={`provider-${provider.id}`} className="flex h-full flex-col gap-3">
        <div className="flex items-start justify-between gap-2">
          <h3
            id={`provider-${provider.id}`}
            className="font-display text-lg leading-snug font-semibold text-zinc-50"
          >
            {provider.name}
          </h3>
          {badge}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="grey">{serviceTypeLabel(provider.service_type)}</Badge>
          <StarRating rating={provider.rating} reviewCount={provider.review_count} />
        </div>
        <ProviderFacts provider={provider} />
        {provider.description && (
          <p className="line-clamp-3 text-sm leading-relaxed text-zinc-400">
            {provider.description}
          </p>
        )}
        <div className="mt-auto" />
        {action}
        <Button
          variant="outline"
          className="w-full"
          aria-label={`View Details of ${provider.name}`}
          onClick={() => onOpen(provider.id)}
        >
          View Details
        </Button>
      </article>
    </Card>
  );
}

/** A placeholder card while providers load. */
export function ProviderCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="provider-skeleton">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-11 w-full rounded-lg" />
    </Card>
  );
}
