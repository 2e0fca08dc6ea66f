import { randomBytes } from 'node:crypto';
import type { Session } from '@aurum/shared/auth/session';
import type { ChatExchange } from '@aurum/shared/chat/chat-contract';
import { adminApi, signedInAs } from './admin-fixtures';
import { bearer } from './auth-fixtures';
import { chat, onboardedMember, setChatClock } from './chat-fixtures';
import { addSlot } from './marketplace-fixtures';
import { payInSandbox } from './membership-fixtures';
import { addPasskey, reauthenticate, SoftwareAuthenticator } from './passkey-fixtures';
import { chooseProvider, providerAccount } from './provider-portal-fixtures';
import { invitationTokenTo } from './relationship-fixtures';
import { fileRequest, seedProviders } from './request-fixtures';
import { sessionIdOf } from './session-fixtures';
import { newEvent, newPerk } from './society-fixtures';
import type { TestApp } from './test-app';
import { addVaultItem, memberVault, sealText } from './vault-fixtures';
import type { Param } from './route-access';

/** A text in every row of member B's that can hold one: never in an answer to anyone else. */
export const B_MARKER = 'Bontle-Private-5521';
export const TOMORROW = '2030-01-17';

type Headers = Record<string, string>;

/** An id no row has. */
export const SOME_ID = '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b';

/** Ids that are no member's row: the app's fixed names. */
const FIXED_IDS: Partial<Record<Param, string>> = {
  persona: 'work',
  'quick-action': 'focus',
  platform: 'whatsapp',
  'hub-entity': 'light.kitchen',
  'reset-action': 'auto_replies',
  mail: SOME_ID,
  'mail-index': '0',
};

/** A path parameter's value for its kind: B's row, a fixed name, or an id no row has. */
export const idOf = (rows: Partial<Record<Param, string>>, kind: Param | undefined) =>
  (kind && (rows[kind] ?? FIXED_IDS[kind])) || SOME_ID;

function caller(t: TestApp, session: Session) {
  const headers = bearer(session);
  return async <T = { id: string }>(method: string, url: string, payload?: object, status = 0) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300 || (status && res.statusCode !== status)) {
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    }
    return (res.body ? res.json() : undefined) as T;
  };
}

/** Two members linked in a relationship space: the inviter's call, the space. */
async function partners(t: TestApp, inviter: Session) {
  const partner = await onboardedMember(t);
  const call = caller(t, inviter);
  await call('POST', '/api/relationship/invitations', { email: partner.email });
  const token = await invitationTokenTo(t, partner.email);
  const overview = await caller(t, partner.session)<{ space_id: string }>(
    'POST',
    '/api/relationship/invitations/accept',
    { token },
  );
  return { partner, spaceId: overview.space_id };
}

/**
 * The people of the sweep: member B with a real row in every area, member A (a stranger with a
 * space of their own), B's partner C, two providers (P1 holds B's assignment), staff.
 */
