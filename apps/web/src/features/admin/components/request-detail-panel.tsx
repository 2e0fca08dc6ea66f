import type { AdminServiceRequestDetail } from '@aurum/shared/admin/requests-contract';
import { staffRequestState } from '@aurum/shared/admin/staff-labels';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { ArrowLeft, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '@aurum/shared/format/dates';
import { useAdminRequest } from '../api/get-admin-request';
import { RequestStateBadge } from './admin-badges';
import { AdminNotesForm } from './admin-notes-form';
import { AssignProviderForm } from './assign-provider-form';
import { AssignmentList, RequestTimeline } from './request-history';
import { RequestProgressActions } from './request-progress-actions';
import { formatPriceText } from '@aurum/shared/format/money';
import { DotSeparated } from '../../../components/ui/dot-separated';

/** The whole request with its member, provider, actions, notes, assignments and timeline. */
export function RequestDetailPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useAdminRequest(id);
  return (
    <section aria-labelledby="request-detail-title" className="min-w-0 space-y-4">
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onClose} className="-ml-3 lg:hidden">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to queue
        </Button>
        <h2
          id="request-detail-title"
          className="sr-only lg:not-sr-only lg:font-display lg:text-xl lg:text-gold-300"
        >
          Request details
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} className="hidden lg:inline-flex">
          <X aria-hidden="true" className="size-4" />
          Close
        </Button>
      </div>
      {detail.isPending ? (
        <p role="status" className="py-10 text-center text-zinc-400">
          Loading request...
        </p>
      ) : detail.isError ? (
        <p className="py-10 text-center text-red-300">
          {isApiError(detail.error, 'NOT_FOUND')
            ? 'Request not found.'
            : 'The request could not be loaded.'}
        </p>
      ) : (
        <RequestDetail request={detail.data} />
      )}
    </section>
  );
}

function RequestDetail({ request }: { request: AdminServiceRequestDetail }) {
  const when = request.preferred_date
    ? request.preferred_time_set
      ? formatDateTime(request.preferred_date)
      : formatDate(request.preferred_date)
    : 'No preferred date';
  return (
    <>
      <Card className="p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-display text-2xl font-semibold text-zinc-50">
            {serviceTypeLabel(request.service_type)}
          </h3>
          <RequestStateBadge request={request} />
        </div>
        <p className="mt-1 text-xs text-zinc-500">
          Filed {formatDateTime(request.created_at)} · updated {formatDateTime(request.updated_at)}{' '}
          · ref {request.id}
        </p>
        <p className="mt-4 whitespace-pre-line text-zinc-100">{request.description}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="Preferred date">{when}</Fact>
          <Fact label="Location">{request.location || 'Not specified'}</Fact>
          <Fact label="Status">{staffRequestState(request)}</Fact>
          <Fact label="Member">
            {request.member.name}
            <br />
            <a
              href={`mailto:${request.member.email}`}
              className="break-all text-gold-300 hover:underline"
            >
              {request.member.email}
            </a>
          </Fact>
          {request.special_requests && (
            <Fact label="Special requests" wide>
              {request.special_requests}
            </Fact>
          )}
          <Fact label="Provider" wide>
            {request.provider ? (
              <>
                <DotSeparated
                  parts={[
                    request.provider.name,
                    request.provider.contact_email,
                    request.provider.contact_phone,
                    formatPriceText(request.provider.price_range),
                  ]}
                />
              </>
            ) : (
              'None assigned yet'
            )}
          </Fact>
          {request.provider_response && (
            <Fact label="Provider response" wide>
              {request.provider_response}
            </Fact>
          )}
        </dl>
      </Card>
      <Card className="space-y-5 p-5">
        <AssignProviderForm request={request} />
        <RequestProgressActions request={request} />
      </Card>
      <Card className="p-5">
        <AdminNotesForm request={request} />
      </Card>
      <Card className="p-5">
        <AssignmentList assignments={request.assignments} />
      </Card>
      <Card className="p-5">
        <RequestTimeline updates={request.updates} />
      </Card>
    </>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-zinc-200">{children}</dd>
    </div>
  );
}
