import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { OFF_SCREEN_SKIPPED } from '../../../lib/off-screen';
import { useServiceRequests } from '../api/get-service-requests';
import { REQUEST_MESSAGES } from '../utils/request-messages';
import { CancelRequestDialog } from './cancel-request-dialog';
import { HistoryRequestCard } from './history-request-card';
import { EmptyRequests, LoadError, RequestListSkeleton } from './request-list-states';
import { RequestDetailsDialog } from './request-details-dialog';
import { RequestsPageLayout } from './requests-page-layout';

const newRequestLink = (
  <Button
    asChild
    size="sm"
    className="size-10 shrink-0 rounded-full px-0 sm:w-auto sm:rounded-lg sm:px-3"
  >
    <Link to="/service-request">
      <Plus aria-hidden="true" className="size-5 sm:size-4" />
      <span className="sr-only sm:not-sr-only">New Request</span>
    </Link>
  </Button>
);

/** /service-history: every request of the member, newest first (spec 02 section 2). */
export function ServiceHistoryPage() {
  const requests = useServiceRequests();
  // Dialogs follow the request by id, so a live update shows in an open dialog too.
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [cancelId, setCancelId] = useState<string | null>(null);
  const byId = (id: string | null) => requests.data?.find((request) => request.id === id) ?? null;

  let body;
  if (requests.isError) {
    body = (
      <LoadError message={REQUEST_MESSAGES.loadFailed} onRetry={() => void requests.refetch()} />
    );
  } else if (!requests.data) {
    body = <RequestListSkeleton />;
  } else if (requests.data.length === 0) {
    body = (
      <EmptyRequests
        title="No service requests yet"
        action={
          <Button asChild>
            <Link to="/service-request">Make a Request</Link>
          </Button>
        }
      >
        Request a chauffeur, a private chef, a villa or anything else, and follow it here.
      </EmptyRequests>
    );
  } else {
    body = (
      <ul className="grid gap-5 lg:grid-cols-2">
        {requests.data.map((request: ServiceRequestDetail) => (
          <li key={request.id} className={cn('h-full', OFF_SCREEN_SKIPPED)}>
            <HistoryRequestCard
              request={request}
              onViewDetails={(shown) => setDetailsId(shown.id)}
              onCancel={(shown) => setCancelId(shown.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <RequestsPageLayout
      title={MEMBER_ROUTES['/service-history']}
      intro="Your concierge requests, newest first."
      action={newRequestLink}
    >
      <div aria-busy={requests.isPending}>{body}</div>
      <RequestDetailsDialog request={byId(detailsId)} onClose={() => setDetailsId(null)} />
      <CancelRequestDialog request={byId(cancelId)} onClose={() => setCancelId(null)} />
    </RequestsPageLayout>
  );
}
