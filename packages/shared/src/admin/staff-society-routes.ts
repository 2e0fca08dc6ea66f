import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  AdminGift,
  AdminPerk,
  AdminSocietyEvent,
  EventInput,
  eventPatchSchema,
  GiftInput,
  giftListQuerySchema,
  giftPatchSchema,
  PerkInput,
  perkPatchSchema,
} from '../society/society-contract';

/** The society's catalogue in the staff console (/api/admin/society; ADR 080). */

/** The whole catalogue, retired perks last. */
export const perks = route('GET', '/api/admin/society/perks', typed<{ answer: AdminPerk[] }>);

export const addPerk = route(
  'POST',
  '/api/admin/society/perks',
  typed<{ answer: AdminPerk; body: PerkInput }>,
);

export const updatePerk = route(
  'PATCH',
  '/api/admin/society/perks/:id',
  typed<{ answer: AdminPerk; body: z.input<typeof perkPatchSchema> }>,
);

export const retirePerk = route(
  'POST',
  '/api/admin/society/perks/:id/retire',
  typed<{ answer: AdminPerk }>,
);

export const restorePerk = route(
  'POST',
  '/api/admin/society/perks/:id/restore',
  typed<{ answer: AdminPerk }>,
);

/** Every event, soonest first, retired last. */
export const events = route(
  'GET',
  '/api/admin/society/events',
  typed<{ answer: AdminSocietyEvent[] }>,
);

export const addEvent = route(
  'POST',
  '/api/admin/society/events',
  typed<{ answer: AdminSocietyEvent; body: EventInput }>,
);

export const updateEvent = route(
  'PATCH',
  '/api/admin/society/events/:id',
  typed<{ answer: AdminSocietyEvent; body: z.input<typeof eventPatchSchema> }>,
);

export const retireEvent = route(
  'POST',
  '/api/admin/society/events/:id/retire',
  typed<{ answer: AdminSocietyEvent }>,
);

export const restoreEvent = route(
  'POST',
  '/api/admin/society/events/:id/restore',
  typed<{ answer: AdminSocietyEvent }>,
);

/** Gifts recorded for members, newest first. */
export const gifts = route(
  'GET',
  '/api/admin/society/gifts',
  typed<{ answer: AdminGift[]; query: z.input<typeof giftListQuerySchema> }>,
);

export const addGift = route(
  'POST',
  '/api/admin/society/gifts',
  typed<{ answer: AdminGift; body: GiftInput }>,
);

export const updateGift = route(
  'PATCH',
  '/api/admin/society/gifts/:id',
  typed<{ answer: AdminGift; body: z.input<typeof giftPatchSchema> }>,
);
