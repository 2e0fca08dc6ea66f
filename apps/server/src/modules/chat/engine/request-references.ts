import type { ServiceType } from '@aurum/shared/requests/service-types';
import { findPlace } from '@aurum/shared/places/gazetteer';
import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { namesDay } from './day-words';
import { readPartySize } from './party-size';
import { intentOutsidePlaces } from './read-request';
import type { RequestFact } from './understanding';
import { readWhen } from './when';
import { readWhere, withoutPlaces } from './where';

/** Short words that name a service when the member refers to an existing request. */
const SERVICE_WORDS: readonly [RegExp, ServiceType | 'dining'][] = [
  [/\b(?:table|restaurant|reservation|dinner booking|lunch booking)s?\b/i, 'dining'],
  [/\b(?:chef|cook|caterer|catering|dinner part(?:y|ies))s?\b/i, 'private_chef'],
  [
    /\b(?:driver|chauffeur|lift|transfer|transport|shuttle|pick ?-?ups?|collect(?:ion)?|(?<!horse )ride)s?\b|\bdriving (?:me|us)\b|\b(?:airport|school|hotel|station)\S*(?:\s+there)?\s+runs?\b/i,
    'personal_driver',
  ],
  [/\b(?:car|vehicle|range rover|rental|hire car)s?\b/i, 'luxury_vehicle'],
  [
    /\b(?:villa|stay|hotel|lodge|accommodation|guest ?house|room|apartment|suite)s?\b|(?<!\b(?:my|our|ons|his|her|their|at|to|from) )\bhouses?\b/i,
    'accommodation',
  ],
  [/\b(?:yacht|boat|cruise|charter|catamaran|skipper|captain)s?\b/i, 'yacht_charter'],
  [/\b(?:security|guards?|bodyguards?|protection)\b/i, 'security'],
  [
    /\b(?:event planning|event planner|planner|planning|party|wedding|function|celebration|event)s?\b/i,
    'event_planning',
  ],
  [/\b(?:shopping|shopper|stylist|tailor)s?\b/i, 'personal_shopping'],
  [/\b(?:nanny|babysitter|photographer|massage|spa|dj|florist|tickets?)s?\b/i, 'other'],
  [/\b(?:flight|travel|trip|holiday)s?\b/i, 'travel'],
];

const MEAL_AND_BOOKING = /^(?:dinner|lunch|breakfast|brunch|supper|book|booking|reserve)$/i;

/** "the request I made yesterday": when the member asked, not when the service is. */
const MADE_ON =
  /\b(?:made|asked for|booked|sent|filed|requested|did)(?: (?:you|u|it|through|in|on the app))?\s+(yesterday|today|this morning|last night)\b/i;
const localDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MEMBER_TIME_ZONE }).format(instant);
function madeDay(word: string, now: Date): string {
  const back = /yesterday|last night/i.test(word) ? 1 : 0;
  return localDay(new Date(now.getTime() - back * 24 * 60 * 60 * 1000));
}

/** "my last request", "the last thing I asked for". */
export const LAST =
  /\b(?:last|latest|most recent|newest|previous|recent) (?:request|booking|one|order|thing)\b|\bthe one i (?:just )?(?:made|booked|asked for)\b/i;
/**
 * "the one that was confirmed", "the confirmed booking", "the pending ones", "everything that's
 * still pending": requests named by the status every screen shows, in one of the first four groups;
 * "whatever is still waiting for a provider" (the fifth) is pending.
 */
