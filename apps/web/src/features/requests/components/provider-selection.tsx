import type { CreatedServiceRequest, ProviderSummary } from '@aurum/shared/requests/request-rules';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { SearchX, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { REQUEST_MESSAGES } from '../utils/request-messages';
import { ProviderCard } from './provider-card';
import { plural } from '@aurum/shared/format/words';

/** What is being sent: a provider's id, 'skip', or nothing. */
export type ProviderStepBusy = string | 'skip' | null;

export interface ProviderSelectionProps {
  created: CreatedServiceRequest;
  busy: ProviderStepBusy;
  onChoose: (provider: ProviderSummary) => void;
  onSkip: () => void;
}

function remainingText(remaining: number | null) {
  if (remaining === null) return null;
  return `Your plan has ${plural(remaining, 'request')} left this month.`;
}

/** After submission: choose one of the offered providers, or let Aurum match automatically. */
export function ProviderSelection({ created, busy, onChoose, onSkip }: ProviderSelectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { request, providers, remaining_this_month: remaining } = created;
  const typeLabel = serviceTypeLabel(request.service_type);

  useEffect(() => {
    // The form was replaced by this step: move focus to its heading.
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="provider-step-heading" className="space-y-5">
      <Card className="p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wider text-gold-400 uppercase">
          Request submitted
        </p>
        <h2
          id="provider-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 font-display text-2xl font-semibold text-zinc-50 focus-visible:outline-none"
        >
          Choose Your Provider
        </h2>
        <p className="mt-2 text-sm text-zinc-300">
          {providers.length > 0
            ? `Pick a provider for your ${typeLabel} request, or let us match you automatically.`
            : `Your ${typeLabel} request is with us.`}
        </p>
        {remaining !== null && (
          <p className="mt-1 text-sm text-zinc-400">{remainingText(remaining)}</p>
        )}
      </Card>
      {providers.length > 0 ? (
        <ul aria-label="Available providers" className="grid gap-4 sm:grid-cols-2">
          {providers.map((provider) => (
            <li key={provider.id}>
              <ProviderCard
                provider={provider}
                onChoose={onChoose}
                disabled={busy !== null}
                choosing={busy === provider.id}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Card className="flex flex-col items-center gap-2 px-6 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
            <SearchX aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold text-zinc-100">
            {REQUEST_MESSAGES.noProvidersTitle(typeLabel)}
          </p>
          <p className="max-w-sm text-sm text-zinc-400">{REQUEST_MESSAGES.noProviders}</p>
        </Card>
      )}
      <Button
        variant={providers.length > 0 ? 'outline' : 'primary'}
        size="lg"
        className="w-full"
        disabled={busy !== null}
        onClick={onSkip}
      >
        <Sparkles aria-hidden="true" className="size-4" />
        {busy === 'skip' ? 'Finding a provider...' : 'Skip - Auto-assign Provider'}
      </Button>
    </section>
  );
}
