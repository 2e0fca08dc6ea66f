import { findPlace } from '@aurum/shared/places/gazetteer';
import type { RequestReading } from '../../modules/chat/engine/read-request';
import type {
  RequestChanges,
  Situation,
  Understanding,
} from '../../modules/chat/engine/understanding';
import type { ExpectedChanges, ExpectedRequest, LabelledRow } from './labels';
import { requestKeyOf } from './member-requests';
import { resolveDate } from './relative-date';

/** The same gazetteer place, whichever of its spellings each side uses. */
function samePlace(got: string, name: string): boolean {
  if (got.toLowerCase() === name.toLowerCase()) return true;
  const a = findPlace(got);
  const b = findPlace(name);
  return a !== null && b !== null && a.name === b.name && a.area === b.area;
}

/** Whether an understood place (location, area) is one a label accepts. */
function placeMatches(
  expected: ExpectedRequest['place'],
  location: string | null | undefined,
  area: string | null | undefined,
): boolean {
  const options = Array.isArray(expected) ? expected : [expected];
  return options.some((option) => {
    if (option === null) return !location;
    if (!location) return false;
    const [name, expectedArea] = option.split('|') as [string, string];
    return samePlace(location, name) && (!area || area === expectedArea);
  });
}

const show = (value: unknown) => JSON.stringify(value);

function judgeReading(
  expected: ExpectedRequest,
  reading: RequestReading,
  now: Date,
  at: string,
): string[] {
  const wrong: string[] = [];
  const types = Array.isArray(expected.type) ? expected.type : [expected.type];
  const type = reading.intent?.serviceType ?? null;
  if (!type || !types.includes(type)) wrong.push(`${at}type ${type} not ${show(expected.type)}`);
  const where = reading.where;
  if (!placeMatches(expected.place, where?.location, where?.area)) {
    wrong.push(
      `${at}place ${where ? `${where.location}|${where.area}` : null} not ${show(expected.place)}`,
    );
  }
  const date = resolveDate(expected.date, expected.time, now);
  if (reading.when.date !== date) wrong.push(`${at}date ${reading.when.date} not ${date}`);
  if (reading.when.time !== expected.time) {
    wrong.push(`${at}time ${reading.when.time} not ${expected.time}`);
  }
  if (expected.partySize !== undefined && reading.partySize !== expected.partySize) {
    wrong.push(`${at}party ${reading.partySize} not ${expected.partySize}`);
  }
  if (expected.dining !== undefined && reading.dining !== expected.dining) {
    wrong.push(`${at}dining ${reading.dining} not ${expected.dining}`);
  }
  return wrong;
}

/** The changes must name exactly the labelled fields, each right. */
function judgeChanges(expected: ExpectedChanges, got: RequestChanges, now: Date): string[] {
  const wrong: string[] = [];
  const gotFields = new Set<string>();
  if (got.date != null) gotFields.add('date');
  if (got.time != null) gotFields.add('time');
  if (got.location != null || got.area != null) gotFields.add('place');
  if (got.partySize != null) gotFields.add('partySize');
  if (got.notes != null && got.notes !== '') gotFields.add('notes');
  const expectedFields = new Set(Object.keys(expected));
  for (const field of gotFields) {
    if (!expectedFields.has(field)) wrong.push(`changes ${field} not asked for`);
  }
  if (expected.date !== undefined) {
    const date = resolveDate(expected.date, expected.time ?? null, now);
    if (got.date !== date) wrong.push(`changes date ${got.date} not ${date}`);
  }
  if (expected.time !== undefined && got.time !== expected.time) {
    wrong.push(`changes time ${got.time} not ${expected.time}`);
  }
  if (expected.place !== undefined && !placeMatches(expected.place, got.location, got.area)) {
    wrong.push(`changes place ${got.location}|${got.area} not ${expected.place}`);
  }
  if (expected.partySize !== undefined && got.partySize !== expected.partySize) {
    wrong.push(`changes party ${got.partySize} not ${expected.partySize}`);
  }
  if (
    expected.notes !== undefined &&
    !(got.notes ?? '').toLowerCase().includes(expected.notes.toLowerCase())
  ) {
    wrong.push(`changes notes ${show(got.notes)} lack ${show(expected.notes)}`);
  }
  return wrong;
}

/**
 * What an understanding got wrong against a row's label, as short phrases; empty when every
 * labelled field is right (fields the label leaves out are not judged).
 */
export function judgeUnderstanding(
  row: LabelledRow,
  got: Understanding,
  situation: Situation,
): string[] {
  const { now } = situation;
  const wrong: string[] = [];
  if (!row.languages.includes(got.language)) {
    wrong.push(`language ${got.language} not ${row.languages.join('/')}`);
  }
  const expected = row.expect;
  if (got.kind !== expected.kind) return [...wrong, `kind ${got.kind} not ${expected.kind}`];
  if (expected.kind === 'new' && got.kind === 'new') {
    if (got.readings.length !== expected.requests.length) {
      wrong.push(`${got.readings.length} requests not ${expected.requests.length}`);
    }
    expected.requests.forEach((request, i) => {
      const reading = got.readings[i];
      const at = expected.requests.length > 1 ? `#${i + 1} ` : '';
      if (reading) wrong.push(...judgeReading(request, reading, now, at));
    });
  }
  if (expected.kind === 'act' && got.kind === 'act') {
    if (got.action !== expected.action) wrong.push(`action ${got.action} not ${expected.action}`);
    const keys = got.candidates.map(requestKeyOf);
    if (typeof expected.target === 'string') {
      if (keys[0] !== expected.target) wrong.push(`target ${keys[0]} not ${expected.target}`);
    } else {
      const missing = expected.target.ambiguous.filter((key) => !keys.includes(key));
      if (missing.length > 0 || keys.length < 2) {
        wrong.push(`candidates ${show(keys)} not all of ${show(expected.target.ambiguous)}`);
      }
    }
    if (expected.changes) wrong.push(...judgeChanges(expected.changes, got.changes, now));
  }
  if (expected.kind === 'follow_up' && got.kind === 'follow_up') {
    if (got.proposalId !== situation.openProposal?.id) wrong.push('follow-up of another proposal');
    if (got.other !== expected.other) wrong.push(`other ${got.other} not ${expected.other}`);
    wrong.push(...judgeChanges(expected.changes, got.changes, now));
  }
  if (expected.kind === 'question' && got.kind === 'question') {
    const same =
      new Set(got.topics).size === new Set(expected.topics).size &&
      expected.topics.every((topic) => got.topics.includes(topic));
    if (!same) wrong.push(`topics ${show(got.topics)} not ${show(expected.topics)}`);
  }
  return wrong;
}
