import { route, typed } from '../api-route';
import type { Profile, ProfileUpdate } from './profile-contract';

/** The signed-in member's own profile (spec 01 section 4; ADR 080). */

export const get = route('GET', '/api/profile', typed<{ answer: Profile }>);

export const update = route(
  'PATCH',
  '/api/profile',
  typed<{ answer: Profile; body: ProfileUpdate }>,
);
