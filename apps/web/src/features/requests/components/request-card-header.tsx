import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { formatDate } from '@aurum/shared/format/dates';
import { requestDisplayedStatus, requestTitle } from '../utils/request-display';
import { DisplayedStatusBadge } from '../../../components/displayed-status-badge';

/** The top of a request card: service type, when it was requested, and its displayed status. */
export function RequestCardHeader({
  request,
  headingId,
}: {
  request: ServiceRequestDetail;
  headingId?: string;
}) {
  return (
    <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
      <div className="min-w-0">
        <h2 id={headingId} className="font-display text-xl font-semibold text-zinc-50">
          {requestTitle(request)}
        </h2>
        <p className="text-xs text-zinc-400">
          Requested <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
        </p>
      </div>
      <DisplayedStatusBadge status={requestDisplayedStatus(request)} />
    </div>
  );
}
