import type { ServiceType } from '@aurum/shared/requests/service-types';
import { CHAT_LOCATION_LENGTH } from '@aurum/shared/chat/chat-texts';
import { findPlace } from '@aurum/shared/places/gazetteer';
import { PLACES } from '@aurum/shared/places/place-list';
import type { Place } from '@aurum/shared/places/place-types';

/** The place a message names and its metro area or region; null when it names none. */
export interface Where {
  /** As Aurum writes it, 3-19 characters (spec 02 section 5), e.g. "Kyalami", "OR Tambo". */
  location: string;
  /** The metro area or region matching goes by, e.g. "Johannesburg". */
  area: string;
  place: Place;
}

const fits = (name: string) =>
  name.length >= CHAT_LOCATION_LENGTH.min && name.length <= CHAT_LOCATION_LENGTH.max;

/**
 * A location of 3-19 characters for a place: its name, else its first alias that fits and is no
 * code ("OR Tambo" for OR Tambo International Airport, not "JNB"), else its area's name.
 */
function shortName(place: Place): string {
  if (fits(place.name)) return place.name;
  const alias = place.aliases.find((name) => fits(name) && /[a-z]/.test(name));
  if (alias) return alias;
  // "Sandton Convention Centre" -> "Sandton Convention": the longest start of the name that
  // fits and still names that place.
  const words = place.name.split(' ');
  for (let count = words.length - 1; count >= 2; count--) {
    const start = words.slice(0, count).join(' ');
    const found = fits(start) ? findPlace(start) : null;
    if (found && found.name === place.name && found.area === place.area) return start;
  }
  return place.area;
}

/** The words after "from", up to " to ": where a trip or a pickup starts. */
const STARTING_POINT =
  /(?<!\b(?:visiting|coming(?: up| down| in| over)?|flying(?: in| up| down)?|driving(?: up| down)?|arriving|travel(?:l)?ing|down|over|back)\s)\bfrom\s+(.+?)(?:\s+to\s+|[,.;!?]|$)/i;
