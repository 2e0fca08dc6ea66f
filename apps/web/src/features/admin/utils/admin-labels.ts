import type { BadgeTone } from '../../../components/ui/badge';

export const REQUEST_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const CONFIRMATION_LABELS: Record<string, string> = {
  confirming: 'Confirming',
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** Colours of the displayed request status (spec 02 section 4). */
export const DISPLAYED_STATUS_TONES: Record<string, BadgeTone> = {
  Confirmed: 'green',
  Declined: 'red',
  'Awaiting Confirmation': 'blue',
  Pending: 'yellow',
  Completed: 'purple',
  Cancelled: 'grey',
};

/** A provider's answer to an assignment. */
export const RESPONSE_LOOKS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Awaiting answer', tone: 'yellow' },
  confirmed: { label: 'Confirmed', tone: 'green' },
  declined: { label: 'Declined', tone: 'red' },
  withdrawn: { label: 'Withdrawn', tone: 'grey' },
};

export const ASSIGNED_BY_LABELS: Record<string, string> = {
  auto: 'Automated match',
  member: "Member's choice",
  manual: 'Concierge team',
};

export const UPDATED_BY_LABELS: Record<string, string> = {
  member: 'Member',
  provider: 'Provider',
  staff: 'Concierge team',
  system: 'Aurum',
};

export const MAIL_STATUS_TONES: Record<string, BadgeTone> = {
  queued: 'yellow',
  sent: 'green',
  failed: 'red',
};

/** "in_progress" -> "In progress" for values without a label. */
export const humanise = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
};

export const labelOf = (labels: Record<string, string>, value: string) =>
  labels[value] ?? humanise(value);
