import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  invitationTokenSchema,
  InvitationPreview,
  partnerInviteSchema,
  RelationshipOverview,
  SentInvitation,
} from './relationship-contract';

/**
 * The relationship space: the partner link and invitations (ADR 080). The space's events, ideas
 * and conflicts are in relationship-space-routes.ts, which the first screen's reads do not load.
 */

type InvitationToken = z.input<typeof invitationTokenSchema>;

export const overview = route('GET', '/api/relationship', typed<{ answer: RelationshipOverview }>);

export const invite = route(
  'POST',
  '/api/relationship/invitations',
  typed<{ answer: SentInvitation; body: z.input<typeof partnerInviteSchema> }>,
);

export const withdrawInvitation = route('DELETE', '/api/relationship/invitations/:id');

/** Who invites, for the invitation's link. */
export const lookupInvitation = route(
  'POST',
  '/api/relationship/invitations/lookup',
  typed<{ answer: InvitationPreview; body: InvitationToken }>,
);

export const acceptInvitation = route(
  'POST',
  '/api/relationship/invitations/accept',
  typed<{ answer: RelationshipOverview; body: InvitationToken }>,
);

export const declineInvitation = route(
  'POST',
  '/api/relationship/invitations/decline',
  typed<{ body: InvitationToken }>,
);

export const endLink = route('POST', '/api/relationship/spaces/:spaceId/end');
