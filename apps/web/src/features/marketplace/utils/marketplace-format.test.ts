import { MARKETPLACE_MESSAGES } from '@aurum/shared/marketplace/marketplace-contract';
import { describe, expect, it } from 'vitest';
import { johannesburgDate } from '../../../lib/format';
import {
  dayLabel,
  formatCompletedJobs,
  formatCustomerRating,
  formatResponseMinutes,
  slotLabel,
} from './marketplace-format';

describe('marketplace formats', () => {
  it('writes response times in minutes, then hours', () => {
    expect(formatResponseMinutes(45)).toBe('45 min');
    expect(formatResponseMinutes(120)).toBe('2 h');
    expect(formatResponseMinutes(90.4)).toBe('1 h 30 min');
  });

  it('writes the customer rating out of 5', () => {
    expect(formatCustomerRating(4.66)).toBe('4.7/5');
  });

  it('says what a new provider has no figures for yet, never 0 or a dash', () => {
    expect(formatCustomerRating(null)).toBe(MARKETPLACE_MESSAGES.newProvider);
    expect(formatResponseMinutes(null)).toBe(MARKETPLACE_MESSAGES.noResponseTime);
    expect(formatCompletedJobs(0)).toBe(MARKETPLACE_MESSAGES.noCompletedJobs);
    expect(formatCompletedJobs(38)).toBe('38');
  });

  it('labels a slot start - end and takes the date in Johannesburg', () => {
    expect(slotLabel({ start_time: '09:00:00', end_time: '10:30' })).toBe('09:00 - 10:30');
    // 23:30 UTC on 3 May is already 4 May in Johannesburg (UTC+2).
    expect(johannesburgDate(new Date('2026-05-03T23:30:00Z'))).toBe('2026-05-04');
  });

  it('names a day with its weekday, whatever the device time zone', () => {
    expect(dayLabel('2026-05-07')).toBe('Thu, 07 May 2026');
    expect(dayLabel('2026-12-31')).toBe('Thu, 31 Dec 2026');
  });
});
