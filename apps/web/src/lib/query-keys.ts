import type { RequestQueueFilters } from '@aurum/shared/admin/requests-contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every react-query key of the web app, in one place (a lint rule keeps them here). Each key
 * starts with its area, so invalidating the first element refreshes every screen of that area.
 */

export const profileKeys = {
  all: ['profile'] as const,
  member: (userId: string) => ['profile', userId] as const,
};

export const onboardingKeys = {
  answers: (userId: string) => ['onboarding', userId] as const,
  status: (userId: string) => ['onboarding-status', userId] as const,
};

/** The member's requests: lists, one request, the dashboard's recent ones, the allowance. */
export const serviceRequestKeys = {
  all: ['service-requests'] as const,
  details: (userId: string) => ['service-requests', userId, 'details'] as const,
  statusPages: (userId: string, filter: string) =>
    ['service-requests', userId, 'status-pages', filter] as const,
  detail: (userId: string, id: string) => ['service-requests', userId, 'detail', id] as const,
  recent: (userId: string) => ['service-requests', userId, 'recent'] as const,
  allowance: (userId: string) => ['service-requests', userId, 'allowance'] as const,
};

export const calendarKeys = {
  all: ['calendar-events'] as const,
  range: (userId: string, from: string, to: string) =>
    ['calendar-events', userId, from, to] as const,
};

/** Every query of the staff console starts with 'admin', so one invalidation refreshes them all. */
export const adminKeys = {
  all: ['admin'] as const,
  requests: () => ['admin', 'requests'] as const,
  queue: (filters: RequestQueueFilters) => ['admin', 'requests', 'queue', filters] as const,
  request: (id: string) => ['admin', 'requests', 'detail', id] as const,
  /** Under the requests: an assignment refreshes who was asked. */
  candidates: (id: string) => ['admin', 'requests', 'candidates', id] as const,
  /** Every provider list, whatever its filters. */
  providerLists: () => ['admin', 'providers'] as const,
  providers: (filters: object = {}) => ['admin', 'providers', filters] as const,
  categories: () => ['admin', 'categories'] as const,
  featured: () => ['admin', 'featured'] as const,
  members: (q: string) => ['admin', 'members', q] as const,
  /** Every outbox list, whatever its status filter. */
  outboxLists: () => ['admin', 'outbox'] as const,
  outbox: (status: string) => ['admin', 'outbox', status] as const,
  /** Every payment list, whatever its filters. */
  paymentLists: () => ['admin', 'payments'] as const,
  payments: (filters: object) => ['admin', 'payments', filters] as const,
  membershipPlans: () => ['admin', 'membership-plans'] as const,
  premiumAccess: () => ['admin', 'premium-access'] as const,
  /** Society's perks, events, or gifts found by `q`; ['admin', 'society'] is all of them. */
  society: (part?: 'perks' | 'events' | 'gifts', q = '') =>
    part ? (['admin', 'society', part, q] as const) : (['admin', 'society'] as const),
  /** The open call-back tasks (members who chose "Phone call", issue 32). */
  callBacks: () => ['admin', 'call-backs'] as const,
};

/** The membership page (plans and where the member stands), payment history and verification. */
export const membershipKeys = {
  all: ['membership'] as const,
  overview: (userId: string) => ['membership', userId, 'overview'] as const,
  payments: (userId: string) => ['membership', userId, 'payments'] as const,
  verification: (userId: string, reference: string) =>
    ['membership', userId, 'verification', reference] as const,
};

/** Aurum's own test-mode checkout page (no Paystack keys). */
export const sandboxCheckoutKeys = {
  checkout: (accessCode: string) => ['sandbox-checkout', accessCode] as const,
};

/** Every marketplace query starts with 'marketplace', so one invalidation refreshes them all. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  stats: () => ['marketplace', 'stats'] as const,
  categories: () => ['marketplace', 'categories'] as const,
  /** `filters`: the browse tab's filters (features/marketplace/utils/browse-params). */
  browse: (filters: object) => ['marketplace', 'providers', filters] as const,
  featured: () => ['marketplace', 'featured'] as const,
  emergency: () => ['marketplace', 'emergency'] as const,
  provider: (id: string) => ['marketplace', 'provider', id] as const,
  slots: (id: string, date: string) => ['marketplace', 'provider', id, 'slots', date] as const,
};