export async function sweepPeople(t: TestApp) {
  setChatClock(t);
  await seedProviders(t);
  const b = await onboardedMember(t);
  await payInSandbox(t, b.session, 'gold');
  const a = await onboardedMember(t);
  const staff = await signedInAs(t, 'staff', 'Thandi Mokoena');
  const call = caller(t, b.session);
  const rows: Partial<Record<Param, string>> = {};

  // Requests, the chosen provider's assignment, a proposal from the assistant.
  const created = await fileRequest(t, b.session, {
    preferred_date: TOMORROW,
    preferred_time: '09:00',
    description: `Airport pickup for two, ${B_MARKER}`,
  });
  rows.request = created.request.id;
  rows.provider = created.providers[0]!.id;
  const p1 = await providerAccount(t, rows.provider);
  rows.assignment = await chooseProvider(t, b.session, created);
  const p2 = await providerAccount(t, created.providers[1]!.id);
  const proposal = await chat(t, b.session, 'cancel my driver for tomorrow');
  rows['chat-proposal'] = proposal.reply.proposal!.id;

  // The vault, an item the assistant asks to open, a biometric unlock.
  const vaultKey = await memberVault(t, b.session);
  rows['vault-item'] = await addVaultItem(t, b.session, vaultKey, {
    category: 'passport',
    itemType: 'document',
    accessLevel: 2,
    text: B_MARKER,
  });
  t.clock.advance(61);
  const asked: ChatExchange = await chat(t, b.session, 'When does my passport expire?');
  rows['vault-request'] = asked.reply.vault_request!.id;
  const credentialId = randomBytes(24).toString('base64');
  await call('POST', '/api/vault/keys/biometric', {
    credentialId,
    prfSalt: randomBytes(32).toString('base64'),
    wrappedKey: sealText(randomBytes(32), randomBytes(32), 'aurum-vault-biometric'),
  });
  rows['vault-credential'] = Buffer.from(credentialId, 'base64').toString('base64url');

  // The member's own areas.
  rows['calendar-event'] = (
    await call('POST', '/api/calendar/events', { title: B_MARKER, date: TOMORROW, time: '12:00' })
  ).id;
  rows.goal = (
    await call('POST', '/api/life-os/goals', { title: B_MARKER, type: 'other', target_value: 3 })
  ).id;
  rows.routine = (
    await call('POST', '/api/life-os/routines', { name: B_MARKER, time: '07:00' })
  ).id;
  rows['journal-entry'] = (await call('POST', '/api/journal/entries', { content: B_MARKER })).id;
  rows.memory = (
    await call('POST', '/api/memory-bank', {
      category: 'travel',
      preference_key: 'Seat',
      preference_value: B_MARKER,
    })
  ).id;
  rows['smart-device'] = (
    await call('POST', '/api/smart-home/devices', { name: B_MARKER, kind: 'light' })
  ).id;
  rows['reset-session'] = (
    await call('POST', '/api/reset/sessions', { trigger_reason: 'mood' })
  ).id;
  rows.capsule = (
    await call('POST', '/api/legacy-capsules', {
      capsuleType: 'letter',
      title: B_MARKER,
      recipientName: 'Lerato',
      recipientEmail: 'lerato.sweep@example.co.za',
      content: B_MARKER,
      releaseDate: '2030-06-01',
    })
  ).id;
  rows['concierge-case'] = (
    await call('POST', '/api/human-concierge/cases', { assistant_id: staff.session.user.id })
  ).id;
  rows.session = sessionIdOf(b.session);
  await reauthenticate(t, b.session);
  const passkey = await addPasskey(t, b.session, new SoftwareAuthenticator(), B_MARKER);
  if (passkey.statusCode !== 200) throw new Error(passkey.body);
  rows.passkey = (passkey.json() as { id: string }).id;

  // Society: an RSVP and a redeemed perk of B's; a booked slot.
  const console = adminApi(t, staff.headers);
  const event = (await console.post('/society/events', newEvent({ date: '2030-02-15' }))).json();
  const perk = (await console.post('/society/perks', newPerk())).json();
  rows['society-event'] = event.id;
  rows.perk = perk.id;
  await call('POST', `/api/society/events/${event.id}/rsvp`);
  await call('POST', `/api/society/perks/${perk.id}/redemption`);
  rows.slot = await addSlot(t, rows.provider, TOMORROW, '10:00', '11:00');
  // Notifications: the RSVP's confirmation in B's centre, and a push device of B's.
  const centre = await call<{ items: { id: string }[] }>('GET', '/api/notifications');
  rows.notification = centre.items[0]!.id;
  rows['push-device'] = (
    await call('POST', '/api/notifications/push/devices', {
      endpoint: 'https://push.example.com/sweep-b',
      keys: { p256dh: `BSweep${'k'.repeat(80)}`, auth: 'sweep-auth-secret' },
      label: B_MARKER,
    })
  ).id;
  await call('POST', `/api/marketplace/slots/${rows.slot}/book`);

  // Relationship: B's space with C, a pending invitation; A's own space with another member.
  await call('POST', '/api/relationship/invitations', { email: 'pending.sweep@example.co.za' });
  const overview = await call<{ invitations: { id: string }[] }>('GET', '/api/relationship');
  rows.invitation = overview.invitations[0]!.id;
  const bSpace = await partners(t, b.session);
  const aSpace = await partners(t, a.session);
  rows.space = bSpace.spaceId;
  const space = `/api/relationship/spaces/${bSpace.spaceId}`;
  rows['shared-event'] = (
    await call('POST', `${space}/events`, {
      title: B_MARKER,
      date: TOMORROW,
      time: '19:00',
      category: 'date',
    })
  ).id;
  rows.idea = (
    await call('POST', `${space}/ideas`, {
      title: B_MARKER,
      category: 'gift',
      effort_level: 'low',
    })
  ).id;
  rows.conflict = (await call('POST', `${space}/conflicts`, { issue_summary: B_MARKER })).id;

  const headersOf = (session: Session): Headers => bearer(session);
  return {
    rows,
    b: { ...b, headers: headersOf(b.session) },
    a: { ...a, headers: headersOf(a.session), spaceId: aSpace.spaceId },
    c: { ...bSpace.partner, headers: headersOf(bSpace.partner.session) },
    p1: { ...p1, headers: headersOf(p1.session) },
    p2: { ...p2, headers: headersOf(p2.session) },
    staff,
  };
}

export type SweepPeople = Awaited<ReturnType<typeof sweepPeople>>;
