import { route, typed } from '../api-route';
import type {
  CapsuleInput,
  CapsuleList,
  CapsuleSummary,
  CapsuleUpdate,
  ReleasedCapsule,
} from './legacy-capsule-contract';

/** The member's legacy capsules and the recipient's private link (ADR 080). */

/** The member's capsules, newest first (no content while sealed). */
export const list = route('GET', '/api/legacy-capsules', typed<{ answer: CapsuleList }>);

export const create = route(
  'POST',
  '/api/legacy-capsules',
  typed<{
    answer: CapsuleSummary;
    body: CapsuleInput;
  }>,
);

/** One capsule of the member's, with its content once released. */
export const get = route(
  'GET',
  '/api/legacy-capsules/:id',
  typed<{ answer: CapsuleSummary & { content: string | null } }>,
);

/** Only while sealed. */
export const update = route(
  'PATCH',
  '/api/legacy-capsules/:id',
  typed<{
    answer: CapsuleSummary;
    body: CapsuleUpdate;
  }>,
);

/** The capsule will never be released. */
export const cancel = route(
  'POST',
  '/api/legacy-capsules/:id/cancel',
  typed<{ answer: CapsuleSummary }>,
);

/** What the recipient's private link opens; no session (the unguessable token is the key). */
export const released = route(
  'GET',
  '/api/legacy-capsules/released/:token',
  typed<{ answer: ReleasedCapsule }>,
);
