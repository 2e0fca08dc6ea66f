import { describe, expect, it } from 'vitest';
import {
  channelsOfferedFor,
  defaultChannelsFor,
  isUrgent,
  quietHoursEnd,
} from './notification-rules';
import { notificationText } from './notification-texts';
import { NOTIFICATION_KINDS } from './notification-kinds';

const rule = { enabled: true, start: '22:00', end: '07:00', timeZone: 'Africa/Johannesburg' };

describe('quiet hours', () => {
  it('end at 07:00 the next morning from late evening, and the same morning after midnight', () => {
    expect(quietHoursEnd(new Date('2030-01-16T21:00:00Z'), rule)?.toISOString()).toBe(
      '2030-01-17T05:00:00.000Z',
    );
    expect(quietHoursEnd(new Date('2030-01-17T01:30:00Z'), rule)?.toISOString()).toBe(
      '2030-01-17T05:00:00.000Z',
    );
  });

  it('are not on during the day, at 07:00 exactly, or when switched off or empty', () => {
    expect(quietHoursEnd(new Date('2030-01-16T10:00:00Z'), rule)).toBeNull();
    expect(quietHoursEnd(new Date('2030-01-17T05:00:00Z'), rule)).toBeNull();
    expect(quietHoursEnd(new Date('2030-01-16T21:00:00Z'), { ...rule, enabled: false })).toBeNull();
    expect(
      quietHoursEnd(new Date('2030-01-16T21:00:00Z'), { ...rule, start: '07:00', end: '07:00' }),
    ).toBeNull();
  });

  it('read the hours in the member time zone, and allow hours within one day', () => {
    const london = { ...rule, timeZone: 'Europe/London' };
    expect(quietHoursEnd(new Date('2030-01-16T21:00:00Z'), london)).toBeNull();
    expect(quietHoursEnd(new Date('2030-01-16T23:00:00Z'), london)?.toISOString()).toBe(
      '2030-01-17T07:00:00.000Z',
    );
    const afternoon = { ...rule, start: '13:00', end: '14:30' };
    expect(quietHoursEnd(new Date('2030-01-16T11:15:00Z'), afternoon)?.toISOString()).toBe(
      '2030-01-16T12:30:00.000Z',
    );
  });
});

describe('default channels and urgency', () => {
  it('follow the onboarding choice; security also by e-mail; e-mail never twice', () => {
    expect(defaultChannelsFor('request_confirmed', 'app-notifications')).toEqual(['push']);
    expect(defaultChannelsFor('request_confirmed', 'phone-call')).toEqual(['phone_call']);
    expect(defaultChannelsFor('request_confirmed', null)).toEqual(['email']);
    expect(defaultChannelsFor('security_new_sign_in', 'whatsapp')).toEqual(['email', 'whatsapp']);
    expect(defaultChannelsFor('rsvp_confirmed', 'email')).toEqual([]);
    expect(channelsOfferedFor('rsvp_confirmed')).not.toContain('email');
    expect(channelsOfferedFor('payment_failed')).toContain('email');
  });

  it('lets security always through, flagged kinds when flagged, the rest never', () => {
    expect(isUrgent('security_password_changed', false)).toBe(true);
    expect(isUrgent('case_replied', true)).toBe(true);
    expect(isUrgent('case_replied', false)).toBe(false);
    expect(isUrgent('payment_succeeded', true)).toBe(false);
  });

  it('has a text for every kind that stands without its facts', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const text = notificationText(kind);
      expect(text.title.length, kind).toBeGreaterThan(0);
      expect(text.body, kind).not.toMatch(/undefined|null/);
    }
  });
});
