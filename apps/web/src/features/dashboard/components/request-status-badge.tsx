import {
  displayedConfirmation,
  type DisplayedConfirmation,
} from '@aurum/shared/requests/confirmation-status';
import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const LOOKS: Record<DisplayedConfirmation, { label: string; tone: BadgeTone; icon: LucideIcon }> = {
  confirmed: { label: 'Confirmed', tone: 'green', icon: CircleCheck },
  declined: { label: 'Declined', tone: 'red', icon: CircleX },
  pending: { label: 'Pending', tone: 'yellow', icon: Clock },
};

/** A request's confirmation_status: confirmed green, declined red, anything else pending yellow. */
export function RequestStatusBadge({ status }: { status: string }) {
  const shown = displayedConfirmation(status);
  const { label, tone, icon: Icon } = LOOKS[shown];
  return (
    <Badge tone={tone} data-status={shown}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
