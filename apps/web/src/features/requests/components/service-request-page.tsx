import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { History } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useServiceRequest } from '../api/get-service-request';
import { formValuesOf } from '../utils/request-form-values';
import { EditRequestForm } from './edit-request-form';
import { NewRequestFlow } from './new-request-flow';
import { RequestLookupState } from './request-lookup-state';
import { RequestsPageLayout } from './requests-page-layout';

const historyLink = (
  <Link
    to="/service-history"
    className="mt-2 inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-gold-400 hover:text-gold-300 sm:mt-1"
  >
    <History aria-hidden="true" className="size-5 sm:size-4" />
    <span className="sr-only sm:not-sr-only">Service History</span>
  </Link>
);

/**
 * /service-request: the concierge form and its provider step (spec 02 section 2). `?edit=<id>`
 * modifies a pending request; `?from=<id>` books a request again.
 */
export function ServiceRequestPage() {
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  const fromId = params.get('from');
  const clearPrefill = () => setParams({}, { replace: true });
  // Book Again (?from=id): a new request starting from a completed one.
  const from = useServiceRequest(editId ? null : fromId);
  const data = from.data;
  const prefill = useMemo(
    () => (data ? formValuesOf(data, { bookAgain: true }) : undefined),
    [data],
  );

  if (editId) {
    return (
      <RequestsPageLayout
        title="Modify Request"
        intro="Change the details while your request is still pending."
        backTo="/service-history"
        backLabel="Back to Service History"
        width="max-w-3xl"
      >
        <EditRequestForm requestId={editId} />
      </RequestsPageLayout>
    );
  }

  return (
    <RequestsPageLayout
      title={fromId ? 'Book Again' : MEMBER_ROUTES['/service-request']}
      intro={
        fromId
          ? 'Your earlier request is filled in: adjust anything before you submit.'
          : 'Tell us what you need and we will match you with a verified provider.'
      }
      action={historyLink}
      width="max-w-3xl"
    >
      {fromId && !prefill ? (
        <RequestLookupState query={from} />
      ) : (
        // The same element before and after Book Again's prefill is dropped, so it keeps its state.
        <NewRequestFlow prefill={prefill} onFinished={clearPrefill} />
      )}
    </RequestsPageLayout>
  );
}
