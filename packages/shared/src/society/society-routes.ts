import { route, typed } from '../api-route';
import type { Gift, Perk, SocietyBenefits, SocietyEvent } from './society-rules';

/** Society, the members' own: perks, events, gifts and benefits (issue 30; ADR 080). */

export const perks = route('GET', '/api/society/perks', typed<{ answer: Perk[] }>);

export const redeemPerk = route(
  'POST',
  '/api/society/perks/:id/redemption',
  typed<{ answer: Perk }>,
);

export const events = route('GET', '/api/society/events', typed<{ answer: SocietyEvent[] }>);

export const rsvp = route('POST', '/api/society/events/:id/rsvp', typed<{ answer: SocietyEvent }>);

export const cancelRsvp = route(
  'DELETE',
  '/api/society/events/:id/rsvp',
  typed<{ answer: SocietyEvent }>,
);

export const joinWaitlist = route(
  'POST',
  '/api/society/events/:id/waitlist',
  typed<{ answer: SocietyEvent }>,
);

export const leaveWaitlist = route(
  'DELETE',
  '/api/society/events/:id/waitlist',
  typed<{ answer: SocietyEvent }>,
);

export const gifts = route('GET', '/api/society/gifts', typed<{ answer: Gift[] }>);

export const benefits = route('GET', '/api/society/benefits', typed<{ answer: SocietyBenefits }>);
