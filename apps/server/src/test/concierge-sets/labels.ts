import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import type { QuestionTopic } from '../../modules/chat/engine/understanding';
import type { ProposalKey } from './open-proposals';
import type { RequestKey } from './member-requests';

/**
 * The labels of the held-out understanding sets: what a careful human concierge would understand
 * from one member message, given the member's requests (member-requests.ts) and, for follow-ups,
 * the proposal open in the conversation (open-proposals.ts). The comparer
 * (understanding-accuracy.test.ts) counts a row right only when every labelled field is right;
 * fields a label leaves out are not judged.
 *
 * Notation shared by every set:
 * - dates are relative to the clock (relative-date.ts: 'today', 'tomorrow', '+N', 'sat',
 *   'next:fri', 'dom:20', 'md:12-24', 'auto'); times are 'HH:MM' (24 h);
 * - a request from one place to another is filed at the first ("from OR Tambo to Sandton" ->
 *   OR Tambo), as in concierge-messages.ts;
 * - a place is "Place|Area" as the gazetteer names them (any of its spellings; compared through
 *   the gazetteer, so "OR Tambo" and "OR Tambo International Airport" are the same place), or
 *   null when the message names no place the gazetteer knows;
 * - part-of-day words follow concierge-messages.ts: a bare "tonight" 20:00, "night" 20:00,
 *   "evening" 19:00, "morning" 09:00, "afternoon" 15:00, "lunch"/"lunchtime" 12:30 (for a table),
 *   "sunset" 18:00, "noon" 12:00; "dinner" or "supper" alone names no time.
 */

/** One new request the message asks for. */
export interface ExpectedRequest {
  /** The service; a list when a human could file either (a winelands tour with a driver). */
  type: ServiceType | ServiceType[];
  /** "Place|Area" or null; a list when a human could file either. */
  place: string | null | (string | null)[];
  date: string | null;
  time: string | null;
  /** Judged only when given (tables, chefs, charters "for 6"). */
  partySize?: number | null;
  /** Judged only when given: true for a restaurant table. */
  dining?: boolean;
}

/**
 * The changes asked for: only the fields named. `place` is "Place|Area" (the understanding's
 * `location`/`area`); `notes` is a word the understood notes must contain (case-insensitive).
 * The understood changes must name exactly these fields (a human changes nothing else).
 */
export interface ExpectedChanges {
  date?: string;
  time?: string;
  place?: string;
  partySize?: number;
  notes?: string;
}

/** A request a human would pick without asking, or the ones they would have to ask between. */
export type ExpectedTarget = RequestKey | { ambiguous: RequestKey[] };

export type Expected =
  | { kind: 'new'; requests: ExpectedRequest[] }
  | {
      kind: 'act';
      action: 'cancel' | 'change' | 'status';
      target: ExpectedTarget;
      changes?: ExpectedChanges;
    }
  | { kind: 'follow_up'; changes: ExpectedChanges; other: boolean }
  | { kind: 'question'; topics: QuestionTopic[] }
  | { kind: 'human' }
  | { kind: 'out_of_scope' }
  | { kind: 'conversation' };

/** One labelled message. */
export interface LabelledRow {
  text: string;
  expect: Expected;
  /**
   * The language(s) the reply may be in: the message's language; for English mixed with
   * Afrikaans or isiZulu either that language or English.
   */
  languages: ChatLanguage[];
  /** The proposal open in the conversation when the message arrives (follow-up set). */
  openProposal?: ProposalKey;
}

/** A set of one kind, measured against one goal. */
export interface LabelledSet {
  kind: string;
  /** The share of rows that must be right at every clock. */
  goal: number;
  rows: LabelledRow[];
}

// Builders, so the sets read as a list of messages.

/** A new request: type, place, date, time, and optionally party size and dining. */
export const req = (
  type: ExpectedRequest['type'],
  place: ExpectedRequest['place'],
  date: string | null,
  time: string | null,
  extra: Pick<ExpectedRequest, 'partySize' | 'dining'> = {},
): ExpectedRequest => ({ type, place, date, time, ...extra });

/** A restaurant table: type 'other', dining, with its party size. */
export const table = (
  place: string | null,
  date: string | null,
  time: string | null,
  partySize: number | null,
): ExpectedRequest => ({ type: 'other', place, date, time, partySize, dining: true });

export const asks = (...requests: ExpectedRequest[]): Expected => ({ kind: 'new', requests });
export const cancel = (target: ExpectedTarget): Expected => ({
  kind: 'act',
  action: 'cancel',
  target,
});
export const status = (target: ExpectedTarget): Expected => ({
  kind: 'act',
  action: 'status',
  target,
});
export const change = (target: ExpectedTarget, changes: ExpectedChanges): Expected => ({
  kind: 'act',
  action: 'change',
  target,
  changes,
});
export const either = (...keys: RequestKey[]): ExpectedTarget => ({ ambiguous: keys });
export const question = (...topics: QuestionTopic[]): Expected => ({ kind: 'question', topics });
export const followUp = (changes: ExpectedChanges): Expected => ({
  kind: 'follow_up',
  changes,
  other: false,
});
export const theOther: Expected = { kind: 'follow_up', changes: {}, other: true };
export const human: Expected = { kind: 'human' };
export const outOfScope: Expected = { kind: 'out_of_scope' };
export const conversation: Expected = { kind: 'conversation' };

/** Rows of one language: `[text, expected]`. */
export const rowsIn = (languages: ChatLanguage[], rows: [string, Expected][]): LabelledRow[] =>
  rows.map(([text, expect]) => ({ text, expect, languages }));
