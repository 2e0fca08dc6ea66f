import {
  MARKETPLACE_MESSAGES,
  type ProviderDetail,
} from '@aurum/shared/marketplace/marketplace-rules';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { Award, Banknote, Clock, Mail, MapPin, Phone, SearchX } from 'lucide-react';
import { IconFact } from '../../../components/icon-fact';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { StarRating } from '../../../components/ui/star-rating';
import { isApiError } from '../../../lib/api-error';
import { useProviderDetail } from '../api/get-provider-detail';
import { useFailureToast } from '../hooks/use-failure-toast';
import { experienceLabel, telHref } from '../utils/marketplace-format';
import { AvailabilityBooking } from './availability-booking';
import { ProviderReviews } from './provider-reviews';
import { ProviderStats } from './provider-stats';
import { formatPriceText } from '@aurum/shared/format/money';

export interface ProviderDetailViewProps {
  id: string;
  onBack: () => void;
}

/** One provider's details, stats, reviews and free slots, in place of the list. */
export function ProviderDetailView({ id, onBack }: ProviderDetailViewProps) {
  const detail = useProviderDetail(id);
  // An unknown provider stays unknown: no retry, no failure toast, a way back instead.
  const notFound = isApiError(detail.error) && detail.error.status === 404;
  useFailureToast(
    detail.isError && !notFound,
    MARKETPLACE_MESSAGES.providersFailed,
    detail.refetch,
  );
  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
        ← Back to Search
      </Button>
      {detail.isPending ? (
        <div role="status" aria-label="Loading provider" className="space-y-4">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
      ) : notFound ? (
        <ProviderNotFound onBack={onBack} />
      ) : detail.isError ? (
        <div className="rounded-2xl border border-red-400/30 bg-red-400/5 p-8 text-center">
          <p className="text-red-200">{MARKETPLACE_MESSAGES.providersFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProviderDetailContent provider={detail.data} />
      )}
    </div>
  );
}

function ProviderNotFound({ onBack }: { onBack: () => void }) {
  return (
    <div className="rounded-2xl border border-gold-500/25 bg-ink-800/60 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-gold-400" />
      <h1 className="mt-3 font-display text-2xl font-semibold text-zinc-50">
        {MARKETPLACE_MESSAGES.providerNotFound}
      </h1>
      <p className="mt-1 text-sm text-zinc-400">{MARKETPLACE_MESSAGES.providerNotFoundHint}</p>
      <Button className="mt-5" onClick={onBack}>
        Browse providers
      </Button>
    </div>
  );
}

function ProviderDetailContent({ provider }: { provider: ProviderDetail }) {
  return (
    <>
      <Card className="p-5 sm:p-7">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>{serviceTypeLabel(provider.service_type)}</Badge>
          {provider.is_emergency && <Badge tone="red">24/7 Available</Badge>}
        </div>
        <h1 className="mt-3 font-display text-3xl font-semibold text-zinc-50 sm:text-4xl">
          {provider.name}
        </h1>
        <StarRating className="mt-2" rating={provider.rating} reviewCount={provider.review_count} />
        {provider.description && (
          <p className="mt-4 leading-relaxed text-zinc-300">{provider.description}</p>
        )}
        <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
          <IconFact icon={MapPin} label="Location">
            {provider.location}
          </IconFact>
          <IconFact icon={Phone} label="Phone">
            {provider.contact_phone ? (
              <a
                className="underline-offset-4 hover:underline"
                href={telHref(provider.contact_phone)}
              >
                {provider.contact_phone}
              </a>
            ) : (
              '—'
            )}
          </IconFact>
          <IconFact icon={Mail} label="E-mail">
            {provider.contact_email ? (
              <a
                className="break-all underline-offset-4 hover:underline"
                href={`mailto:${provider.contact_email}`}
              >
                {provider.contact_email}
              </a>
            ) : (
              '—'
            )}
          </IconFact>
          <IconFact icon={Banknote} label="Price range">
            {formatPriceText(provider.price_range) || '—'}
          </IconFact>
          <IconFact icon={Clock} label="Availability">
            {provider.availability_hours || '—'}
          </IconFact>
          <IconFact icon={Award} label="Experience">
            {experienceLabel(provider.years_experience)}
          </IconFact>
        </dl>
      </Card>
      <ProviderStats stats={provider.stats} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <AvailabilityBooking provider={provider} />
        <ProviderReviews provider={provider} />
      </div>
    </>
  );
}
