/**
 * Which module owns each schema file's tables (issue 25, ADR 042). A table is queried only by its
 * owner's repositories; other modules read it through the owner's `*.service.ts` or `*.api.ts`
 * (views, batched lookups, calendar sources). `eslint.config.js` turns this map into
 * `import-x/no-restricted-paths` zones, so `npm run check` fails when a file of another module
 * imports the schema file, and when a schema file has no owner here.
 *
 * Owners that are not a module (`platform`, `db`) mean: no module imports the file at all; the
 * platform's adapters or db/'s helpers named beside it own the tables.
 *
 * Plain JavaScript (not TypeScript) because the lint config, run by Node, reads it as it is.
 *
 * @type {Readonly<Record<string, string>>}
 */
export const TABLE_OWNERS = Object.freeze({
  // users, auth_sessions, refresh_tokens, email_confirmations, password_resets, email_changes,
  // audit_log;
  // rate_limits is written by platform/rate-limit (ADR 004), the platform's adapter, not by a
  // module.
  'auth.ts': 'auth',
  // pending_sign_ins and the second factors (TOTP, recovery codes, passkeys): issue 26
  'auth-factors.ts': 'auth',
  // calendar_events, calendar_feeds (the ICS subscription, ADR 066)
  'calendar.ts': 'calendar',
  // chat_messages, chat_proposals, memory_bank (the assistant owns the memory bank)
  'chat.ts': 'chat',
  // concierge_profiles, concierge_cases, concierge_messages (issue 31, ADR 072)
  'human-concierge.ts': 'human-concierge',
  // journal_entries, mood_tracking (issue 28, ADR 059)
  'journal.ts': 'journal',
  // legacy_capsules
  'legacy-capsules.ts': 'legacy-capsules',
  // goals, routines, routine_completions (issue 29, ADR 063)
  'life-os.ts': 'life-os',
  // provider_reviews, booking_slots, provider_free_days, featured_listings
  'marketplace.ts': 'marketplace',
  // membership_plans, payments, memberships; sandbox_checkouts (the sandbox checkout, ADR 047)
  'membership.ts': 'membership',
  // outbox_messages: the dev outbox of platform/messaging (SMS, WhatsApp; ADR 077)
  'messaging.ts': 'platform',
  // notifications, notification_deliveries, notification_preferences, push_subscriptions,
  // call_back_tasks (issue 32, ADR 076)
  'notifications.ts': 'notifications',
  // jobs, mail_messages: platform/jobs and platform/mailer (ADR 005)
  'outbox.ts': 'platform',
  // profiles, medical_info, user_preferences: one member record, owned by profile
  'profiles.ts': 'profile',
  // service_categories, service_providers
  'providers.ts': 'providers',
  // realtime_tickets
  'realtime.ts': 'realtime',
  // service_requests, request_status_updates, provider_assignments
  'requests.ts': 'requests',
  // reset_sessions, away_notes (issue 29, ADR 064)
  'reset.ts': 'life-os',
  // home_hubs, home_devices: Life OS's smart home (issue 29, ADR 065)
  'smart-home.ts': 'life-os',
  // society_perks, perk_redemptions, society_events, event_rsvps, society_gifts (issue 30, ADR 069)
  'society.ts': 'society',
  // partner_invitations, partner_links, shared_events, relationship_ideas, relationship_conflicts,
  // conflict_perspectives (issue 30, ADR 070)
  'relationship.ts': 'relationship',
  // spaces, space_members: the relationship module creates spaces (ADR 070); db/as-space-member.ts
  // reads membership for every space's work (ADR 039)
  'spaces.ts': 'relationship',
  // vault_keyrings, vault_biometric_wraps, vault_items
  'vault.ts': 'vault',
});
