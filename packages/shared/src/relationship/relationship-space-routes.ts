import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  Conflict,
  conflictInputSchema,
  Idea,
  ideaChangeSchema,
  IdeaConciergeRequest,
  ideaInputSchema,
  perspectiveInputSchema,
  SharedEvent,
  sharedEventChangeSchema,
  sharedEventInputSchema,
} from './relationship-contract';

/** A relationship space's shared events, ideas and conflicts (issue 30; ADR 080). */

/** The space's shared events, soonest first. */
export const events = route(
  'GET',
  '/api/relationship/spaces/:spaceId/events',
  typed<{ answer: SharedEvent[] }>,
);

export const addEvent = route(
  'POST',
  '/api/relationship/spaces/:spaceId/events',
  typed<{ answer: SharedEvent; body: z.input<typeof sharedEventInputSchema> }>,
);

/** 'Schedule quality time': one click, a quality_time event 7 days ahead. */
export const scheduleQualityTime = route(
  'POST',
  '/api/relationship/spaces/:spaceId/events/quality-time',
  typed<{ answer: SharedEvent }>,
);

export const changeEvent = route(
  'PATCH',
  '/api/relationship/spaces/:spaceId/events/:id',
  typed<{ answer: SharedEvent; body: z.input<typeof sharedEventChangeSchema> }>,
);

export const removeEvent = route('DELETE', '/api/relationship/spaces/:spaceId/events/:id');

/** The space's ideas, newest first. */
export const ideas = route(
  'GET',
  '/api/relationship/spaces/:spaceId/ideas',
  typed<{ answer: Idea[] }>,
);

export const addIdea = route(
  'POST',
  '/api/relationship/spaces/:spaceId/ideas',
  typed<{ answer: Idea; body: z.input<typeof ideaInputSchema> }>,
);

export const changeIdea = route(
  'PATCH',
  '/api/relationship/spaces/:spaceId/ideas/:id',
  typed<{ answer: Idea; body: z.input<typeof ideaChangeSchema> }>,
);

export const removeIdea = route('DELETE', '/api/relationship/spaces/:spaceId/ideas/:id');

/** The idea's concierge request, through the one filing workflow (ADR 070). */
export const askConcierge = route(
  'POST',
  '/api/relationship/spaces/:spaceId/ideas/:id/concierge-request',
  typed<{ answer: IdeaConciergeRequest }>,
);

/** Active first, each partner's words private. */
export const conflicts = route(
  'GET',
  '/api/relationship/spaces/:spaceId/conflicts',
  typed<{ answer: Conflict[] }>,
);

export const startConflict = route(
  'POST',
  '/api/relationship/spaces/:spaceId/conflicts',
  typed<{ answer: Conflict; body: z.input<typeof conflictInputSchema> }>,
);

export const writePerspective = route(
  'PUT',
  '/api/relationship/spaces/:spaceId/conflicts/:id/perspective',
  typed<{ answer: Conflict; body: z.input<typeof perspectiveInputSchema> }>,
);

/** 'Mark as Resolved' (spec 02 section 4). */
export const resolveConflict = route(
  'POST',
  '/api/relationship/spaces/:spaceId/conflicts/:id/resolution',
  typed<{ answer: Conflict }>,
);
