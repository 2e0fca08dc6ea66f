import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formatDateTime } from '@aurum/shared/format/dates';
import {
  bookingFacts,
  formatPreferredDate,
  requestDisplayedStatus,
  requestTitle,
} from '../utils/request-display';
import { DisplayedStatusBadge } from '../../../components/displayed-status-badge';
import { ProviderResponse } from './provider-response';
import { RequestFacts, RequestNote } from './request-facts';
import { StatusTimeline } from './status-timeline';
import { formatPriceText } from '@aurum/shared/format/money';

const linkClass = 'text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline';

function ProviderFacts({ provider }: { provider: NonNullable<ServiceRequestDetail['provider']> }) {
  return (
    <RequestFacts
      facts={[
        { label: 'Provider', value: provider.name },
        {
          label: 'Phone',
          value: provider.contact_phone ? (
            <a href={`tel:${provider.contact_phone.replace(/\s+/g, '')}`} className={linkClass}>
              {provider.contact_phone}
            </a>
          ) : (
            'Not provided'
          ),
        },
        {
          label: 'Email',
          value: provider.contact_email ? (
            <a href={`mailto:${provider.contact_email}`} className={linkClass}>
              {provider.contact_email}
            </a>
          ) : (
            'Not provided'
          ),
        },
        { label: 'Price Range', value: formatPriceText(provider.price_range) || 'On request' },
      ]}
    />
  );
}

/** View Details: the whole request, its provider and its full timeline. */
export function RequestDetailsDialog({
  request,
  onClose,
}: {
  /** The request to show; the dialog is open while there is one. */
  request: ServiceRequestDetail | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {request && (
          <>
            <div className="flex flex-wrap items-start justify-between gap-3 pr-2">
              <DialogTitle>{requestTitle(request)}</DialogTitle>
              <DisplayedStatusBadge status={requestDisplayedStatus(request)} />
            </div>
            <DialogDescription className="break-words whitespace-pre-line">
              {request.description}
            </DialogDescription>
            <div className="mt-6 space-y-5">
              <RequestFacts
                facts={[
                  { label: 'Preferred Date', value: formatPreferredDate(request) ?? 'Flexible' },
                  { label: 'Location', value: request.location || 'Not specified' },
                  ...bookingFacts(request),
                  { label: 'Requested', value: formatDateTime(request.created_at) },
                  { label: 'Last Updated', value: formatDateTime(request.updated_at) },
                ]}
              />
              {request.special_requests && (
                <RequestNote label="Special Requests">{request.special_requests}</RequestNote>
              )}
              <section aria-label="Provider" className="space-y-3">
                <h3 className="text-xs font-semibold tracking-wider text-gold-400 uppercase">
                  Provider
                </h3>
                {request.provider ? (
                  <ProviderFacts provider={request.provider} />
                ) : (
                  <p className="text-sm text-zinc-400">No provider assigned yet.</p>
                )}
                <ProviderResponse request={request} />
              </section>
              {request.admin_notes && (
                <RequestNote label="Admin Notes">{request.admin_notes}</RequestNote>
              )}
              <StatusTimeline updates={request.updates} heading="Full Timeline" />
            </div>
            <div className="mt-6 flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
