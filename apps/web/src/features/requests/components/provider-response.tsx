import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { CircleCheck, CircleX, MessageSquareText } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { requestDisplayedStatus } from '../utils/request-display';

/**
 * What the provider answered. A decline is prominent (red, with the reason); a confirmation is
 * green; no answer yet says so.
 */
export function ProviderResponse({ request }: { request: ServiceRequestDetail }) {
  const shown = requestDisplayedStatus(request);
  const declined = shown === 'Declined';
  const confirmed = shown === 'Confirmed' || (shown === 'Completed' && !!request.provider_response);
  const text = request.provider_response;
  // A request cancelled before anyone answered has no response to show.
  if (shown === 'Cancelled' && !text) return null;
  const Icon = declined ? CircleX : confirmed ? CircleCheck : MessageSquareText;
  return (
    <div
      role={declined ? 'note' : undefined}
      className={cn(
        'flex gap-3 rounded-xl border p-3.5',
        declined && 'border-red-400/50 bg-red-400/10',
        confirmed && 'border-emerald-400/40 bg-emerald-400/5',
        !declined && !confirmed && 'border-ink-600 bg-ink-900/50',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-4 shrink-0',
          declined ? 'text-red-300' : confirmed ? 'text-emerald-300' : 'text-zinc-400',
        )}
      />
      <div className="min-w-0">
        <p
          className={cn(
            'text-xs font-semibold tracking-wider uppercase',
            declined ? 'text-red-300' : confirmed ? 'text-emerald-300' : 'text-zinc-400',
          )}
        >
          {declined ? 'Provider Declined' : 'Provider Response'}
        </p>
        <p
          className={cn(
            'mt-1 text-sm break-words whitespace-pre-line',
            declined ? 'font-medium text-red-100' : 'text-zinc-100',
          )}
        >
          {text || (declined ? 'The provider declined this request.' : 'No response yet.')}
        </p>
        {/* The response promise's notice says the same while the team looks: say it once. */}
        {declined && !request.response_promise && (
          <p className="mt-1.5 text-xs text-zinc-300">
            Our concierge team has been asked to find another provider for you.
          </p>
        )}
      </div>
    </div>
  );
}
