import { moodStep } from '@aurum/shared/journal/journal-rules';
import { describe, expect, it } from 'vitest';
import {
  activityLabel,
  CHECK_IN_FACES,
  formatAverage,
  longDate,
  shortDate,
  signedDifference,
} from './mood-display';

describe('mood display', () => {
  it('gives each face a score of its own step', () => {
    for (const face of CHECK_IN_FACES) expect(moodStep(face.score)).toBe(face.step);
  });

  it('shows averages with one decimal and differences with their sign', () => {
    expect(formatAverage(7)).toBe('7.0');
    expect(formatAverage(6.44)).toBe('6.4');
    expect(signedDifference(1.2)).toBe('+1.2');
    expect(signedDifference(-0.8)).toBe('−0.8');
    expect(signedDifference(0)).toBe('0.0');
  });

  it('writes days and activities in words', () => {
    expect(shortDate('2026-11-24')).toBe('24 Nov');
    expect(longDate('2026-11-24')).toBe('Tuesday, 24 November');
    expect(activityLabel('dining out')).toBe('Dining out');
  });
});
