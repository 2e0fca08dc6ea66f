import type { ProviderRequestSummary } from '@aurum/shared/provider/provider-contract';
import { cn } from '../../../lib/cn';
import { formatRequestWhen } from '../utils/format-request-when';

/** What the member asked for: service, request, when (Johannesburg time), where, special requests. */
export function RequestSummary({
  request,
  showService = true,
  className,
}: {
  request: ProviderRequestSummary;
  /** Off where a heading already names the service. */
  showService?: boolean;
  className?: string;
}) {
  const rows: [string, string][] = [
    ...(showService ? [['Service', request.service_label] as [string, string]] : []),
    ['Request', request.description],
    ['When', formatRequestWhen(request.preferred_date, request.preferred_time_set)],
    ['Where', request.location || 'Not specified'],
  ];
  if (request.special_requests) rows.push(['Special requests', request.special_requests]);
  return (
    <dl className={cn('grid gap-3 text-sm', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
          <dt className="text-xs font-semibold tracking-wider text-zinc-400 uppercase sm:pt-0.5">
            {term}
          </dt>
          <dd className="break-words whitespace-pre-line text-zinc-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
