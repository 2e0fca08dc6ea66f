import type { DisplayedRequestStatus } from '@aurum/shared/requests/request-status';
import {
  Ban,
  CircleCheck,
  CircleCheckBig,
  CircleX,
  Clock,
  Hourglass,
  type LucideIcon,
} from 'lucide-react';
import { Badge, type BadgeTone } from './ui/badge';

const LOOKS: Record<DisplayedRequestStatus, { tone: BadgeTone; icon: LucideIcon; muted?: true }> = {
  Confirmed: { tone: 'green', icon: CircleCheck },
  Declined: { tone: 'red', icon: CircleX },
  'Awaiting Confirmation': { tone: 'blue', icon: Hourglass },
  Pending: { tone: 'yellow', icon: Clock },
  Completed: { tone: 'grey', icon: CircleCheckBig },
  Cancelled: { tone: 'grey', icon: Ban, muted: true },
};

/**
 * A request's displayed status: Confirmed green, Declined red, Awaiting Confirmation blue,
 * Pending yellow, Completed grey, Cancelled muted.
 */
export function DisplayedStatusBadge({ status }: { status: DisplayedRequestStatus }) {
  const { tone, icon: Icon, muted } = LOOKS[status];
  return (
    <Badge
      tone={tone}
      data-status={status}
      className={muted ? 'border-zinc-500/40 bg-transparent text-zinc-400' : undefined}
    >
      <Icon aria-hidden="true" />
      {status}
    </Badge>
  );
}
