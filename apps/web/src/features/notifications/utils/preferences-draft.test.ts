import { NOTIFICATION_KINDS } from '@aurum/shared/notifications/notification-kinds';
import type { NotificationPreferences } from '@aurum/shared/notifications/notifications-contract';
import { describe, expect, it } from 'vitest';
import { kindsByGroup, toChange, toDraft, withKindChannel } from './preferences-draft';

const SAVED = {
  channels: {
    in_app: true,
    push: true,
    email: true,
    sms: false,
    whatsapp: true,
    phone_call: false,
  },
  kinds: { request_confirmed: ['in_app', 'whatsapp'] },
  quiet_hours: { enabled: true, start: '22:00', end: '07:00', time_zone: 'Africa/Johannesburg' },
  digest: false,
  communication_method: 'whatsapp',
  phone: '+27825550123',
} as unknown as NotificationPreferences;

describe('the settings draft', () => {
  it('holds every kind, and sends all of it back', () => {
    const draft = toDraft(SAVED);
    expect(Object.keys(draft.kinds)).toEqual([...NOTIFICATION_KINDS]);
    expect(draft.kinds.request_declined).toEqual([]);
    expect(toChange(draft)).toEqual({
      channels: SAVED.channels,
      kinds: draft.kinds,
      quiet_hours: SAVED.quiet_hours,
      digest: false,
    });
  });

  it('adds and takes away a channel of one kind, in the catalogue order', () => {
    const { kinds } = toDraft(SAVED);
    const added = withKindChannel(kinds, 'request_confirmed', 'push', true);
    expect(added.request_confirmed).toEqual(['in_app', 'push', 'whatsapp']);
    expect(
      withKindChannel(added, 'request_confirmed', 'whatsapp', false).request_confirmed,
    ).toEqual(['in_app', 'push']);
    expect(kinds.request_confirmed).toEqual(['in_app', 'whatsapp']);
  });

  it('lists every kind once, under its group', () => {
    const grouped = kindsByGroup();
    expect(grouped.map(([group]) => group)).toEqual([
      'requests',
      'membership',
      'concierge',
      'society',
      'security',
    ]);
    expect(grouped.flatMap(([, kinds]) => kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });
});