export const BY_STATUS =
  /\bthe (?:one|booking|request|reservation)s? (?:that|which)(?:'s| is| was| were| are| has been| have been| got)(?: already| now| still)? (confirmed|pending|declined|cancell?ed)\b|\b(?:the|my|our) (confirmed|pending|declined|cancell?ed) (?:one|booking|request|reservation|stuff|things?|provider|supplier|vendor|company)s?\b|\b(?:the|my|our) (?:one|booking|request|reservation)s? (?:still |now )?(?:marked|showing|listed) (?:as )?(confirmed|pending|declined|cancell?ed)\b|\b(?:everything|anything|whatever|all|those|the ones?)(?: that'?s| that is| which is| that are| which are| is| are)(?: still| now)? (?:(confirmed|pending|declined|cancell?ed)\b|(waiting) (?:for|on) (?:a |the )?(?:provider|confirmation|reply|answer)s?\b)|\bthe (?:one|booking|request|reservation|thing)s? (?:that|which) (fell through|didn'?t (?:work out|happen|go ahead))\b/i;
/**
 * The statuses `BY_STATUS` names in the text, as the screens write them ("Confirmed"); "the one
 * that fell through" is a declined one or a cancelled one. Empty when it names none.
 */
function statusesNamed(text: string): string[] {
  const said = text.match(BY_STATUS);
  if (!said) return [];
  if (said[6]) return ['Declined', 'Cancelled'];
  const word = (said[5] ? 'pending' : (said[1] ?? said[2] ?? said[3] ?? said[4])!)
    .toLowerCase()
    .replace('canceled', 'cancelled');
  return [word[0]!.toUpperCase() + word.slice(1)];
}
/** The text with its status reference said plainly ("the booking"), so its words ask nothing. */
export const withoutStatusNamed = (text: string) => text.replace(BY_STATUS, 'the booking');

const GENERIC_NAME_WORDS = new Set([
  'the',
  'and',
  'private',
  'services',
  'service',
  'concierge',
  'group',
  'company',
  'collective',
  'luxury',
  'premium',
]);

/** "the airport to hotel driver": where the ride goes, not a stay. */
const RIDE_TO_A_STAY =
  /\bto[ -](?:the |my |our )?(?:hotel|villa|house|lodge|guest ?house)(?=[ -](?:driver|chauffeur|transfer|car|ride|shuttle|pick-?up|run)s?\b)/gi;
/** "moving the dinner to my sister's house": where a service moves, not a stay. */
const TO_A_HOME =
  /\bto (?:my|our|his|her|their) (?:[\w-]+'s )?(?:house|home|place|flat|apartment)\b/gi;
/** "has anyone picked up my dinner request?": taken on, not a pick-up. */
const TAKEN_ON = /\bpicked up (?=(?:my|our)\b)/gi;
/** "Party of 5": how many people, not a party to plan. */
const PARTY_OF =
  /\bparty of (?=\d|two|three|four|five|six|seven|eight|nine|ten|twelve)(?!.*\b(?:\d{2}(?:st|nd|rd|th)|birthday|anniversary|celebrat\w*|wedding|farewell|engagement)\b)/gi;

/**
 * The kinds of request the member names: "my chef", "the table", "my driver"; when no service
 * word stands in the text, the service its words suggest (unless `guess` is false).
 */
export function namedKinds(text: string, guess = true): Set<ServiceType | 'dining'> {
  text = text
    .replace(TAKEN_ON, ' ')
    .replace(PARTY_OF, ' ')
    .replace(RIDE_TO_A_STAY, 'to there')
    .replace(TO_A_HOME, 'to there');
  const found: { kind: ServiceType | 'dining'; at: number }[] = [];
  for (const [pattern, kind] of SERVICE_WORDS) {
    const match = text.match(pattern);
    if (match) found.push({ kind, at: match.index! });
  }
  // In the order the message names them: "the yacht pick-up" is about the yacht.
  const kinds = new Set(found.sort((a, b) => a.at - b.at).map((entry) => entry.kind));
  if (kinds.size === 0 && guess) {
    const intent = intentOutsidePlaces(text);
    // "the dinner I booked": a meal and a booking name no service (a table or a chef's dinner).
    if (intent && !intent.keywords.every((word) => MEAL_AND_BOOKING.test(word)))
      kinds.add(intent.serviceType);
  }
  return kinds;
}

const kindOf = (request: RequestFact): ServiceType | 'dining' =>
  request.dining ? 'dining' : request.serviceType;

/**
 * The text in lower case without the places it names; kept for the last text, as one message is
 * checked against every request of the member (the gazetteer's scan is the costly part).
 */
let lastPlacesOut: { text: string; out: string } | null = null;
function placesOut(text: string): string {
  if (lastPlacesOut?.text !== text)
    lastPlacesOut = { text, out: withoutPlaces(text).toLowerCase() };
  return lastPlacesOut.out;
}

/** Whether the message names the request's provider ("Cape Executive Chauffeurs"). */
export function namesAProvider(text: string, request: RequestFact): boolean {
  if (!request.providerName) return false;
  // "the booking in Cape Town" names no "Cape Executive Chauffeurs".
  const lower = placesOut(text);
  return request.providerName
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((word) => word.length >= 4 && !GENERIC_NAME_WORDS.has(word))
    .some((word) => new RegExp(`\\b${word}\\b`).test(lower));
}

/**
 * Whether the text names the venue the member wrote in the request ("the Test Kitchen booking"
 * for "Table for 2 at The Test Kitchen tonight"): the capitalised words after "at" in its words.
 */
export function namesVenue(text: string, request: RequestFact): boolean {
  const venue = request.description.match(/\bat ((?:the )?(?:[A-Z][\w'&-]*\s?){1,4})/);
  const name = venue?.[1]
    ?.replace(/^the\s+/i, '')
    .trim()
    .toLowerCase();
  if (!name || name.length < 4) return false;
  return text.toLowerCase().includes(name);
}

const WEEKEND = /\bweekend\b/i;
const BARE_WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const shiftDay = (date: string, days: number) => {
  const moment = new Date(`${date}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
};
/** "next week", "this week" with no weekday named: every day of that week, Monday to Sunday. */
const WHOLE_WEEK = /\b(?:this|next|coming) week\b/i;
const weekOf = (date: string) => {
  const monday = shiftDay(date, -((weekdayOf(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, offset) => shiftDay(monday, offset));
};

/** "my wife's 50th": whose occasion, by the year it marks (not a day of the month). */
const OCCASION_YEAR = /\b(?:my|our|his|her|their|[\w-]+'s) (\d{1,3}(?:st|nd|rd|th))\b/i;
/** Whether the text names the occasion the request was made for ("my wife's 50th birthday"). */
function namesOccasion(text: string, request: RequestFact): boolean {
  const year = text.match(OCCASION_YEAR)?.[1]?.toLowerCase();
  return !!year && new RegExp(`\\b${year}\\b`, 'i').test(request.description);
}

/** "the birthday lunch": a meal that is an occasion, perhaps an event's. */
const OCCASION = /\b(?:birthday|anniversary|celebration|farewell|engagement|wedding)\b/i;
/** A meal named: a restaurant's table or a private chef's. */
const MEAL = /\b(?:dinner|lunch|brunch)\b/i;

/** Requests that are over do not count for a cancel or a change unless nothing else matches. */
const CLOSED = new Set(['Cancelled', 'Completed']);
/** Whether a request is still on: neither cancelled nor completed. */
export const stillOn = (request: RequestFact) => !CLOSED.has(request.status);

/** "... clashes with our dinner in Constantia": what follows names the request. */
const CLASHES_WITH = /\b(?:clash(?:es)?|conflicts?|collides?) with ((?:the|my|our)\b.+)$/i;

/**
 * The member's requests a message refers to, best first: by the service named ("my chef", "the
 * table"), the provider's name, the day and the place named in `reference` (the part of the
 * message that says which request, not what it should become), or "my last request". Several
 * candidates when the message fits more than one equally (the assistant then asks which).
 */
export function findRequests(
  text: string,
  reference: string,
  requests: readonly RequestFact[],
  now: Date,
  action: 'cancel' | 'change' | 'status',
  /** The day named may be the new day of a change: it ranks but does not rule out. */
  dayIsHint = false,
): string[] {
  if (requests.length === 0) return [];
  // "the wedding clashes with our dinner in Constantia, cancel it": the one it clashes with.
  const clashing = text.match(CLASHES_WITH);
  if (clashing) {
    return findRequests(clashing[1]!, clashing[1]!, requests, now, action, dayIsHint);
  }
  const kinds = namedKinds(text);
  const firstKind = [...kinds][0];
  // "my dinner booking" may be a table or a chef cooking dinner: both fit as well.
  const meal = MEAL.test(reference) && kinds.size === 1 && kinds.has('dining');
  if (meal) kinds.add('private_chef');
  // "move the dinner to 8:30": a restaurant's table or a chef's dinner.
  if (kinds.size === 0 && MEAL.test(reference) && !OCCASION.test(reference)) {
    kinds.add('dining');
    kinds.add('private_chef');
  }
  // "cancel the car": a driver's car as much as a hired one.
  if (kinds.size === 1 && kinds.has('luxury_vehicle') && /\b(?:car|vehicle)s?\b/i.test(text))
    kinds.add('personal_driver');
  const named = { kinds, firstKind, meal };
  const scored = scoreRequests(text, reference, named, requests, now, action, dayIsHint);
  // "cancel the booking for the six of us in camps bay, the trip is off", "Cancel everything on
  // Sunday, we are flying home": the service words are the reason's, not the request's. Where
  // none fits and the clause that asks names no service, its day, place and party say which.
  if (scored.length === 0 && kinds.size > 0) {
    const asking = text.split(/[,.;!?]|\s+(?:because|as|since|coz|cause)\s+/i)[0] ?? text;
    if (namedKinds(asking, false).size === 0) {
      const none = { kinds: new Set<ServiceType | 'dining'>(), firstKind: undefined, meal: false };
      const loose = scoreRequests(text, reference, none, requests, now, action, dayIsHint);
      return bestOf(loose.filter((entry) => entry.score >= 2));
    }
  }
  return bestOf(scored);
}

interface Scored {
  id: string;
  score: number;
  index: number;
}

/** The best-scored requests, in the member's order (several when they fit equally). */
function bestOf(scored: Scored[]): string[] {
  if (scored.length === 0) return [];
  const best = Math.max(...scored.map((entry) => entry.score));
  // Nothing named at all ("cancel it", "cancel my request") fits every open request equally.
  return scored
    .filter((entry) => entry.score === best)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.id);
}

/** "the 8 o'clock booking", "the 6pm car": an hour that says which request, in a change too. */
export const REQUEST_AT_HOUR =
  /\b(?:the|my|our|(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'?s)\s+(\d{1,2})(?:[:h](\d{2}))?\s*(?:o'?clock|am|pm)?\s+(?:airport\s+)?(?:booking|table|reservation|dinner|lunch|driver|chauffeur|car|pick-?up|chef|boat|yacht|charter|cruise|transfer|run|ride)\b/i;
/** Whether a request's hour ("20:00") is the one said ("8", "8:00", "20:00"). */
function atHourSaid(said: RegExpMatchArray, time: string | null): boolean {
  if (!time) return false;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Number(said[1]) % 12 === hour % 12 && Number(said[2] ?? 0) === minute;
}

/** A clock time said outright ("the 6pm car", "the 18:30 table"), not a bare number. */
const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\b\d{1,2}[:h]\d{2}\b/i;

/** Each request that fits the kinds named, with how well the rest of the reference fits it. */
function scoreRequests(
  text: string,
  reference: string,
  named: {
    kinds: Set<ServiceType | 'dining'>;
    /** The service named first ("the yacht pick-up"): it counts more. */
    firstKind: ServiceType | 'dining' | undefined;
    /** "my dinner booking": a table or a chef, both first. */
    meal: boolean;
  },
  requests: readonly RequestFact[],
  now: Date,
  action: 'cancel' | 'change' | 'status',
  dayIsHint: boolean,
): Scored[] {
  const { kinds, firstKind, meal } = named;
  const day = namesDay(reference) ? readWhen(withoutPlaces(reference), now).date : null;
  // A change's time is what it becomes ("change my dinner to 7pm"), not which request.
  const time =
    action !== 'change' && CLOCK_TIME.test(reference)
      ? readWhen(withoutPlaces(reference), now).time
      : null;
  const atHour = reference.match(REQUEST_AT_HOUR) ?? text.match(REQUEST_AT_HOUR);
  // "my Friday driver" is the driver on a Friday, this one or the next.
  const bareWeekday =
    day && BARE_WEEKDAY.test(reference) && !/\b(?:this|next|coming)\b/i.test(reference);
  const sameWeekdaySoon = (date: string | null) =>
    Boolean(
      bareWeekday &&
      date &&
      date > day &&
      weekdayOf(date) === weekdayOf(day) &&
      date <= shiftDay(day, 7),
    );
  // "this weekend" is its Saturday and its Sunday (said on the Sunday, what is left of it: today);
  // "my driver for next week" any day of that week.
  const days = !day
    ? []
    : WEEKEND.test(reference)
      ? weekdayOf(day) === 0
        ? [day]
        : [day, shiftDay(day, 1)]
      : WHOLE_WEEK.test(reference) && !BARE_WEEKDAY.test(reference)
        ? weekOf(day)
        : [day];
  const made = text.match(MADE_ON);
  const madeOn = made ? madeDay(made[1]!, now) : null;
  const place = readWhere(reference);
  const last = LAST.test(text);
  const party = readPartySize(reference);
  const statuses = statusesNamed(text);
  const asksWhatTheySaid = /\b(?:say|said|reply|replied|answer|answered|respond|responded)\b/i.test(
    text,
  );
  return requests
    .map((request, index) => {
      let score = 0;
      const provider =
        namesAProvider(text, request) || namesVenue(text, request) || namesOccasion(text, request);
      if (provider) score += 4;
      if (kinds.size > 0) {
        const kind = kindOf(request);
        const fits =
          kinds.has(kind) ||
          (kind === 'dining' && kinds.has('other')) ||
          (kinds.has('dining') && kind === 'other');
        if (!fits && !provider) return null;
        if (fits) score += kinds.has(kind) && (kind === firstKind || meal) ? 3 : 2;
      }
      if (day) {
        if (request.preferredDate && days.includes(request.preferredDate)) score += 2;
        else if (sameWeekdaySoon(request.preferredDate)) score += 1;
        else if (!provider && !dayIsHint) return null;
      }
      if (madeOn && localDay(request.createdAt) === madeOn) score += 4;
      if (place && request.location) {
        const location = request.location.toLowerCase();
        const area = place.area.toLowerCase();
        if (place.location.toLowerCase() === area) {
          // "the booking in Cape Town": any request in the metro fits, one elsewhere does not.
          const itsArea = findPlace(request.location)?.area.toLowerCase();
          if (itsArea === area) score += 1;
          else if (itsArea) score -= 1;
        }
        // The place itself counts more than its area ("Camps Bay" over "Cape Town").
        else if (location === place.location.toLowerCase()) score += 1.5;
        else if (location === area) score += 1;
      }
      if (statuses.includes(request.status)) score += 3;
      if (last && index === 0) score += 5;
      if (party && request.partySize === party) score += 1;
      if (time && request.preferredTime === time) score += 1;
      if (atHour && atHourSaid(atHour, request.preferredTime)) score += 2;
      if (asksWhatTheySaid && request.providerSaid) score += 1;
      if (action !== 'status' && CLOSED.has(request.status)) score -= 10;
      return { id: request.id, score, index };
    })
    .filter((entry): entry is Scored => entry !== null);
}
