import { PLACES } from '@aurum/shared/places/place-list';
import { placeWords } from '@aurum/shared/places/place-text';
import type { PatternRule } from './phrase-table';

/**
 * Place names as isiZulu speakers write them: the isiZulu name of a city ("eThekwini", "eGoli",
 * "eKapa") and any place of the gazetteer with a locative prefix ("eSandton", "e-Umhlanga",
 * "eBallito", "ePretoria"), rewritten to the name the gazetteer knows ("in Sandton"). Names that
 * begin like a locative ("Eshowe", "Empangeni", "KwaDukuza") stay as they are.
 */

/** isiZulu names of cities, with and without the locative, to the gazetteer's name. */
const CITY_NAMES: Readonly<Record<string, string>> = {
  ethekwini: 'Durban',
  thekwini: 'Durban',
  egoli: 'Johannesburg',
  ejozi: 'Johannesburg',
  ekapa: 'Cape Town',
  ikapa: 'Cape Town',
  epitoli: 'Pretoria',
  epitori: 'Pretoria',
  etshwane: 'Pretoria',
  emgungundlovu: 'Pietermaritzburg',
  umgungundlovu: 'Pietermaritzburg',
  ebhayi: 'Gqeberha',
  // "eWaterfront": at the V&A Waterfront.
  ewaterfront: 'V&A Waterfront',
  'e-waterfront': 'V&A Waterfront',
  emonti: 'East London',
  erhini: 'Makhanda',
  // After a possessive locative: "waseGoli", "kwaseKapa", "lasePitoli".
  goli: 'Johannesburg',
  jozi: 'Johannesburg',
  kapa: 'Cape Town',
  pitoli: 'Pretoria',
  pitori: 'Pretoria',
  tshwane: 'Pretoria',
  bhayi: 'Gqeberha',
};

/** The first word of every name and alias of the gazetteer ("camps" of Camps Bay). */
const FIRST_WORDS = new Set(
  PLACES.flatMap((place) => [place.name, ...place.aliases]).map(
    (name) => placeWords(name)[0] ?? '',
  ),
);
/** Whole one-word names, which are never stripped ("Eshowe", "Empangeni", "KwaDukuza"). */
const ONE_WORD_NAMES = new Set(
  PLACES.flatMap((place) => [place.name, ...place.aliases])
    .map((name) => placeWords(name))
    .filter((words) => words.length === 1)
    .map((words) => words[0]!),
);

/** The gazetteer's spelling after a locative: "Mhlanga" is uMhlanga, "Sandton" is Sandton. */
function placeAfterPrefix(rest: string, marked: boolean): string | null {
  const plain = placeWords(rest)[0];
  if (!plain || plain.length < (marked ? 1 : 3)) return null;
  if (FIRST_WORDS.has(plain)) return rest;
  for (const augment of ['u', 'i']) {
    if (FIRST_WORDS.has(`${augment}${plain}`)) return `${augment}${rest}`;
  }
  return null;
}

/**
 * "laseThekwini", "waseGoli", "kwaseKapa": of (a place in) the city, the possessive locative
 * ("phezu kweThekwini": over Durban, after kwe-).
 */
const OF_PLACE = '(?:la|wa|ya|kwa|za|ba|sa|nga|lo|ko)?se';
const CITY_PATTERN = new RegExp(
  `(?<![\\p{L}])(?:${OF_PLACE}|kwe)?(${Object.keys(CITY_NAMES).join('|')})(?![\\p{L}])`,
  'giu',
);
/** A locative prefix and a capitalised or hyphenated name: "eSandton", "e-Umhlanga", "kwaDukuza". */
const LOCATIVE =
  /(?<![\p{L}])(e|kwa|ku|ngase|sase|lase|wase|yase|kwase|zase|base)(-?)(\p{L}[\p{L}'&]*)/gu;

/** Rewrites the places of an isiZulu message into the names the gazetteer knows. */
export const ZU_PLACE_RULES: readonly PatternRule[] = [
  // "esikhumulweni sezindiza saseKapa": at the airport of Cape Town, its airport by name.
  [
    /(?<![\p{L}])[ei]sikhumul(?:weni|o)(?:\s+sezindiza)?\s+(?:sase|wase|lase|kwase|yase)-?(\p{L}+)/giu,
    (match, name) => {
      const city = CITY_NAMES[name!.toLowerCase()];
      return city ? `at ${city} airport` : match!;
    },
  ],
  [CITY_PATTERN, (_, name) => `in ${CITY_NAMES[name!.toLowerCase()]}`],
  [
    LOCATIVE,
    (match, prefix, hyphen, rest) => {
      if (ONE_WORD_NAMES.has(placeWords(match!)[0] ?? '')) return match!;
      const marked = hyphen !== '' || /^\p{Lu}/u.test(rest!);
      if (!marked && prefix !== 'e') return match!;
      const place = placeAfterPrefix(rest!, marked);
      return place ? `in ${place}` : match!;
    },
  ],
];
