import { HIGH_VALUE_TRANSACTION_CENTS } from '../membership/tier-rules';
import { addDays, localDateAndTime, localDateTime } from '../time/member-time';
import type {
  CommunicationPreferences,
  EscalationRule,
  EscalationRuleId,
  PromisesKept,
} from './human-concierge-contract';
import {
  type AvailabilityStatus,
  OFFLINE_AFTER_MINUTES,
  PRIORITY_LEVELS,
  type PriorityLevel,
} from './human-concierge-texts';

/**
 * The human concierge's pure rules (issue 31, ADR 072): when a promise falls due, who shows
 * offline, the satisfaction figure, the queue's order, the escalation rules and what the
 * assistant listens for.
 */

/**
 * When the first answer is due: the tier's promise, counted from now inside the member's
 * preferred hours (Africa/Johannesburg), else from the next time they open; urgent cases always
 * from now.
 */
export function promiseDueAt(
  now: Date,
  minutes: number,
  hours: Pick<CommunicationPreferences, 'preferred_time_start' | 'preferred_time_end'>,
  urgent: boolean,
): Date {
  const promise = minutes * 60_000;
  if (urgent) return new Date(now.getTime() + promise);
  const { date, time } = localDateAndTime(now);
  if (time >= hours.preferred_time_start && time < hours.preferred_time_end) {
    return new Date(now.getTime() + promise);
  }
  const opens =
    time < hours.preferred_time_start
      ? localDateTime(date, hours.preferred_time_start)
      : localDateTime(addDays(date, 1), hours.preferred_time_start);
  return new Date(opens.getTime() + promise);
}

/** What members see: the staff member's own setting, but offline after 15 minutes unseen. */
export function shownAvailability(
  stored: AvailabilityStatus,
  lastActiveAt: Date | null,
  now: Date,
): AvailabilityStatus {
  if (!lastActiveAt) return 'offline';
  if (now.getTime() - lastActiveAt.getTime() >= OFFLINE_AFTER_MINUTES * 60_000) return 'offline';
  return stored;
}

/** The mean rating to one decimal; null ("New") until there is one. */
export function satisfactionRating(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total / count) * 10) / 10;
}

export const priorityRank = (priority: PriorityLevel) => PRIORITY_LEVELS.indexOf(priority);

/** The staff queue's order: by priority, then the promised time, then oldest first. */
export function queueOrder(
  a: { priority_level: PriorityLevel; promise: { due_at: string }; created_at: string },
  b: { priority_level: PriorityLevel; promise: { due_at: string }; created_at: string },
): number {
  return (
    priorityRank(a.priority_level) - priorityRank(b.priority_level) ||
    a.promise.due_at.localeCompare(b.promise.due_at) ||
    a.created_at.localeCompare(b.created_at)
  );
}

export function promisesKept(kept: number, decided: number): PromisesKept {
  return { kept, decided, percent: decided > 0 ? Math.round((kept / decided) * 100) : null };
}

const RULES: Omit<EscalationRule, 'is_enabled' | 'available'>[] = [
  {
    id: 'low_confidence',
    trigger_type: 'complexity',
    condition: 'AI confidence below 70%',
    action: 'escalate',
  },
  {
    id: 'high_value',
    trigger_type: 'request_type',
    condition: 'High-value transactions above R50,000',
    action: 'escalate',
  },
  {
    id: 'member_request',
    trigger_type: 'user_preference',
    condition: 'You ask for a person',
    action: 'escalate',
  },
  {
    id: 'urgency',
    trigger_type: 'urgency',
    condition: 'Urgent or safety words',
    action: 'escalate',
  },
];

/**
 * The member's escalation rules: every rule on unless they turned it off; the high-value rule
 * only for black (spec 02 section 6), off and unavailable for every other tier.
 */
export function escalationRules(
  saved: ReadonlyMap<EscalationRuleId, boolean>,
  highValueAllowed: boolean,
): EscalationRule[] {
  return RULES.map((rule) => {
    const available = rule.id !== 'high_value' || highValueAllowed;
    return { ...rule, available, is_enabled: available && (saved.get(rule.id) ?? true) };
  });
}

/**
 * Urgent and safety words in English, Afrikaans and isiZulu: the assistant offers a person at once
 * and the case is urgent.
 */
const URGENT_WORDS =
  /\b(?:emergency|urgent(?:ly)?|asap|right now|immediately|help me now|unsafe|in danger|danger|threat(?:en(?:ed|ing))?|attack(?:ed)?|assault(?:ed)?|robbed|robbery|hijack(?:ed|ing)?|kidnap(?:ped)?|stalk(?:ed|ing|er)|followed|accident|injured|bleeding|ambulance|police|suicid(?:e|al)|kill myself|hurt myself|overdose|noodgeval|dringend|dadelik|gevaar|onveilig|aangeval|beroof|ongeluk|polisie|help my nou|isimo esiphuthumayo|ngokushesha|masinyane|ingozi|usizo|ngisizeni|amaphoyisa|ngihlaselwe|ngiphucwe)\b/i;

export const soundsUrgent = (text: string) => URGENT_WORDS.test(text);

const AMOUNT = /\bR\s?(\d{1,3}(?:[ ,]\d{3})+|\d+(?:\.\d+)?)\s?(k|m|million|thousand)?\b/gi;

/** The largest rand amount a message names, in cents ("R75,000", "R80k", "R1.2 million"). */
export function largestAmountCents(text: string): number {
  let largest = 0;
  for (const match of text.matchAll(AMOUNT)) {
    const value = Number(match[1]!.replace(/[ ,]/g, ''));
    const unit = (match[2] ?? '').toLowerCase();
    const factor = unit === 'k' || unit === 'thousand' ? 1_000 : unit ? 1_000_000 : 1;
    largest = Math.max(largest, Math.round(value * factor * 100));
  }
  return largest;
}

/** Spec 02 section 9: above R50,000 is high value. */
export const isHighValue = (cents: number) => cents > HIGH_VALUE_TRANSACTION_CENTS;