/** The provider portal (/provider) and the page behind providers' e-mailed links. */
export const providerPortalKeys = {
  all: ['provider-portal'] as const,
  link: (token: string) => ['provider-portal', 'link', token] as const,
  /** Every list of the signed-in provider's requests. */
  requestLists: () => ['provider-portal', 'requests'] as const,
  requests: (userId: string) => ['provider-portal', 'requests', userId] as const,
  contact: () => ['provider-portal', 'contact'] as const,
};

/** The assistant chat (/ai-basic, /ai-assistant): history, security summary, capabilities. */
export const chatKeys = {
  all: ['chat'] as const,
  messages: (userId: string) => ['chat', userId, 'messages'] as const,
  security: (userId: string) => ['chat', userId, 'security'] as const,
  capabilities: () => ['chat', 'capabilities'] as const,
};

/** The assistant's memory of the member (the chat saves to it; the vault's tab lists it). */
export const memoryBankKeys = {
  all: ['memory-bank'] as const,
  entries: (userId: string) => ['memory-bank', userId] as const,
};

/** The vault: its key material (wrapped keys, salt, verifier) and encrypted items and files. */
export const vaultKeys = {
  all: ['vault'] as const,
  keys: (userId: string) => ['vault', userId, 'keys'] as const,
  items: (userId: string) => ['vault', userId, 'items'] as const,
  /** The items as decrypted during one unlock (the session number); dropped on lock. */
  decryptedItems: (userId: string, session: number) => ['vault', userId, 'items', session] as const,
  biometric: (userId: string) => ['vault', userId, 'biometric'] as const,
};

/** The member's legacy capsules (the vault's tab) and the recipient's released-capsule page. */
export const legacyCapsuleKeys = {
  all: ['legacy-capsules'] as const,
  list: (userId: string) => ['legacy-capsules', userId] as const,
  released: (token: string) => ['legacy-capsules', 'released', token] as const,
};

/** The /security page's signed-in devices and the member's own audit log (issue 26, ADR 054). */
export const signedInDeviceKeys = {
  all: ['signed-in-devices'] as const,
  list: (userId: string) => ['signed-in-devices', userId] as const,
};

export const auditLogKeys = {
  all: ['audit-log'] as const,
  pages: (userId: string) => ['audit-log', userId] as const,
};

/** The member's data rights on /security (ADR 055): the deletion state. */
export const dataRightsKeys = {
  all: ['data-rights'] as const,
  state: (userId: string) => ['data-rights', userId, 'state'] as const,
};

/** The member's journal (issue 28): entries a page at a time, and what they say (insights). */
export const journalKeys = {
  all: ['journal'] as const,
  entries: (userId: string) => ['journal', userId, 'entries'] as const,
  insights: (userId: string) => ['journal', userId, 'insights'] as const,
};

/** The member's mood readings as the trends read them (averages, days, activities, today). */
export const moodKeys = {
  all: ['mood'] as const,
  trends: (userId: string) => ['mood', userId, 'trends'] as const,
};

/** The member's personas (issue 29): which one is active and each one's toggles (/personas, the lifestyle hub). */
export const personaKeys = {
  all: ['personas'] as const,
  view: (userId: string) => ['personas', userId] as const,
};

/** The member's reset (issue 29): action settings, past sessions and the away note. */
export const resetKeys = {
  all: ['reset'] as const,
  settings: (userId: string) => ['reset', userId, 'settings'] as const,
  sessions: (userId: string) => ['reset', userId, 'sessions'] as const,
  away: (userId: string) => ['reset', userId, 'away'] as const,
};

/** Cross-platform access (issue 29): the platforms, their settings and the calendar feed. */
export const platformKeys = {
  all: ['platforms'] as const,
  view: (userId: string) => ['platforms', userId] as const,
  calendarFeed: (userId: string) => ['platforms', userId, 'calendar-feed'] as const,
};

/**
 * After an entry or a check-in changed (here, in another tab, told live): the journal's lists and
 * insights and every screen that shows the mood (trends, the lifestyle hub, the dashboard's card).
 */
