/**
 * How a part of a message that names a service relates to the requests before it (ADR 084): more
 * about one of them ("the same driver on standby", "a proper one with a sign", "and take them to
 * the Saxon", "a big car" after a driver), a correction of one ("no wait, make the fishing charter
 * Sunday at 5am"), or a request of its own (null). Pure text rules, no reader.
 */
import type { ServiceType } from '@aurum/shared/requests/service-types';
import type { RequestReading } from './read-request';
import { readPartySize } from './party-size';
import { namedKinds } from './request-references';
import { requestKind } from './read-part';
import { MEAL_TOLD, TOLD_AGAIN } from './part-cues';
import { SCRAP_ITEM } from './part-words';

/** 'pickup': where and when the thing asked for before is collected ("picking up in Hout Bay"). */
export type PartLink = 'detail' | 'pickup' | null;

/** Words that ask for one more of the same service. */
export const ANOTHER = /\b(?:another|a second|one more|second|back|return|two|both)\b/i;
const TRANSPORT: readonly ServiceType[] = ['personal_driver', 'luxury_vehicle'];
/** "a proper one with a sign", "the bigger one": the thing just asked for. */
const ONE_AGAIN = /^\s*(?:so\s+|and\s+)?(?:a|an|the)\s+(?:\w+\s+)?one\b(?!\s+(?:for|at|on)\b)/i;
/** "something like a Porsche", "one like the Range Rover": the thing just asked for, described. */
const LIKE_ONE = /^\s*(?:something|anything|one|ideally)\s+(?:like|such as)\s+(?:a|an|the)\b/i;
/** "the golf estate side", "at the harbour end": where in the place just named. */
const WHICH_SIDE =
  /^\s*(?:on |at |by )?the (?:[\w-]+ ){1,3}(?:side|end|entrance|wing|section)\s*[.!]?\s*$/i;
/** "and take them to the Saxon", "to take five of us to OR Tambo": where the ride goes. */
const RIDE_ON =
  /^\s*(?:and\s+|to\s+|then\s+)?(?:take|drive|bring|drop|fetch|collect|run)\s+(?:them|us|me|her|him|everyone|the \w+|\w+ of us)\b/i;
/**
 * "picking up in Hout Bay at 10", "collection from the Saxon", "pick up Friday afternoon",
 * "happy to collect at the V&A", "pick up 10am at the airport", "to collect at George Airport",
 * "collected at George Airport on the 18th": where and when a hire or ride starts.
 */
const PICKUP =
  /^\s*(?:and\s+|with\s+|to\s+)?(?:(?:i'?m\s+|we'?re\s+|i\s+|we\s+)?(?:happy|fine|ok|okay|can|will|could)\s+(?:to\s+)?)?(?:to be\s+)?(?:picking|pick|picked|collecting|collected|collect|collection|delivered|pick-up|pickup)\b(?:\s+(?:it|up|it up|the car|them|us|me|him|her|point))*\s+(?:in|at|from|on|(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)\b)/i;
const PICKED_UP: readonly ServiceType[] = [...TRANSPORT, 'yacht_charter', 'security'];
/** "no wait, make the charter Sunday at 5am", "sorry, make that 7pm", "please make the pickup 9am". */
const CORRECTION =
  /^\s*(?:sorry|oops|correction)[,!.]?\s+(?=\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?\s*[!.]?\s*$)|^\s*(?:\.{2,}\s*)?(?:no|nope|sorry|actually|oops|wait|scratch that)\b[^.]{0,60}?\b(?:make|change) (?:it|that|this|the\b)|^\W*(?:oh,?\s+)?(?:and\s+)?the\b[^.:]{0,40}:\s*(?:change|make|move) (?:it|that|this)\b|^\W*(?:please\s+|and\s+)?make the (?:[\w-]+ )?(?:pick-?up|collection|driver|car|chef|table|booking|boat|yacht)\b(?=[^.]*\d)/i;

/** The services named by "the <noun>" or "the same <noun>" in the part, with whether "same" was said. */
function definiteServices(text: string): { service: string; same: boolean }[] {
  const found: { service: string; same: boolean }[] = [];
  for (const match of text.matchAll(/\bthe (same )?([a-z]+(?: [a-z]+)?)/gi)) {
    const [service] = namedKinds(`my ${match[2]!.toLowerCase()}`);
    if (service) found.push({ service, same: Boolean(match[1]) });
  }
  return found;
}

