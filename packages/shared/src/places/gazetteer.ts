import { PLACES } from './place-list';
import { placeKey, placeWords, typoDistance } from './place-text';
import type { Place } from './place-types';

/**
 * The gazetteer: which recognised place a text names, and the metro area (or region) it belongs
 * to. Pure functions over the place lists in ./areas; used by request matching, the marketplace
 * location filter and the concierge engine.
 */

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** One way of writing a place (its name or an alias), as compared. */
interface Spelling {
  readonly place: Place;
  readonly key: string;
  readonly words: readonly string[];
}

const SPELLINGS: readonly Spelling[] = PLACES.flatMap((place) =>
  [place.name, ...place.aliases].map((text) => {
    const words = placeWords(text);
    return { place, key: placeKey(words), words };
  }),
);
const BY_KEY = new Map(SPELLINGS.map((spelling) => [spelling.key, spelling]));
const MOST_WORDS = Math.max(...SPELLINGS.map((spelling) => spelling.words.length));

/** Typos forgiven in a word: none below 7 letters, one from 7, two from 11 ("longer names"). */
const editsAllowed = (word: string) => (word.length >= 11 ? 2 : word.length >= 7 ? 1 : 0);

/**
 * The typos between words of a text and a spelling, or null when too many. Word by word when
 * the counts agree (short words must be exact: "Johannesburg by" is not "Johannesburg CBD"),
 * as one word when the text runs two of the spelling's words together ("Campsbya").
 */
function typosBetween(words: readonly string[], spelling: Spelling): number | null {
  if (words.length === spelling.words.length - 1) {
    const edits = typoDistance(placeKey(words), spelling.key, editsAllowed(spelling.key));
    return edits > editsAllowed(spelling.key) ? null : edits;
  }
  if (words.length !== spelling.words.length) return null;
  let edits = 0;
  for (const [index, word] of spelling.words.entries()) {
    const allowed = editsAllowed(word);
    const distance = typoDistance(words[index]!, word, allowed);
    if (distance > allowed) return null;
    edits += distance;
  }
  return edits;
}

/** Spellings long enough to forgive typos, by first letter (a first letter is rarely mistyped). */
const TYPO_CANDIDATES = groupBy(
  SPELLINGS.filter((spelling) => editsAllowed(spelling.key) > 0),
  (spelling) => spelling.key.charAt(0),
);

interface Match {
  readonly place: Place;
  readonly length: number;
  readonly edits: number;
}

/** "in Pretoria in Brooklyn", "eKapa eWaterfront": a place inside the metro area named with it. */
const inside = (match: Match, best: Match) =>
  best.place.kind === 'metro' &&
  match.place.kind !== 'metro' &&
  match.place.area === best.place.area &&
  match.edits === 0;

const isBetter = (match: Match, best: Match | null) =>
  !best ||
  inside(match, best) ||
  (!inside(best, match) &&
    (match.length > best.length || (match.length === best.length && match.edits < best.edits)));

/**
 * The place an isiZulu locative names, written as one word: e- before the name ("eSandton",
 * "ePitori", "eKapa"), replacing its noun-class vowel ("eMhlanga" for uMhlanga, "eMlazi" for
 * Umlazi). Only exact names of five letters or more, so English words starting with e stay words.
 */
function zuluLocative(key: string): Spelling | null {
  if (!key.startsWith('e') || key.length < 6) return null;
  const stem = key.slice(1);
  for (const candidate of [stem, `u${stem}`, `i${stem}`]) {
    const spelling = BY_KEY.get(candidate);
    if (spelling && spelling.words.length === 1) return spelling;
  }
  return null;
}

/**
 * The spelling a run of words names. Words may run together ("Campsbay") but a spelling is
 * never pieced together from more words than it has ("sunny side" is not Sunnyside).
 */
function matchWords(words: readonly string[]): Match | null {
  const key = placeKey(words);
  const exact = BY_KEY.get(key);
  if (exact && words.length <= exact.words.length) {
    return { place: exact.place, length: key.length, edits: 0 };
  }
  const locative = words.length === 1 ? zuluLocative(key) : null;
  if (locative) return { place: locative.place, length: key.length, edits: 0 };
  let best: Match | null = null;
  for (const spelling of TYPO_CANDIDATES.get(key.charAt(0)) ?? []) {
    const edits = typosBetween(words, spelling);
    if (edits === null) continue;
    const match = { place: spelling.place, length: spelling.key.length, edits };
    if (isBetter(match, best)) best = match;
  }
  return best;
}

/**
 * The recognised place a text names: a place name on its own ("Sea Point", "the Drakensberg",
 * "ORTIA") or inside free text ("a chef at our house in Kyalami this friday" -> Kyalami).
 * Case, diacritics, punctuation and small typos in longer names do not matter; when several
 * places are named, a place inside the metro area also named wins ("in Pretoria in Brooklyn"),
 * else the longest name (then the one with fewer typos, then the first).
 */
export function findPlace(text: string): Place | null {
  const words = placeWords(text);
  let best: Match | null = null;
  for (let start = 0; start < words.length; start++) {
    const longest = Math.min(MOST_WORDS, words.length - start);
    for (let count = 1; count <= longest; count++) {
      const match = matchWords(words.slice(start, start + count));
      if (match && isBetter(match, best)) best = match;
    }
  }
  return best?.place ?? null;
}

/** The name of the metro area (or region) of a place or of the place a text names, or null. */
export function metroAreaOf(placeOrText: Place | string): string | null {
  return typeof placeOrText === 'string'
    ? (findPlace(placeOrText)?.area ?? null)
    : placeOrText.area;
}

const PLACES_BY_AREA = groupBy(PLACES, (place) => placeKey(placeWords(place.area)));

/** The places of an area given by its name (any case), the area itself first; [] if unknown. */
export function placesInArea(area: string): readonly Place[] {
  return PLACES_BY_AREA.get(placeKey(placeWords(area))) ?? [];
}

/** The names of the places of an area, e.g. "Cape Town", "Constantia", "Camps Bay", ... */
export function placeNamesInArea(area: string): string[] {
  return placesInArea(area).map((place) => place.name);
}

/**
 * Every way of writing every place in the area of the place a text names (names and aliases,
 * lower case, also without apostrophes and punctuation), for comparing with a stored location
 * in lower case; null when the text names no recognised place.
 */
export function areaSpellings(text: string): string[] | null {
  const area = metroAreaOf(text);
  if (!area) return null;
  const spellings = placesInArea(area).flatMap((place) =>
    [place.name, ...place.aliases].flatMap((name) => [
      name.toLowerCase(),
      placeWords(name).join(' '),
    ]),
  );
  return [...new Set(spellings)];
}
