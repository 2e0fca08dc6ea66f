import type { Situation } from '../../modules/chat/engine/understanding';
import { ACTIONS } from './actions';
import { AFRIKAANS } from './afrikaans';
import { FOLLOW_UPS } from './follow-ups';
import { ISIZULU } from './isizulu';
import type { LabelledRow, LabelledSet } from './labels';
import { memberRequests } from './member-requests';
import { MIXED } from './mixed';
import { MULTI } from './multi';
import { openProposal } from './open-proposals';
import { OUT_OF_SCOPE_AND_HUMAN } from './out-of-scope-and-human';
import { QUESTIONS } from './questions';
import { RESTAURANT } from './restaurant';

/**
 * Every held-out understanding set, one per kind (issue 27's "measure it"). Written from how
 * members talk, without looking at the engine's vocabulary: never tune the engine on them.
 */
export const UNDERSTANDING_SETS: readonly LabelledSet[] = [
  ACTIONS,
  QUESTIONS,
  RESTAURANT,
  MULTI,
  FOLLOW_UPS,
  AFRIKAANS,
  ISIZULU,
  MIXED,
  OUT_OF_SCOPE_AND_HUMAN,
];

/** Where the conversation stands when a row's message arrives at `now`. */
export function situationFor(row: LabelledRow, now: Date): Situation {
  return {
    now,
    requests: memberRequests(now),
    openProposal: row.openProposal ? openProposal(row.openProposal, now) : null,
    chosenRequestId: null,
  };
}
