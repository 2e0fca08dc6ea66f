import type { ProviderSummary } from '@aurum/shared/requests/request-rules';
import { Banknote, Clock, MapPin } from 'lucide-react';
import { formatPriceText } from '@aurum/shared/format/money';

/** A provider's place, price range and response time, as every provider card lists them. */
export function ProviderFacts({
  provider,
}: {
  provider: Pick<ProviderSummary, 'location' | 'price_range' | 'response_time'>;
}) {
  return (
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
          {formatPriceText(provider.price_range)}
        </li>
      )}
      {provider.response_time && (
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
          <span>
            <span className="text-zinc-400">Responds: </span>
            {provider.response_time}
          </span>
        </li>
      )}
    </ul>
  );
}
