import { AUTH_EXPORT_TABLES } from '../auth/accounts.api';
import { CALENDAR_EXPORT_TABLES, CALENDAR_FEED_EXPORT_TABLES } from '../calendar/calendar.api';
import { CHAT_EXPORT_TABLES } from '../chat/chat.api';
import { HUMAN_CONCIERGE_EXPORT_TABLES } from '../human-concierge/human-concierge.api';
import { JOURNAL_EXPORT_TABLES } from '../journal/journal.api';
import { CAPSULE_EXPORT_TABLES } from '../legacy-capsules/legacy-capsules.api';
import { LIFE_OS_EXPORT_TABLES, RESET_EXPORT_TABLES } from '../life-os/life-os.api';
import { MARKETPLACE_EXPORT_TABLES } from '../marketplace/bookings.api';
import { MEMBERSHIP_EXPORT_TABLES } from '../membership/membership.api';
import { NOTIFICATIONS_EXPORT_TABLES } from '../notifications/notifications.api';
import { PROFILE_EXPORT_TABLES } from '../profile/profile.api';
import { RELATIONSHIP_EXPORT_TABLES } from '../relationship/relationship.api';
import { REQUESTS_EXPORT_TABLES } from '../requests/requests.api';
import { SOCIETY_EXPORT_TABLES } from '../society/society.api';
import { VAULT_EXPORT_TABLES } from '../vault/vault.api';

/**
 * The member-owned tables (a column referencing users.id) each area's export covers: what its
 * `export*` function reads and its `forget*` function removes (ADR 055). The completeness test
 * (data-rights-coverage.integration.test.ts) derives the member-owned tables from the schema and
 * fails when one is neither here nor in NOT_MEMBER_DATA: a new table must say where it goes.
 */
export const EXPORT_COVERAGE: Record<string, readonly string[]> = {
  account: AUTH_EXPORT_TABLES,
  profile: PROFILE_EXPORT_TABLES,
  requests: REQUESTS_EXPORT_TABLES,
  marketplace: MARKETPLACE_EXPORT_TABLES,
  calendar: CALENDAR_EXPORT_TABLES,
  calendar_subscription: CALENDAR_FEED_EXPORT_TABLES,
  assistant: CHAT_EXPORT_TABLES,
  vault: VAULT_EXPORT_TABLES,
  legacy_capsules: CAPSULE_EXPORT_TABLES,
  journal: JOURNAL_EXPORT_TABLES,
  life_os: LIFE_OS_EXPORT_TABLES,
  reset: RESET_EXPORT_TABLES,
  human_concierge: HUMAN_CONCIERGE_EXPORT_TABLES,
  membership: MEMBERSHIP_EXPORT_TABLES,
  society: SOCIETY_EXPORT_TABLES,
  relationship: RELATIONSHIP_EXPORT_TABLES,
  notifications: NOTIFICATIONS_EXPORT_TABLES,
};

/**
 * Tables with a column referencing users.id that are NOT the member's data, each with why. They
 * still go when the account goes (ON DELETE CASCADE or SET NULL on the users row).
 */
export const NOT_MEMBER_DATA: Record<string, string> = {
  // A passkey ceremony's random challenge, spent within 5 minutes; says nothing about the member.
  passkey_challenges: 'a random WebAuthn challenge of a few minutes: a secret, cascade-deleted',
  // A stream ticket lives seconds, is a secret (a hash) and says nothing about the member.
  realtime_tickets: 'a few seconds of a live-updates ticket: a secret, cascade-deleted',
  // A provider's business listing; its user_id is the provider's own sign-in (set null when that
  // account goes). Members' data never lives here.
  service_providers: "a provider's business listing, not a member's data",
};
