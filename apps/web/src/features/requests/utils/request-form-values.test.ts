import { describe, expect, it } from 'vitest';
import { COMPLETED, PENDING, serviceRequest } from '../../../testing/requests-test-server';
import { formValuesOf, memberToday } from './request-form-values';

const NOW = new Date('2026-11-24T08:00:00Z');

describe('formValuesOf', () => {
  it('fills the form from a request, date and time in Johannesburg', () => {
    expect(formValuesOf(PENDING, { now: NOW })).toEqual({
      values: {
        service_type: 'private_chef',
        description: 'Chef for a family braai',
        preferred_date: '2026-12-19',
        preferred_time: '18:30',
        location: 'Sandton',
        special_requests: 'No pork, please',
      },
      datePassed: false,
    });
  });

  it('leaves the time empty when the member gave a date only', () => {
    const request = serviceRequest({ id: 'x', preferred_date: '2026-12-03T22:00:00Z' });
    expect(formValuesOf(request).values).toMatchObject({
      preferred_date: '2026-12-04',
      preferred_time: '',
      location: '',
      special_requests: '',
    });
  });

  it('Book Again drops a date that has passed and says so; Modify keeps it', () => {
    expect(formValuesOf(COMPLETED, { bookAgain: true, now: NOW })).toMatchObject({
      values: { preferred_date: '' },
      datePassed: true,
    });
    expect(formValuesOf(COMPLETED, { now: NOW }).values.preferred_date).toBe('2026-01-10');
    expect(formValuesOf(PENDING, { bookAgain: true, now: NOW }).datePassed).toBe(false);
  });

  it('leaves an unknown service type for the member to choose', () => {
    const request = serviceRequest({ id: 'x', service_type: 'wine_tour' });
    expect(formValuesOf(request).values.service_type).toBe('');
  });
});

describe('memberToday', () => {
  it('is the date in Johannesburg', () => {
    expect(memberToday(new Date('2026-11-24T21:59:00Z'))).toBe('2026-11-24');
    expect(memberToday(new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25');
  });
});