export function invalidateMood(queryClient: QueryClient) {
  return Promise.all(
    [journalKeys.all, moodKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Life OS (issue 29): the weekly report with its insights, the member's goals and routines. */
export const lifeOsKeys = {
  all: ['life-os'] as const,
  report: (userId: string) => ['life-os', userId, 'report'] as const,
  goals: (userId: string) => ['life-os', userId, 'goals'] as const,
  routines: (userId: string) => ['life-os', userId, 'routines'] as const,
};

/** The relationship space (issue 30): the member's link, and the space's shared rows. */
export const relationshipKeys = {
  all: ['relationship'] as const,
  overview: (userId: string) => ['relationship', userId, 'overview'] as const,
  invitation: (userId: string, token: string) =>
    ['relationship', userId, 'invitation', token] as const,
  events: (spaceId: string) => ['relationship', 'space', spaceId, 'events'] as const,
  ideas: (spaceId: string) => ['relationship', 'space', spaceId, 'ideas'] as const,
  conflicts: (spaceId: string) => ['relationship', 'space', spaceId, 'conflicts'] as const,
};

/** The member's smart home: a Home Assistant hub's devices and scenes, or their own list. */
export const smartHomeKeys = {
  all: ['smart-home'] as const,
  view: (userId: string) => ['smart-home', userId] as const,
};

export const devMailboxKeys = {
  all: ['dev-mailbox'] as const,
  /** The SMS and WhatsApp messages of the dev outbox (issue 32). */
  messages: ['dev-mailbox', 'messages'] as const,
};

/**
 * The notification centre (issue 32): its pages, the bell's count, the settings and this member's
 * push devices. ['notifications'] refreshes all of them (the live topic does).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  unread: (userId: string) => ['notifications', userId, 'unread'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
  devices: (userId: string) => ['notifications', userId, 'devices'] as const,
};

/** Something new in the centre (the live topic, a mark read): the list and the bell refetch. */
export function invalidateNotifications(queryClient: QueryClient, userId: string) {
  return Promise.all(
    [notificationKeys.list(userId), notificationKeys.unread(userId)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * The queries a change of a service request affects: every query of the member's requests (lists,
 * details, the dashboard's recent requests, the monthly allowance), and the calendar that shows
 * their preferred dates. Live updates from the server refresh the same keys.
 */
const SERVICE_REQUEST_DEPENDENT_KEYS: readonly QueryKey[] = [
  serviceRequestKeys.all,
  calendarKeys.all,
];

/** Refetches the member's requests and everything that shows them. */
export function invalidateServiceRequests(queryClient: QueryClient) {
  return Promise.all(
    SERVICE_REQUEST_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * After the member's tier changed (a payment, a complimentary plan): the membership page, the
 * profile (the dashboard and profile badges read it) and the request allowance refetch.
 */
/** The member's passkeys on /security (issue 26, ADR 053). */
export const passkeyKeys = {
  member: (userId: string) => ['passkeys', userId] as const,
};

export function invalidateMembership(queryClient: QueryClient) {
  return Promise.all(
    [membershipKeys.all, profileKeys.all, serviceRequestKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * How long a screen's first data counts as fresh when the screen mounts: long enough that what
 * app/screen-data.ts started with the session is used, not fetched again, by the screen that
 * asked for it a moment later (ADR 026). Changes reach these lists through live updates and
 * mutations, which refetch regardless.
 */
export const FIRST_DATA_FRESH_MS = 5_000;

/** The /security page (issue 26): the member's second factors. */
export const securityKeys = {
  all: ['security'] as const,
  factors: () => ['security', 'factors'] as const,
};

/** The human concierge (issue 31): assistants, cases and their threads, settings; staff's queue. */
export const humanConciergeKeys = {
  all: ['human-concierge'] as const,
  assistants: (userId: string) => ['human-concierge', userId, 'assistants'] as const,
  cases: (userId: string, state: 'active' | 'history') =>
    ['human-concierge', userId, 'cases', state] as const,
  case: (userId: string, id: string) => ['human-concierge', userId, 'case', id] as const,
  settings: (userId: string) => ['human-concierge', userId, 'settings'] as const,
  staffQueue: ['human-concierge', 'staff', 'queue'] as const,
  staffCase: (id: string) => ['human-concierge', 'staff', 'case', id] as const,
  colleagues: ['human-concierge', 'staff', 'colleagues'] as const,
};

/** Society (issue 30): the member's perks, events, gifts and benefits. */
export const societyKeys = {
  all: ['society'] as const,
  perks: (userId: string) => ['society', userId, 'perks'] as const,
  events: (userId: string) => ['society', userId, 'events'] as const,
  gifts: (userId: string) => ['society', userId, 'gifts'] as const,
  benefits: (userId: string) => ['society', userId, 'benefits'] as const,
};
