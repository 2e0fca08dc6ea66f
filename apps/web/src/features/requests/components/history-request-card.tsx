import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { HISTORY_TIMELINE_LENGTH } from '@aurum/shared/requests/request-status';
import { Eye, Pencil, RotateCcw, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '@aurum/shared/format/dates';
import {
  canBookAgain,
  canChangeRequest,
  formatPreferredDate,
  latestUpdate,
} from '../utils/request-display';
import { LatestUpdate } from './latest-update';
import { RequestCardHeader } from './request-card-header';
import { ResponsePromiseNotice } from './response-promise-notice';
import { RequestFacts, RequestNote } from './request-facts';
import { StatusTimeline } from './status-timeline';

export interface HistoryRequestCardProps {
  request: ServiceRequestDetail;
  onViewDetails: (request: ServiceRequestDetail) => void;
  onCancel: (request: ServiceRequestDetail) => void;
}

/** A request on /service-history, with Modify, Cancel, View Details and Book Again. */
export function HistoryRequestCard({ request, onViewDetails, onCancel }: HistoryRequestCardProps) {
  const headingId = useId();
  const changeable = canChangeRequest(request);
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={headingId} role="article">
      <RequestCardHeader request={request} headingId={headingId} />
      <LatestUpdate update={latestUpdate(request)} />
      <ResponsePromiseNotice request={request} />
      <p className="text-sm leading-relaxed break-words whitespace-pre-line text-zinc-200">
        {request.description}
      </p>
      <RequestFacts
        facts={[
          { label: 'Preferred Date', value: formatPreferredDate(request) ?? 'Flexible' },
          { label: 'Location', value: request.location || 'Not specified' },
          {
            label: 'Last Updated',
            value: <time dateTime={request.updated_at}>{formatDateTime(request.updated_at)}</time>,
          },
        ]}
      />
      {request.special_requests && (
        <RequestNote label="Special Requests">{request.special_requests}</RequestNote>
      )}
      <StatusTimeline updates={request.updates} limit={HISTORY_TIMELINE_LENGTH} />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-gold-500/10 pt-4">
        {changeable && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/service-request?edit=${encodeURIComponent(request.id)}`}>
              <Pencil aria-hidden="true" className="size-4" />
              Modify Request
            </Link>
          </Button>
        )}
        {changeable && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-300 hover:text-red-200"
            onClick={() => onCancel(request)}
          >
            <XCircle aria-hidden="true" className="size-4" />
            Cancel Request
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => onViewDetails(request)}>
          <Eye aria-hidden="true" className="size-4" />
          View Details
        </Button>
        {canBookAgain(request) && (
          <Button asChild size="sm">
            <Link to={`/service-request?from=${encodeURIComponent(request.id)}`}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Book Again
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
