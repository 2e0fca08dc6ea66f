import { needsProvider } from '@aurum/shared/admin/admin-requests';
import { latestProgressStatus } from '@aurum/shared/requests/request-status';
import { displayedRequestStatus } from '@aurum/shared/requests/request-status';
import { Badge } from '../../../components/ui/badge';
import {
  DISPLAYED_STATUS_TONES,
  MAIL_STATUS_TONES,
  humanise,
  RESPONSE_LOOKS,
} from '../utils/admin-labels';

/** The status a member sees (spec 02 section 4), and whether staff must find a provider. */
export function RequestStateBadge({
  request,
}: {
  request: { status: string; confirmation_status: string; updates: { status: string }[] };
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
    </>
  );
}

export function ResponseBadge({ response }: { response: string }) {
  const look = RESPONSE_LOOKS[response] ?? { label: humanise(response), tone: 'grey' as const };
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

export function MailStatusBadge({ status }: { status: string }) {
  return <Badge tone={MAIL_STATUS_TONES[status] ?? 'grey'}>{humanise(status)}</Badge>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'grey'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
