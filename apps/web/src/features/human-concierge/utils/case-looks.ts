import type { CasePromise } from '@aurum/shared/human-concierge/human-concierge-contract';
import type {
  AvailabilityStatus,
  CaseStatus,
  PriorityLevel,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import { formatTime } from '@aurum/shared/format/dates';
import { durationText } from '@aurum/shared/requests/response-promise';
import type { BadgeTone } from '../../../components/ui/badge';

/** Spec 02 section 4: available green, busy yellow, offline red. */
export const AVAILABILITY_TONES: Record<AvailabilityStatus, BadgeTone> = {
  available: 'green',
  busy: 'yellow',
  offline: 'red',
};

export const STATUS_TONES: Record<CaseStatus, BadgeTone> = {
  pending: 'yellow',
  accepted: 'blue',
  in_progress: 'purple',
  completed: 'green',
};

export const PRIORITY_TONES: Record<PriorityLevel, BadgeTone> = {
  urgent: 'red',
  high: 'yellow',
  medium: 'blue',
  low: 'grey',
};

/** The promise as the member reads it, counting down to the first answer. */
export function describeCasePromise(promise: CasePromise, now: Date): string {
  if (promise.first_response_at) {
    return promise.kept ? 'Answered within the promised time' : 'Answered';
  }
  if (promise.overdue) return 'Overdue: raised to our concierge leads';
  const due = new Date(promise.due_at);
  const left = due.getTime() - now.getTime();
  if (left <= 0) return `First answer was due by ${formatTime(due)}`;
  return `First answer by ${formatTime(due)} · ${durationText(left)} left`;
}

/** "4.7 (12 ratings)" or "New". */
export function satisfactionText(rating: number | null, count: number): string {
  if (rating === null) return 'New';
  return `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}