/** Words of a meal out, not one a chef cooks. */
const EATING_OUT = /\b(?:table|restaurant|out|booking|reservation|venue)\b/i;

const serviceKey = (reading: RequestReading) =>
  reading.dining ? 'dining' : (reading.intent?.serviceType ?? null);

/**
 * Whether a part that names a service is more about a request before it, corrects it, or asks
 * for something new. `ownDay` and `ownTime` say whether the part names a day or time of its own.
 */
export function linkToEarlier(
  text: string,
  reading: RequestReading,
  earlier: readonly RequestReading[],
  ownDay: boolean,
): PartLink {
  const last = earlier.at(-1);
  if (!last || !reading.intent) return null;
  const service = serviceKey(reading);
  const lastService = last.intent?.serviceType;
  if (lastService && PICKED_UP.includes(lastService) && PICKUP.test(text)) return 'pickup';
  // "a chef to cook for my wife and me, dinner in Rosebank on Friday at 8": the chef's dinner,
  // unless it is on another day or at another hour.
  const same = (mine: string | null, theirs: string | null) => !mine || !theirs || mine === theirs;
  if (
    lastService === 'private_chef' &&
    reading.dining &&
    MEAL_TOLD.test(text) &&
    !EATING_OUT.test(text) &&
    same(reading.when.date, last.when.date) &&
    same(reading.when.time, last.when.time)
  ) {
    return 'detail';
  }
  // "a rental car ... ? Something like a Porsche, from Friday": the car asked for, described.
  if (LIKE_ONE.test(text) && lastService === reading.intent.serviceType) return 'detail';
  if (ownDay) return null;
  const ownTime = reading.when.time !== null;
  const named = definiteServices(text).filter(
    (d) => d.service === service && earlier.some((r) => serviceKey(r) === d.service),
  );
  // "the same driver on standby for the afternoon": that driver, unless it comes back again.
  if (named.some((d) => d.same) && (!ownTime || !ANOTHER.test(text))) return 'detail';
  if (named.length && !ownTime && !ANOTHER.test(text)) return 'detail';
  if (ONE_AGAIN.test(text) && !ownTime) return 'detail';
  // "..., the golf estate side": which side of the place, not a golf booking.
  if (WHICH_SIDE.test(text)) return 'detail';
  if (lastService && TRANSPORT.includes(lastService) && RIDE_ON.test(text)) return 'detail';
  // "a chef at the holiday house in 3 days, dinner at 7:30 for 8": the chef's dinner.
  if (lastService === 'private_chef' && reading.dining && !reading.where) return 'detail';
  // "a driver ..., a big car with car seats": the car the driver comes in.
  if (
    lastService === 'personal_driver' &&
    reading.intent.serviceType === 'luxury_vehicle' &&
    !ownTime &&
    !reading.where
  ) {
    return 'detail';
  }
  return null;
}

/**
 * The request a correction changes ("no wait, make the fishing charter Sunday at 5am"): the last
 * one of the service it names, else the last one, and the words that say the change; null when
 * the part corrects nothing.
 */
export function correctedIndex(
  text: string,
  earlier: readonly RequestReading[],
  serviceOf: (text: string) => string | null,
): { index: number; words: string } | null {
  const match = text.match(CORRECTION);
  if (!match || earlier.length === 0) return null;
  const words = text.slice(match.index! + match[0].length - 4);
  // "the Thursday dinner: change that to 8pm": the request named before the colon.
  const heading = text.match(/^[^:]*:/)?.[0] ?? '';
  const meal = /\b(?:dinner|lunch|breakfast|brunch|table|reservation)\b/i.test(heading);
  const service = serviceOf(words) ?? (meal ? 'dining' : heading ? serviceOf(heading) : null);
  const named = earlier.findLastIndex((r) => serviceKey(r) === service?.split(':')[0]);
  return { index: named >= 0 ? named : earlier.length - 1, words };
}

/**
 * "a bodyguard and a driver for Thursday ..., bodyguard from 8, driver from 7:45": a service
 * asked for already, named again with only its hour, gives that request its time. The index of
 * that request, or null.
 */
