import { formatDate, formatDateTime } from '@aurum/shared/format/dates';
import { formatMoney } from '@aurum/shared/format/money';
import { plural } from '@aurum/shared/format/words';
import type { MemberData } from './member-export';

const line = (label: string, value: string | null | undefined) =>
  value ? [`  ${label}: ${value}`] : [];
const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'none');

/** The readable summary beside the JSON: what a member checks first, in words (ADR 055). */
export function exportSummary(data: MemberData, now: Date): string {
  const { account, profile, requests, marketplace, assistant, vault, membership } = data;
  const medical = profile.medical_info;
  const out: string[] = [
    `Your Aurum data, exported ${formatDateTime(now)}`,
    '',
    'Account',
    ...line('E-mail', account.account?.email),
    ...line('Name', account.account?.name),
    ...line('Member since', account.account && formatDate(account.account.created_at)),
    `  Devices signed in over time: ${account.sessions.length}; security log entries: ${account.audit_log.length}`,
    '',
    'Profile',
    ...line('Phone', profile.profile?.phone),
    ...line('Location', profile.profile?.location),
    ...line('Date of birth', profile.profile?.date_of_birth),
    ...line('Occupation', profile.profile?.occupation),
    ...line('Emergency contact', profile.profile?.emergency_contact_name),
    ...line('Membership tier', profile.profile?.membership_tier),
    `  Preferences: ${list(profile.preferences.map((p) => `${p.category} ${p.key}: ${p.value}`))}`,
    '',
    'Medical information',
    ...(medical
      ? [
          `  Allergies: ${list(medical.allergies)}`,
          `  Medications: ${list(medical.medications)}`,
          `  Dietary restrictions: ${list(medical.dietaryRestrictions)}`,
          `  Conditions: ${list(medical.medicalConditions)}`,
          ...line('Blood type', medical.bloodType),
          ...line('Emergency medical information', medical.emergencyMedicalInfo),
        ]
      : ['  none']),
    '',
    `Requests (${requests.length})`,
    ...requests.flatMap((request) => [
      `  ${formatDate(request.created_at)} ${request.service_type}: ${request.status}${request.provider ? `, ${request.provider.name}` : ''}`,
      ...[...request.updates]
        .reverse()
        .map((update) => `    ${formatDateTime(update.created_at)} ${update.message}`),
    ]),
    '',
    `Bookings: ${marketplace.bookings.length}; reviews: ${marketplace.reviews.length}`,
    ...marketplace.reviews.map((r) => `  ${r.provider}: ${r.rating}/5 ${r.text}`),
    `Calendar events: ${data.calendar.length}`,
    ...data.calendar.map(
      (event) => `  ${event.date}${event.time ? ` ${event.time}` : ''} ${event.title}`,
    ),
    `Calendar subscription addresses issued: ${data.calendar_subscription.length}`,
    `Chat messages: ${assistant.chat.length}; memory bank entries: ${assistant.memory_bank.length}`,
    ...assistant.memory_bank.map((m) => `  ${m.category} ${m.key}: ${m.value}`),
    `Vault: ${plural(vault.items.length, 'item')}, encrypted (see the README to open them)`,
    `Legacy capsules: ${data.legacy_capsules.length}`,
    ...data.legacy_capsules.map((c) => `  ${c.title} for ${c.recipientName}, ${c.status}`),
    `Human concierge: ${plural(data.human_concierge.cases.length, 'case')}`,
    `Journal: ${plural(data.journal.entries.length, 'entry', 'entries')}; mood readings: ${data.journal.mood_readings.length}`,
    `Life OS: ${plural(data.life_os.goals.length, 'goal')}; ${plural(data.life_os.routines.length, 'routine')}`,
    ...data.life_os.goals.map(
      (g) => `  ${g.title}: ${g.current_value} of ${g.target_value}, ${g.status}`,
    ),
    ...data.life_os.routines.map(
      (r) => `  ${r.time} ${r.name}: done on ${plural(r.completed_on.length, 'day')}`,
    ),
    `Resets: ${data.reset.sessions.length}`,
    `Smart home: ${data.life_os.smart_home.hub ? `hub at ${data.life_os.smart_home.hub.url}` : 'no hub'}; own devices: ${data.life_os.smart_home.devices.length}`,
    `Society: ${plural(data.society.perk_redemptions.length, 'perk redeemed', 'perks redeemed')}; ${plural(data.society.event_rsvps.length, 'event RSVP')}; ${plural(data.society.gifts.length, 'gift')}`,
    ...data.society.event_rsvps.map((r) => `  ${r.date.slice(0, 10)} ${r.event}: ${r.status}`),
    '',
    'Membership and payments',
    ...line(
      'Membership',
      membership.membership && `${membership.membership.tier} (${membership.membership.source})`,
    ),
    ...membership.payments.map(
      (p) =>
        `  ${formatDate(p.created_at)} ${p.plan} ${p.billingCycle}: ${formatMoney(p.amountCents)} ${p.status} (${p.reference})`,
    ),
    `Relationship: ${data.relationship.partner ? `partner ${data.relationship.partner.name ?? ''}`.trim() : 'no partner'}; shared spaces: ${data.relationship.space_memberships.length}`,
    `Notifications: ${plural(data.notifications.notifications.length, 'notification')}; ${plural(data.notifications.push_subscriptions.length, 'push device')}`,
  ];
  return `${out.join('\n')}\n`;
}
