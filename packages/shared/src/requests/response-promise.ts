import { formatTime } from '../format/dates';

/**
 * The response promise (Aurum's own, beyond spec 02's "availability and a quote within 2 hours"):
 * how long providers have to answer a request, per plan. The membership plans take this table
 * over later; until then it is the one place the numbers live.
 */
export const RESPONSE_PROMISE_MINUTES: Record<string, number> = {
  black: 30,
  platinum: 60,
  gold: 120,
  trial: 120,
};

export function responsePromiseMinutes(tier: string | null | undefined): number {
  return RESPONSE_PROMISE_MINUTES[tier || 'trial'] ?? RESPONSE_PROMISE_MINUTES.trial!;
}

/** What an open request waits on, as the server reports it on a request. */
export interface ResponsePromise {
  /** 'provider': providers were asked and the clock runs; 'concierge': staff are finding one. */
  waiting_on: 'provider' | 'concierge';
  /** When the providers asked should have answered (ISO); null while staff look for one. */
  due_at: string | null;
  /** True once the promise ran out (the request escalated by itself). */
  overdue: boolean;
}

/** "1 h 12 min", "45 min", "less than a minute". */
export function durationText(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The promise as a member reads it, e.g. "Provider asked to confirm by 14:35 · 1 h 12 min left". */
export function describeResponsePromise(promise: ResponsePromise, now: Date): string {
  if (promise.waiting_on === 'concierge' || !promise.due_at) {
    return promise.overdue
      ? 'No provider answered in time: our concierge team is finding one for you now.'
      : 'Our concierge team is finding the right provider for you.';
  }
  const due = new Date(promise.due_at);
  const left = due.getTime() - now.getTime();
  if (left <= 0) return `Provider asked to confirm by ${formatTime(due)} · escalating now`;
  const prefix = promise.overdue ? 'More providers asked' : 'Provider asked';
  return `${prefix} to confirm by ${formatTime(due)} · ${durationText(left)} left`;
}

export const RESPONSE_PROMISE_MESSAGES = {
  escalated: (minutes: number, asked: readonly string[]) =>
    `No provider answered within the promised ${durationText(minutes * 60_000)}: we asked ${asked.join(', ')} as well and alerted our concierge team.`,
  escalatedToStaff: (minutes: number) =>
    `No provider answered within the promised ${durationText(minutes * 60_000)}: our concierge team is finding one for you now.`,
} as const;
