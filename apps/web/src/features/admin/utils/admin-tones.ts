import type { BadgeTone } from '../../../components/ui/badge';

/** Colours of the displayed request status (spec 02 section 4). */
export const DISPLAYED_STATUS_TONES: Record<string, BadgeTone> = {
  Confirmed: 'green',
  Declined: 'red',
  'Awaiting Confirmation': 'blue',
  Pending: 'yellow',
  Completed: 'purple',
  Cancelled: 'grey',
};

/** Colours of a provider's answer to an assignment (words: STAFF_LABELS.response). */
export const RESPONSE_TONES: Record<string, BadgeTone> = {
  pending: 'yellow',
  confirmed: 'green',
  declined: 'red',
  withdrawn: 'grey',
};

export const MAIL_STATUS_TONES: Record<string, BadgeTone> = {
  queued: 'yellow',
  sent: 'green',
  failed: 'red',
};
