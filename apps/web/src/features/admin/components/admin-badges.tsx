import { needsProvider } from '@aurum/shared/admin/request-queue-rules';
import { staffLabel } from '@aurum/shared/admin/staff-labels';
import { latestProgressStatus } from '@aurum/shared/requests/request-status';
import { displayedRequestStatus } from '@aurum/shared/requests/request-status';
import { Badge } from '../../../components/ui/badge';
import { DISPLAYED_STATUS_TONES, MAIL_STATUS_TONES, RESPONSE_TONES } from '../utils/admin-tones';

/** The status a member sees (spec 02 section 4), and whether staff must find a provider. */
export function RequestStateBadge({
  request,
}: {
  request: {
    status: string;
    confirmation_status: string;
    updates: { status: string }[];
    response_promise?: { overdue: boolean } | null;
  };
}) {
  const shown = displayedRequestStatus({
    status: request.status,
    confirmation_status: request.confirmation_status,
    latest_update_status: latestProgressStatus(request.updates),
  });
  return (
    <>
      <Badge tone={DISPLAYED_STATUS_TONES[shown] ?? 'grey'}>{shown}</Badge>
      {needsProvider(request) && <Badge tone="red">Needs a provider</Badge>}
      {request.response_promise?.overdue && <Badge tone="red">Overdue</Badge>}
    </>
  );
}

export function ResponseBadge({ response }: { response: string }) {
  return (
    <Badge tone={RESPONSE_TONES[response] ?? 'grey'}>{staffLabel('response', response)}</Badge>
  );
}

export function MailStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={MAIL_STATUS_TONES[status] ?? 'grey'}>{staffLabel('mailStatus', status)}</Badge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'grey'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
