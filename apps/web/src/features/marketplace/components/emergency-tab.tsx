import {
  MARKETPLACE_MESSAGES,
  type EmergencyProvider,
} from '@aurum/shared/marketplace/marketplace-rules';
import { Phone, Siren, Zap } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useEmergencyProviders } from '../api/get-emergency-providers';
import { useFailureToast } from '../hooks/use-failure-toast';
import { telHref } from '../utils/marketplace-format';
import { ProviderGrid } from './provider-grid';

/** Providers who answer emergencies around the clock, under a 'Need Immediate Help?' banner. */
export function EmergencyTab({ onOpen }: { onOpen: (id: string) => void }) {
  const emergency = useEmergencyProviders();
  useFailureToast(emergency.isError, MARKETPLACE_MESSAGES.providersFailed, emergency.refetch);
  return (
    <section aria-labelledby="emergency-heading" className="space-y-5">
      <div
        role="note"
        className="flex gap-4 rounded-2xl border border-red-400/40 bg-linear-to-r from-red-500/15 to-ink-800/60 p-5"
      >
        <Siren aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-red-300" />
        <div>
          <h2 id="emergency-heading" className="font-display text-xl font-semibold text-zinc-50">
            Need Immediate Help?
          </h2>
          <p className="mt-1 text-sm text-zinc-300">
            These providers answer emergencies 24 hours a day, 7 days a week. Call them directly, or
            open their details to book their next free slot.
          </p>
        </div>
      </div>
      <ProviderGrid
        providers={emergency.data}
        loading={emergency.isPending}
        failed={emergency.isError}
        onRetry={() => void emergency.refetch()}
        onOpen={onOpen}
        emptyHint="No emergency providers are listed right now."
        action={(provider) => <CallButton provider={provider} />}
        badge={
          <Badge tone="red">
            <Zap aria-hidden="true" />
            24/7 Available
          </Badge>
        }
      />
    </section>
  );
}

/** Calls the provider (a tel: link), for when booking a slot is too slow. */
function CallButton({ provider }: { provider: EmergencyProvider }) {
  if (!provider.contact_phone) return null;
  return (
    <Button asChild className="h-auto min-h-11 w-full py-2 text-center whitespace-normal">
      <a href={telHref(provider.contact_phone)}>
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        {MARKETPLACE_MESSAGES.callProvider(provider.name)}
      </a>
    </Button>
  );
}
