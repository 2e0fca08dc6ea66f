import type { ProviderSummary } from '@aurum/shared/requests/request-rules';
import { Star } from 'lucide-react';
import { formatPriceText } from '@aurum/shared/format/money';
import { DotSeparated } from '../../../components/ui/dot-separated';

/** The best match, up to three options, or the note that the concierge team will find one. */
export function ProposalProviders({ providers }: { providers: ProviderSummary[] }) {
  if (providers.length === 0) {
    return (
      <p className="mt-3 text-sm text-zinc-400">
        No verified provider matched yet: our concierge team will find one for you.
      </p>
    );
  }
  return (
    <div className="mt-3">
      <h4 className="text-xs tracking-wide text-zinc-400 uppercase">
        {providers.length === 1 ? 'Best match' : 'Options'}
      </h4>
      <ul className="mt-1.5 space-y-1.5">
        {providers.map((provider) => (
          <li
            key={provider.id}
            className="flex flex-wrap items-center justify-between gap-x-3 rounded-lg bg-white/5 px-3 py-2 text-sm"
          >
            <span className="font-medium text-zinc-100">{provider.name}</span>
            <span className="text-xs text-zinc-400">
              <DotSeparated
                parts={[
                  provider.location,
                  formatPriceText(provider.price_range),
                  provider.review_count > 0 ? (
                    <span className="inline-flex items-center gap-0.5 text-gold-300">
                      <Star aria-hidden="true" className="size-3 fill-current" />
                      {provider.rating.toFixed(1)}
                    </span>
                  ) : (
                    <span className="text-gold-300">New</span>
                  ),
                ]}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
