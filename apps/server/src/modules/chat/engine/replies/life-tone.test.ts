import { describe, expect, it } from 'vitest';
import { plainReply } from '../proposal-draft';
import { inLifeTone, type LifeTone } from './life-tone';
import { repliesIn } from './reply-texts';

const en = repliesIn('en');
const tone = (persona: LifeTone['persona'], until?: string): LifeTone => ({
  persona,
  away: until ? { note: 'Taking time to reset until 18:30.', until } : null,
});
const thanks = plainReply(en.thanks('Naledi'));
const status = plainReply('Your Private Chef request is pending.');

describe('the reply in the Life OS tone', () => {
  it('focus and rest leave out follow-up offers and add nothing', () => {
    expect(inLifeTone(thanks, tone('focus'), 'en').text).toBe("It's a pleasure, Naledi.");
    expect(inLifeTone(plainReply(en.noUpcoming), tone('rest'), 'en').text).toBe(
      'You have nothing booked in the days ahead.',
    );
    expect(inLifeTone(status, tone('focus'), 'en')).toEqual(status);
  });

  it('wellness turns an offer into a wellness suggestion', () => {
    expect(inLifeTone(thanks, tone('wellness'), 'en').text).toBe(
      `It's a pleasure, Naledi. ${en.wellnessOffer}`,
    );
    expect(inLifeTone(status, tone('wellness'), 'en')).toEqual(status);
  });

  it('power adds a proactive suggestion, but not to a search fallback or the model', () => {
    expect(inLifeTone(status, tone('power'), 'en').text).toBe(
      `Your Private Chef request is pending. ${en.powerOffer}`,
    );
    const fallback = { ...status, hasGoogleFallback: true };
    expect(inLifeTone(fallback, tone('power'), 'en')).toEqual(fallback);
    expect(inLifeTone(status, tone('power'), 'en', true)).toEqual(status);
  });

  it('an away note is said first, and the reply keeps to what was asked', () => {
    const away = tone('power', '2026-05-12T16:30:00.000Z');
    expect(inLifeTone(thanks, away, 'en').text).toBe(
      "You're away until 18:30, so I'll keep to what you ask. It's a pleasure, Naledi.",
    );
    const af = repliesIn('af');
    expect(inLifeTone(plainReply(af.thanks('')), away, 'af').text).toBe(
      "U is weg tot 18:30, so ek hou by wat u vra. Dit is 'n plesier.",
    );
  });
});