export function timedEarlier(
  text: string,
  reading: RequestReading,
  earlier: readonly RequestReading[],
): number | null {
  // 'other' holds many things (golf, a spa, roses): only a service of its own is "the same".
  const service = serviceKey(reading);
  if (!service || service === 'other' || !reading.when.time || reading.when.partOfDay) return null;
  if (ANOTHER.test(text) || text.trim().split(/\s+/).length > HOUR_ONLY_WORDS) return null;
  const index = earlier.findLastIndex((r) => serviceKey(r) === service);
  return index >= 0 ? index : null;
}
/** Up to this many words ("driver from 7:45"), a service and an hour say nothing more. */
const HOUR_ONLY_WORDS = 4;

/** "sorry, make that 5": a new count for the request before (not an hour: "make it 5pm"). */
const RECOUNT =
  /^\W*(?:(?:sorry|actually|oops|no wait|wait)[,.!]?\s*)?make (?:that|it) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:am|pm|o'?clock|[:h.]\d))|^\W*we(?:'re| are) \d{1,2},?\s+(?:no wait|wait|sorry|no|actually|oops)[,.!]?\s*(\d{1,2})\s*[.!]?\s*$/i;

/**
 * "dinner for 4... sorry, make that 5", "... a table for 4. We are 4, no wait, 5": the new number
 * of people of the request before, or null.
 */
export function recounted(text: string, earlier: readonly RequestReading[]): number | null {
  const said = text.match(RECOUNT);
  return said && earlier.at(-1)?.partySize ? readPartySize(`for ${said[1] ?? said[2]}`) : null;
}

/**
 * "need a car, a chef and a villa in Hermanus. Chef for 8 on Saturday at 7:30pm": the hour and
 * party of a request asked for before, told in a sentence of its own; null when it is none.
 */
export function toldAgain(
  part: { text: string; sentence: string },
  reading: RequestReading,
  readings: readonly RequestReading[],
  namedDay: boolean,
): { index: number; reading: RequestReading } | null {
  if (!reading.intent || !reading.when.time || !TOLD_AGAIN.test(part.text)) return null;
  if (!part.sentence.startsWith(part.text.slice(0, 12))) return null;
  const index = readings.findIndex(
    (r) =>
      requestKind(r) === requestKind(reading) &&
      !r.when.time &&
      !r.partySize &&
      // "... the restaurant at La Residence. Dinner for two at 7:30": the table again, when it
      // names no other place or day.
      (!MEAL_TOLD.test(part.text) ||
        (!reading.where && (!namedDay || reading.when.date === r.when.date))),
  );
  if (index < 0) return null;
  const before = readings[index]!;
  const date = namedDay
    ? (reading.when.date ?? before.when.date)
    : (before.when.date ?? reading.when.date);
  return {
    index,
    reading: {
      ...before,
      when: { ...before.when, date, time: reading.when.time },
      partySize: reading.partySize,
    },
  };
}

/** "Oh and forget the driver, a friend is fetching me": a service of the list taken back. */
const SCRAP_SERVICE =
  /^\W*(?:(?:oh|and|actually|sorry|no|but)[,!]?\s+)*(?:forget|scrap|drop|skip|ditch|nix|cancel) the ([a-z]+(?: [a-z]+)?)\b/i;

/**
 * The request of the list before that a part takes back ("Actually scrap number 3", "forget the
 * driver"): its index, -1 when the part takes back nothing of the list, null when it takes
 * nothing back at all.
 */
export function scrappedIndex(text: string, earlier: readonly RequestReading[]): number | null {
  const item = text.match(SCRAP_ITEM);
  if (item) {
    const index = Number(item[1]) - 1;
    return index >= 0 && index < earlier.length ? index : -1;
  }
  const named = text.match(SCRAP_SERVICE);
  if (!named) return null;
  const [service] = namedKinds(`my ${named[1]!.toLowerCase()}`);
  if (!service) return null;
  return earlier.findLastIndex((reading) => serviceKey(reading) === service);
}

/** "and again on Tuesday", "Tuesday: the same at 9am": the service before, from its place too. */
export function sameAgain(reading: RequestReading, before: RequestReading | null | undefined) {
  if (before?.intent && !reading.intent) {
    Object.assign(reading, { intent: before.intent, where: reading.where ?? before.where });
  }
}
