import type { z } from 'zod';
import { route, typed } from '../api-route';
import type { StaffSessionsEnded } from '../auth/sessions-contract';
import type {
  FeaturedListing,
  FeaturedListingInput,
  GeneratedSlots,
  GenerateSlotsInput,
} from '../marketplace/marketplace-staff-contract';
import type {
  AdminPayment,
  adminPaymentsQuerySchema,
  premiumAccessSchema,
  PremiumAccessMember,
  refundSchema,
} from '../membership/payments-contract';
import type { AdminMembershipPlan, PlanUpdate } from '../membership/plans';
import type { CallBackTask } from '../notifications/call-backs-contract';
import type { AdminCategory, CategoryInput, CategoryPatch } from './categories-contract';
import type { AdminMember, MemberListQuery } from './members-contract';
import type { OutboxMessage, OutboxQuery } from './outbox-contract';
import type {
  AdminProvider,
  ProviderAccountInput,
  ProviderInput,
  providerListQuerySchema,
  ProviderPatch,
} from './providers-contract';

/**
 * The staff console (/api/admin, staff only; ADR 080): members, the outbox, the catalogue of
 * providers, categories and featured listings, call-backs and membership. The request queue, the
 * concierge desk and the society have files of their own.
 */

/** Members newest first, with their requests this month. */
export const members = route(
  'GET',
  '/api/admin/members',
  typed<{ answer: AdminMember[]; query: MemberListQuery }>,
);

/** The member is signed out on every device (ASVS 7.4.5). */
export const endMemberSessions = route(
  'DELETE',
  '/api/admin/members/:id/sessions',
  typed<{ answer: StaffSessionsEnded }>,
);

/** Removes a member's second factors (ADR 052); the member's e-mail, typed by staff, confirms. */
export const resetMemberFactors = route(
  'POST',
  '/api/admin/members/:id/factors/reset',
  typed<{ answer: { reset: true }; body: { confirm_email: string } }>,
);

/** E-mails newest first, without their bodies. */
export const outbox = route(
  'GET',
  '/api/admin/outbox',
  typed<{ answer: OutboxMessage[]; query: OutboxQuery }>,
);

/** A failed message is queued again. */
export const retryMail = route(
  'POST',
  '/api/admin/outbox/:id/retry',
  typed<{ answer: OutboxMessage }>,
);

export const providers = route(
  'GET',
  '/api/admin/providers',
  typed<{ answer: AdminProvider[]; query: z.input<typeof providerListQuerySchema> }>,
);

export const addProvider = route(
  'POST',
  '/api/admin/providers',
  typed<{ answer: AdminProvider; body: ProviderInput }>,
);

export const updateProvider = route(
  'PATCH',
  '/api/admin/providers/:id',
  typed<{ answer: AdminProvider; body: ProviderPatch }>,
);

export const activateProvider = route(
  'POST',
  '/api/admin/providers/:id/activate',
  typed<{ answer: AdminProvider }>,
);

export const deactivateProvider = route(
  'POST',
  '/api/admin/providers/:id/deactivate',
  typed<{ answer: AdminProvider }>,
);

/** The provider's own sign-in. */
export const createProviderAccount = route(
  'POST',
  '/api/admin/providers/:id/account',
  typed<{ answer: AdminProvider; body: ProviderAccountInput }>,
);

/** Creates the provider's missing slots from its availability hours. */
export const generateSlots = route(
  'POST',
  '/api/admin/providers/:id/slots/generate',
  typed<{ answer: GeneratedSlots; body: GenerateSlotsInput }>,
);

/** All of them, active or not, by name. */
export const categories = route('GET', '/api/admin/categories', typed<{ answer: AdminCategory[] }>);

export const addCategory = route(
  'POST',
  '/api/admin/categories',
  typed<{ answer: AdminCategory; body: CategoryInput }>,
);

export const updateCategory = route(
  'PATCH',
  '/api/admin/categories/:id',
  typed<{ answer: AdminCategory; body: CategoryPatch }>,
);

/** Every featured listing, by priority. */
export const featured = route('GET', '/api/admin/featured', typed<{ answer: FeaturedListing[] }>);

export const addFeatured = route(
  'POST',
  '/api/admin/featured',
  typed<{ answer: FeaturedListing; body: FeaturedListingInput }>,
);

export const updateFeatured = route(
  'PATCH',
  '/api/admin/featured/:id',
  typed<{ answer: FeaturedListing; body: FeaturedListingInput }>,
);

export const removeFeatured = route('DELETE', '/api/admin/featured/:id');

/** The open call-back tasks, oldest first. */
export const callBacks = route('GET', '/api/admin/call-backs', typed<{ answer: CallBackTask[] }>);

/** The member was rung back. */
export const callBackDone = route(
  'POST',
  '/api/admin/call-backs/:id/done',
  typed<{ answer: CallBackTask }>,
);

/** Every member's payments, newest first, by status and search. */
export const payments = route(
  'GET',
  '/api/admin/payments',
  typed<{ answer: AdminPayment[]; query: z.input<typeof adminPaymentsQuerySchema> }>,
);

/** Recorded in Aurum, not sent to the payment provider. */
export const refundPayment = route(
  'POST',
  '/api/admin/payments/:id/refund',
  typed<{ answer: AdminPayment; body: z.input<typeof refundSchema> }>,
);

export const membershipPlans = route(
  'GET',
  '/api/admin/membership-plans',
  typed<{ answer: AdminMembershipPlan[] }>,
);

/** Prices, allowance, Most Popular, features. */
export const updatePlan = route(
  'PATCH',
  '/api/admin/membership-plans/:id',
  typed<{ answer: AdminMembershipPlan; body: PlanUpdate }>,
);

export const premiumAccess = route(
  'GET',
  '/api/admin/premium-access',
  typed<{ answer: PremiumAccessMember[] }>,
);

/** Grants or withdraws free plan activation for a member. */
export const setPremiumAccess = route(
  'PUT',
  '/api/admin/premium-access',
  typed<{ answer: PremiumAccessMember[]; body: z.input<typeof premiumAccessSchema> }>,
);
