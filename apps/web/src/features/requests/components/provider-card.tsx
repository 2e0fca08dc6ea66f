import type { ProviderSummary } from '@aurum/shared/requests/request-dto';
import { Banknote, Clock, MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StarRating } from '../../../components/ui/star-rating';

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
      <ul className="space-y-1.5 text-sm text-zinc-300">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
          <span className="sr-only">Location:</span>
          {provider.location}
        </li>
        {provider.price_range && (
          <li className="flex items-center gap-2">
            <Banknote aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
            <span className="sr-only">Price range:</span>
            {provider.price_range}
          </li>
        )}
        {provider.response_time && (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
            <span>
              <span className="text-zinc-400">Response time: </span>
              {provider.response_time}
            </span>
          </li>
        )}
      </ul>
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
