import type { ProviderSummary } from '@aurum/shared/requests/request-rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StarRating } from '../../../components/ui/star-rating';
import { ProviderFacts } from '../../../components/provider-facts';

export interface ProviderCardProps {
  provider: ProviderSummary;
  onChoose: (provider: ProviderSummary) => void;
  /** Another choice is being sent: every button waits. */
  disabled: boolean;
  /** This provider's choice is being sent. */
  choosing: boolean;
}

/** An offered provider: name, rating, location, price range, response time, description. */
export function ProviderCard({ provider, onChoose, disabled, choosing }: ProviderCardProps) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="space-y-1">
        <h3 className="font-display text-lg font-semibold text-zinc-50">{provider.name}</h3>
        <StarRating rating={provider.rating} reviewCount={provider.review_count} />
      </div>
      <ProviderFacts provider={provider} />
      {provider.description && (
        <p className="text-sm leading-relaxed text-zinc-400">{provider.description}</p>
      )}
      <Button
        className="mt-auto h-auto min-h-11 w-full py-2 whitespace-normal"
        disabled={disabled}
        onClick={() => onChoose(provider)}
      >
        {choosing ? 'Asking provider...' : `Choose ${provider.name}`}
      </Button>
    </Card>
  );
}
