import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { readRequest } from '../read-request';
import { detectLanguage, glossToEnglish } from './language';
import { DEV_PHRASINGS, DEV_REQUESTS, type DevRequest } from './language-dev-set';
import { HELD_OUT } from './language-held-out';

const ZONE = 'Africa/Johannesburg';
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/**
 * A Wednesday morning (10:00 in Johannesburg) and a Friday lunchtime (13:00): the set holds on
 * any day (its "tonight" and "this afternoon" are asked before the evening).
 */
const CLOCKS = {
  'a Wednesday morning': new Date('2026-01-14T08:00:00Z'),
  'a Friday lunchtime': new Date('2026-03-27T11:00:00Z'),
};

/** The date a label names at `now` (the notation of concierge-messages.ts). */
function expectedDate(spec: string | null, time: string | null, now: Date): string | null {
  if (spec === null) return null;
  const local = new TZDate(now.getTime(), ZONE);
  const day = (offset: number) => format(addDays(local, offset), 'yyyy-MM-dd');
  const nowHm = format(local, 'HH:mm');
  if (spec === 'today') return day(0);
  if (spec === 'tomorrow') return day(1);
  if (spec === 'auto') return day(time! > nowHm ? 0 : 1);
  if (/^\+\d+$/.test(spec)) return day(Number(spec.slice(1)));
  const weekday = spec.match(/^(next:)?(\w{3})(\+7)?$/);
  if (weekday && WEEKDAYS.includes(weekday[2]!)) {
    const target = WEEKDAYS.indexOf(weekday[2]!);
    const iso = (dow: number) => (dow === 0 ? 7 : dow);
    if (weekday[1]) return day(8 - iso(local.getDay()) + iso(target) - 1);
    let ahead = (target - local.getDay() + 7) % 7;
    if (ahead === 0 && (time ?? '12:00') <= nowHm) ahead = 7;
    return day(ahead);
  }
  const dom = spec.match(/^dom:(\d+)$/);
  if (dom) {
    for (let offset = 0; offset < 62; offset++) {
      if (addDays(local, offset).getDate() === Number(dom[1])) return day(offset);
    }
  }
  throw new Error(`unknown date label ${spec}`);
}

interface Outcome {
  row: DevRequest;
  right: boolean;
  got: string;
}

function judge(row: DevRequest, now: Date): Outcome {
  const language = detectLanguage(row.text);
  const gloss = glossToEnglish(row.text, language);
  const reading = readRequest(gloss, now);
  const place = reading.where ? `${reading.where.location}|${reading.where.area}` : null;
  const got = {
    language,
    type: reading.intent?.serviceType ?? null,
    place,
    date: reading.when.date,
    time: reading.when.time,
  };
  const expected = {
    language: row.language,
    type: row.type,
    place: row.place,
    date: expectedDate(row.date, row.time, now),
    time: row.time,
  };
  return {
    row,
    right: JSON.stringify(got) === JSON.stringify(expected),
    got: `${gloss}\n    got ${JSON.stringify(got)}\n    expected ${JSON.stringify(expected)}`,
  };
}

describe('the language front end on its development set', () => {
  it('holds at least 60 Afrikaans, 60 isiZulu and 40 mixed requests', () => {
    const count = (language: string, mixed: boolean) =>
      DEV_REQUESTS.filter((row) => row.language === language && row.mixed === mixed).length;
    expect(count('af', false)).toBeGreaterThanOrEqual(60);
    expect(count('zu', false)).toBeGreaterThanOrEqual(60);
    expect(count('af', true)).toBeGreaterThanOrEqual(15);
    expect(count('zu', true)).toBeGreaterThanOrEqual(15);
    expect(count('af', true) + count('zu', true)).toBeGreaterThanOrEqual(40);
  });

  for (const [label, now] of Object.entries(CLOCKS)) {
    it(`reads language, service, place, date and time of >= 90% per language on ${label}`, () => {
      for (const language of ['af', 'zu'] as const) {
        const outcomes = DEV_REQUESTS.filter((row) => row.language === language).map((row) =>
          judge(row, now),
        );
        const share = outcomes.filter((outcome) => outcome.right).length / outcomes.length;
        const misses = outcomes.filter((o) => !o.right).map((o) => `  ${o.row.text}\n    ${o.got}`);
        console.info(
          `${language} on ${label}: ${(share * 100).toFixed(1)}% of ${outcomes.length}\n${misses.join('\n')}`,
        );
        expect(share).toBeGreaterThanOrEqual(0.9);
      }
    });
  }

  it('glosses cancel, change, status, questions, a person and courtesies into English', () => {
    const misses = DEV_PHRASINGS.filter(([text, language, gloss]) => {
      const detected = detectLanguage(text);
      return detected !== language || !gloss.test(glossToEnglish(text, detected));
    }).map(
      ([text]) =>
        `${text} -> ${glossToEnglish(text, detectLanguage(text))} (${detectLanguage(text)})`,
    );
    expect(misses).toEqual([]);
  });
});

describe('the language front end on requests written after it (held out)', () => {
  it('reads language, service, place, date and time of >= 85% per language', () => {
    const now = new Date('2026-01-14T08:00:00Z');
    for (const language of ['af', 'zu'] as const) {
      const rows = HELD_OUT.filter((row) => row[1] === language);
      const right = rows.filter(([text, , type, place, date, time]) => {
        const detected = detectLanguage(text);
        const reading = readRequest(glossToEnglish(text, detected), now);
        const got = [
          detected,
          reading.intent?.serviceType ?? null,
          reading.where ? `${reading.where.location}|${reading.where.area}` : null,
          reading.when.date,
          reading.when.time,
        ];
        return JSON.stringify(got) === JSON.stringify([language, type, place, date, time]);
      });
      console.info(`held out ${language}: ${right.length}/${rows.length}`);
      expect(right.length / rows.length).toBeGreaterThanOrEqual(0.85);
    }
  });
});
