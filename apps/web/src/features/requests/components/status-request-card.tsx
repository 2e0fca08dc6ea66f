import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import type { RequestStatusItem } from '@aurum/shared/requests/request-status-page';
import { STATUS_TIMELINE_LENGTH } from '@aurum/shared/requests/request-status';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '@aurum/shared/format/dates';
import { bookingFacts, formatPreferredDate } from '../utils/request-display';
import { ProviderResponse } from './provider-response';
import { RequestCardHeader } from './request-card-header';
import { ResponsePromiseNotice } from './response-promise-notice';
import { RequestFacts, RequestNote } from './request-facts';
import { StatusTimeline } from './status-timeline';

/** A request on /request-status: details, the provider's answer, timeline and admin notes. */
export function StatusRequestCard({
  request,
}: {
  request: ServiceRequestDetail | RequestStatusItem;
}) {
  const updatesCount = 'updates_count' in request ? request.updates_count : request.updates.length;
  const headingId = useId();
  return (
    <Card className="flex h-full flex-col gap-4 p-5" role="article" aria-labelledby={headingId}>
      <RequestCardHeader request={request} headingId={headingId} />
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-zinc-200">
        {request.description}
      </p>
      <RequestFacts
        facts={[
          { label: 'Preferred Date', value: formatPreferredDate(request) ?? 'Flexible' },
          { label: 'Location', value: request.location || 'Not specified' },
          ...bookingFacts(request),
          { label: 'Provider', value: request.provider?.name ?? 'Not yet assigned' },
          {
            label: 'Last Updated',
            value: <time dateTime={request.updated_at}>{formatDateTime(request.updated_at)}</time>,
          },
        ]}
      />
      <ProviderResponse request={request} />
      <ResponsePromiseNotice request={request} />
      {request.special_requests && (
        <RequestNote label="Special Requests">{request.special_requests}</RequestNote>
      )}
      <StatusTimeline updates={request.updates} limit={STATUS_TIMELINE_LENGTH} />
      {updatesCount > STATUS_TIMELINE_LENGTH && (
        <p className="-mt-2 text-xs text-zinc-400">
          The latest {STATUS_TIMELINE_LENGTH} of {updatesCount} updates.
        </p>
      )}
      {request.admin_notes && <RequestNote label="Admin Notes">{request.admin_notes}</RequestNote>}
    </Card>
  );
}
