import { describe, expect, it } from 'vitest';
import { AF } from './reply-texts-af';
import { EN } from './reply-texts-en';
import { ZU } from './reply-texts-zu';
import { repliesIn } from './reply-texts';

/** What a frame says with a neutral piece ("X") for each argument: the frame's own words only. */
function rendered(frame: unknown): string {
  if (typeof frame === 'string') return frame;
  const call = frame as (...args: unknown[]) => string;
  return call(...Array.from({ length: call.length }, () => 'X'));
}

/**
 * The names frames keep (Aurum's screens and brands) and the pieces passed in ("X"), with the
 * isiZulu prefix a name takes ("we-Aurum", "ku-Request Status").
 */
const NAMES =
  /(?:\b\p{L}{1,4}-)?(?:Request Status|Human Concierge|AI Journal|Aurum|Google|Range Rover|\bX\b)/gu;
/** English words that are no Afrikaans or isiZulu word. */
const ENGLISH =
  /\b(the|and|your|you|please|request|requests|confirm|booked|nothing|shall|would|there|this|that|with|from|have|will|what|when|where|which|cancel|change|membership|provider|thanks|hello|search|until|below|our|team|could|for|to|it|me|we|i'm|i've|can't)\b/i;

describe('the reply frames in Afrikaans and isiZulu', () => {
  const keys = Object.keys(EN) as (keyof typeof EN)[];

  for (const [language, texts] of [
    ['af', AF],
    ['zu', ZU],
  ] as const) {
    it(`${language}: every frame is translated, of the same kind, non-empty and without English`, () => {
      expect(Object.keys(texts).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const frame = texts[key] as unknown;
        expect(typeof frame, key).toBe(typeof EN[key]);
        if (typeof frame === 'function')
          expect(frame.length, key).toBe((EN[key] as () => string).length);
        const text = rendered(frame);
        expect(text.trim().length, key).toBeGreaterThan(0);
        // "X is X." is Afrikaans as well as English.
        if (!(language === 'af' && key === 'statusOf'))
          expect(text, key).not.toBe(rendered(EN[key]));
        expect(
          text.replace(NAMES, '').match(ENGLISH)?.[0] ?? null,
          `${language}.${key}: ${text}`,
        ).toBeNull();
      }
    });
  }

  it('answers in the language asked for', () => {
    expect(repliesIn('en').greeting('')).toMatch(/^Hello!/);
    expect(repliesIn('af').greeting('Thandi')).toMatch(/^Hallo, Thandi!/);
    expect(repliesIn('zu').greeting('Thandi')).toMatch(/^Sawubona, Thandi!/);
  });
});