/** Where the starting point's own words end: "from Lanseria at 4pm and drop me in Waterkloof". */
const START_ENDS = /\s+(?:at|on|and|by|for|in|around|about|then|with|tomorrow|tonight|today)\s+/i;
/** "Joburg to Cape Town", "Ballito to King Shaka": a trip named without "from". */
const PLACE_TO_PLACE = /((?:[\p{Lu}][\p{L}'&-]*\s+){0,3}[\p{Lu}][\p{L}'&-]*)\s+to\s+(?=\p{Lu})/gu;
/** "flights jhb to cape town": the same, written in lower case after a flight or a ride. */
const PLACE_TO_PLACE_LOWER =
  /\b(?:flights?|fly|flying|charter|jet|helicopter|chopper|transfer|driver|chauffeur|car|ride|shuttle|lift)\s+((?:[\p{L}'&-]+\s+){0,2}[\p{L}'&-]+)\s+to\s+(?=\p{L})/giu;

/** "a driver in Pretoria at 8 to take me to the Union Buildings": where the ride goes after. */
const RIDE_TO = /\bto (?:take|drive|bring|get|run|ferry) (?:me|us|them|him|her|everyone)\b.*$/i;

/**
 * "drive me home to Houghton after a dinner in Melville": the ride starts where the outing is;
 * "to collect us in Fourways ... for a day at the Cradle": where they are collected.
 */
const HOME_AFTER =
  /\b(?:drive|take|bring|get|run)\s+(?:me|us|them|him|her)\s+home\b[^.!?]*?\bafter\b[^,.;!?]*?\b(?:in|at)\s+(\p{Lu}[^,.;!?]*)|\b(?:collect|fetch|pick up)\s+(?:me|us|them|him|her)\s+(?:in|at|from)\s+(\p{Lu}[^,.;!?]*)/u;

/** Where a trip starts: after "from", or the first of two places joined by "to". */
function startingPoint(message: string): Place | null {
  const collected = message.match(HOME_AFTER);
  const outing = collected?.[1] ?? collected?.[2];
  const left = outing ? findPlace(outing.split(START_ENDS)[0]!) : null;
  if (left) return left;
  const ride = message.match(RIDE_TO);
  if (ride && !STARTING_POINT.test(message)) {
    const before = findPlace(message.slice(0, ride.index));
    if (before) return before;
  }
  const from = message.match(STARTING_POINT)?.[1];
  if (from) {
    const start = from.split(START_ENDS)[0]!;
    // "from the Waterfront to CTIA": Capetonians' Waterfront, not the airport after it.
    const waterfront = /^the waterfront\b/i.test(start) ? findPlace('V&A Waterfront') : null;
    return findPlace(start) ?? waterfront ?? findPlace(from);
  }
  for (const match of [
    ...message.matchAll(PLACE_TO_PLACE),
    ...message.matchAll(PLACE_TO_PLACE_LOWER),
  ]) {
    const words = match[1]!.split(/\s+/);
    for (let i = 0; i < words.length; i++) {
      const place = findPlace(words.slice(i).join(' '));
      const after = message
        .slice(match.index! + match[0].length)
        .split(/[,.;!?]|\s+(?:on|at|for|in)\s+/)[0]!;
      if (place && findPlace(after)) return place;
    }
  }
  return null;
}

/**
 * Where a member flies in from: "lands in Cape Town at 3pm from Durban", "my flight from Durban
 * lands at 3": the service (the driver waiting) is where they land, not where they took off.
 */
const ARRIVING_FROM = [
  /\b(?:lands?|landing|arriv(?:e|es|ing)|touch(?:es|ing)? down|gets? in|coming in|flying in|fl(?:ies|y|ew) in)\b[^,.;!?]*?\bfrom\s+[^,.;!?]+?(?=\s+(?:to|at|on|and|by|for|in|into|around|about|then|with|tomorrow|tonight|today|next|this)\b|[,.;!?]|$)/gi,
  /\b(?:flight|plane)\s+from\s+[^,.;!?]+?(?=\s+(?:lands?|arrives?|gets? in|touches down)\b)/gi,
];
/**
 * "Visiting from Joburg - a table in Plett", "I'm staying at the Mount Nelson but want to eat in
 * the Bo-Kaap", "not in Sandton please, somewhere in Illovo": where the member comes from,
 * stays or would rather not be, beside the place asked for.
 */
/** "my sister's family is coming down from Joburg": where people come from, not where it is. */
export const COMING_FROM =
  /\b(?:visiting|coming(?: up| down| in| over)?|driving(?: up| down)?|travel(?:l)?ing) from (?:(?!\s-\s)[^,.;!?—–])+/gi;
const BESIDE_THE_ASK = new RegExp(
  `${COMING_FROM.source}|${String.raw`\b(?:staying|(?:we|i)(?:'re|'m| are| am) staying) (?:at|in) [^,.;!?—–]+?(?=,?\s+but\b)|\b(?:but )?not (?:in |at |near )?[^,.;!?—–]+|\bwe(?:'re| are|'ll be| will be) (?:in|at) [^,.;!?—–]+ (?:for )?the rest of\b[^,.;!?—–]*`}`,
  'gi',
);
const withoutOrigin = (message: string) => {
  const arrived = ARRIVING_FROM.reduce(
    (text, pattern) => text.replace(pattern, (phrase) => phrase.replace(/\bfrom\s+.*$/i, '')),
    message,
  );
  const asked = arrived.replace(BESIDE_THE_ASK, ' ');
  return asked !== arrived && findPlace(asked) ? asked : arrived;
};

/** "Kloof Street House", "Jan Smuts Avenue": a street's name is not the suburb of that name. */
const STREET = /\b(?:[A-Z][\w'-]+ ){1,2}(?:Street|Road|Avenue|Drive|Lane|Boulevard)\b/g;

/** Whether the gazetteer knows the street itself ("Florida Road"), not a suburb in its name. */
function namesStreet(street: string): boolean {
  const place = findPlace(street);
  const said = street.toLowerCase();
  return Boolean(
    place &&
    [place.name, ...place.aliases].some(
      (name) => STREET_WORD.test(name) && said.includes(name.toLowerCase()),
    ),
  );
}
const STREET_WORD = /\b(?:Street|Road|Avenue|Drive|Lane|Boulevard)\b/i;

/**
 * The place a message names, through the gazetteer (suburbs, landmarks, airports, regions, with
 * typos forgiven in longer names), with its area: "at our house in Kyalami" -> Kyalami in
 * Johannesburg. Where a message names a starting point ("from OR Tambo to Sandton"), that is where
 * the service is needed (but not where a flight comes from); otherwise the longest place name wins.
 */
export function readWhere(message: string): Where | null {
  message = withoutOrigin(message)
    .replace(STREET, (street) => (namesStreet(street) ? street : ' '))
    .replace(PLACE_BEST, '$1 ');
  // Capetonians' "the Waterfront", when no other place is named (Knysna's is "on the waterfront").
  const place =
    startingPoint(message) ??
    firstChoice(message) ??
    findPlace(message) ??
    (/\bthe waterfront\b/i.test(message) ? findPlace('V&A Waterfront') : null);
  if (!place) return null;
  // "at the Waterfront in Cape Town": the V&A Waterfront, not the city.
  const waterfront =
    place.name === 'Cape Town' && /\bthe waterfront\b/i.test(message)
      ? findPlace('V&A Waterfront')
      : null;
  const found = waterfront ?? cityAirport(place, message) ?? place;
  return { location: shortName(found), area: found.area, place: found };
}

/**
 * "the airport in Cape Town", "die lughawe in Kaapstad": a city named with the word airport is
 * its airport (the first the area lists), not the city centre.
 */
function cityAirport(place: Place, message: string): Place | null {
  if (!['metro', 'city'].includes(place.kind) || !/\bairport (?:in|of|outside)\b/i.test(message)) {
    return null;
  }
  return PLACES.find((other) => other.kind === 'airport' && other.area === place.area) ?? null;
}

/** "Mossel Bay's best seafood spot": the place, whose best the member wants. */
const PLACE_BEST =
  /(\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)*)'s (?=(?:best|finest|top|most|favourite|famous|oldest|newest)\b)/gu;

/** "in Clifton or Camps Bay": two places offered, the first one named first. */
const EITHER_PLACE =
  /\b(?:in|at|around|near)\s+((?:[\p{Lu}][\p{L}'&-]*\s+){0,2}[\p{Lu}][\p{L}'&-]*)\s+or\s+(?=\p{Lu})/u;
function firstChoice(message: string): Place | null {
  const first = message.match(EITHER_PLACE)?.[1];
  return first ? findPlace(first) : null;
}

/** The airport of a city or town flown to ("a flight to Cape Town ... a car at the airport"). */
export function airportOf(where: Where): Where | null {
  if (where.place.kind === 'airport') return where;
  const airport = PLACES.find((other) => other.kind === 'airport' && other.area === where.area);
  return airport ? { location: shortName(airport), area: airport.area, place: airport } : null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message with the places it names blanked out, so "Sun City" is no Sunday. */
export function withoutPlaces(message: string): string {
  let text = message;
  for (let round = 0; round < 3; round++) {
    const place = findPlace(text);
    if (!place) break;
    const before = text;
    for (const name of [place.name, ...place.aliases].sort((a, b) => b.length - a.length)) {
      // "to OR Tambo at 5": still an airport, for the hour it is at (an early run).
      const said = place.kind === 'airport' ? ' airport ' : ' ';
      text = text.replace(new RegExp(`\\b${escape(name)}\\b`, 'gi'), said);
    }
    if (text === before) break;
  }
  return text;
}

/**
 * Where a hire is collected ("an SUV ..., collecting in Graskop at 9") or a flight goes ("flights
 * to Upington for 4, we are doing the Kgalagadi"), over the other places the part names.
 */
export function placeOfService(text: string, service: ServiceType | undefined): Where | null {
  // "a charter flight from Wonderboom": the suburb's airport of the same name.
  if (service === 'travel' && FLOWN_FROM.test(text)) {
    const from = readWhere(text);
    const airport =
      from?.place.kind === 'suburb'
        ? PLACES.find((p) => p.kind === 'airport' && p.name === `${from.place.name} Airport`)
        : null;
    if (airport) return { location: shortName(airport), area: airport.area, place: airport };
  }
  const words =
    service === 'luxury_vehicle'
      ? text.match(COLLECTED_AT)
      : service === 'travel' && !/\bfrom\b/i.test(text)
        ? text.match(FLOWN_TO)
        : service === 'personal_driver'
          ? (text.match(PICKED_UP_IN) ?? text.match(PICKUP_IN))
          : null;
  return words ? readWhere(words[1]!) : null;
}
/** "a charter flight from ...", "fly us out of ...": where a flight leaves. */
const FLOWN_FROM =
  /\b(?:flights?|fly(?:ing)?|jet|charter|plane|chopper|helicopter)\b[^,;.]{0,30}\b(?:from|out of)\s/i;
const COLLECTED_AT =
  /\b(?:collect(?:ing|ion)?|pick(?:ing)?[ -]?up)\s+(?:it\s+)?(?:in|at|from)\s+([^,;.]+)/i;
/** "pick me up in Umhlanga and take me to King Shaka": where the ride starts. */
const PICKED_UP_IN =
  /\b(?:pick|fetch|collect)\s+(?:me|us|them|him|her)\s+up\s+(?:in|at|from)\s+([^,;.]+?)(?=\s+(?:and|take|then|to|on|at)\b|[,;.]|$)/i;
/** "4am pickup in Ballito tomorrow for an early flight out of King Shaka": where it starts. */
const PICKUP_IN =
  /\bpick-?\s?ups?\s+(?:in|at|from)\s+([^,;.]+?)(?=\s+(?:and|take|then|to|on|at|for|by|tomorrow|today|tonight|this|next)\b|[,;.]|$)/i;
/** "flights to Upington for 4": the words of the place, up to its day, party or next clause. */
const FLOWN_TO =
  /\b(?:flights?|fly(?:ing)?)\s+to\s+(?:the\s+)?([^,;.]+?)(?=\s+(?:for|on|at|in|and|with|next|this|tomorrow)\b|[,;.]|$)/i;
