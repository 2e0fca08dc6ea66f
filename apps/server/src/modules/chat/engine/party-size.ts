import { PARTY_SIZE } from '@aurum/shared/chat/chat-contract';

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  couple: 2,
  pair: 2,
  dozen: 12,
};
/** A number said in digits or words ("four", "a", "an"): how many. */
export const count = (word: string) => {
  const lower = word.toLowerCase();
  return lower === 'a' || lower === 'an' ? 1 : (NUMBERS[lower] ?? Number(word));
};
const COUNT = `(\\d{1,3}|${Object.keys(NUMBERS).join('|')})`;
const PEOPLE =
  '(?:people|ppl|persons?|guests?|pax|adults?|of us|diners|ladies|gents|friends|couples?|seats|tickets|kids|children|teens|teenagers|clients|colleagues|delegates|employees|passengers|golfers|players|anglers|divers|riders|walkers|hikers|guys|okes|boys|girls|gals|mates|ous|family members|relatives|members)';
/** How long or how much, not how many people: "for 2 nights", "for 3 hours". */
const NOT_PEOPLE =
  "(?!\\s*(?:days?|nights?|weeks?|months?|hours?|hrs?|minutes?|mins?|am\\b|pm\\b|h\\d|:(?=\\d)|\\.\\d|o'?clock|years?|bedrooms?|rooms?|cars?|vehicles?|bags?|suitcases?|(?:golf|ski|surf|travel|gym|kit|duffel|duffle) bags?|golf clubs|(?:bi)?bikes?|bicycles?|surfboards?|boards?|prams?|strollers?|wheelchairs?|(?:car|baby|booster) seats?|cases? of|boxes|crates?|couples\\b|st\\b|nd\\b|rd\\b|th\\b))";

const PATTERNS: readonly RegExp[] = [
  // "Two for dinner at Pierneef": the people, then the meal.
  new RegExp(`^\\W*${COUNT} for (?:dinner|lunch|breakfast|brunch|drinks|tonight|tomorrow)\\b`, 'i'),
  // "the eight-person dinner", "a 10-person boat": the people it is for.
  new RegExp(`\\b${COUNT}-(?:person|people|guest|pax)\\b`, 'i'),
  // "four more, 10 in total": the total, whatever else is counted.
  new RegExp(`\\b${COUNT} in total\\b`, 'i'),
  // "make tonight's table a 4-top": a table for that many, in the trade's word.
  /\b(\d{1,2})-?top(?:per)?\b/i,
  // "pot luck club sat 19h30 x3": a count at the end of a short booking.
  /(?:^|\s)x\s?(\d{1,2})\s*(?:pls|please)?[.!?]?\s*$/i,
  // "a table for my parents (2)": the count in brackets after the people.
  /\b(?:parents|people|guests|friends|family|us|kids|children|colleagues|clients)\s*\((\d{1,2})\)/i,
  // "the book club (7)", "lunch for the team (8)": any group, counted in brackets.
  /(?<=[a-z]\s?)\((\d{1,2})\)(?!\s*(?:am|pm|[:h.]\d))/i,
  new RegExp(`\\btotal of ${COUNT}\\b`, 'i'),
  new RegExp(
    `\\b(?:party|group|table|dinner|lunch|booking|reservation|braai|team|crew|squad|family) (?:of|for) ${COUNT}\\b${NOT_PEOPLE}`,
    'i',
  ),
  new RegExp(`\\b${COUNT} ${PEOPLE}\\b`, 'i'),
  // "the office party, 40 staff": the staff are the guests ("a chef and 2 staff" are helpers).
  new RegExp(`(?<!\\b(?:and|with|plus|extra|more)\\s)\\b${COUNT} staff\\b`, 'i'),
  // "my in-laws, 4 of them": the people named, counted.
  new RegExp(`(?:,|\\bthere(?:'s| are| is)|\\bthe) ${COUNT} of them\\b`, 'i'),
  new RegExp(`\\b(?:family|group|party) of ${COUNT}\\b`, 'i'),
  new RegExp(
    `\\bfor (?:a |the same |all |all of the )?${COUNT}\\b${NOT_PEOPLE}(?! (?:of|more)\\b)`,
    'i',
  ),
  // "a villa that sleeps 8", "it must sleep 6": the people a stay is for.
  new RegExp(`\\bsleep(?:s|ing)? ${COUNT}\\b${NOT_PEOPLE}`, 'i'),
  // "we're hosting 10 at home": the guests the request serves.
  new RegExp(`\\b(?:hosting|feeding|cooking for|catering for) ${COUNT}\\b${NOT_PEOPLE}`, 'i'),
  new RegExp(
    `\\b(?:we|they)(?:'re| are| r| will be|'ll be) (?:now |actually )?(?:only |just )?(?:a group of )?${COUNT}\\b${NOT_PEOPLE}`,
    'i',
  ),
];

/** What one of the party is or does: "one guest gets seasick", "1 person is vegan". */
const ONE_OF_THEM_DOES =
  /^\s+(?:is|has|gets|get|can'?t|cannot|doesn'?t|won'?t|needs?|uses?|will|must|eats?|drinks?|prefers?|carries|brings|keeps|avoids|reacts|hates|loves|only eats)\b/i;

/** "two guests", "3 of them": some of the party, when what they are or need follows. */
const SOME_OF_THEM =
  /^(?:\d|two|three|four|five|six)\S*\s+(?:guests?|people|of them|of us|kids|children|adults)$/i;
const SOME_OF_THEM_ARE =
  /^\s+(?:are|have|can'?t|cannot|don'?t|won'?t|need|eat|prefer)\b(?!\s+(?:coming|joining|attending|now|invited|expected)\b)/i;

const valueOf = (word: string) => NUMBERS[word.toLowerCase()] ?? Number(word);

/**
 * How many people a message books for: "a table for 2", "a party of eight", "12 guests",
 * "for six instead", "we're four". Null when it names no number of people ("for 3 nights" is a
 * stay's length, "at 7" a time).
 */
export function readPartySize(text: string): number | null {
  return findPartySize(text)?.size ?? null;
}

/** One person named by who they are to the member: "my husband", "our nanny". */
const ONE_PERSON =
  '(?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|mom|mum|mother|dad|father|son|daughter|sister|brother|friend|boss|colleague|client|nanny|granny|gran|grandmother|grandfather|mother-in-law|father-in-law|assistant|pa)';
/** People counted by who they are: "our two kids", "my parents". */
const SOME_PEOPLE = `(?:${COUNT} (?:kids|children|sons|daughters|friends|colleagues|clients|boys|girls|grandchildren)|parents|in-laws)`;
/** One of a list of people: "my husband", "our two kids", "our two CFOs", "his wife", "me". */
const LISTED = `(?:(?:my|our|his|her|their|the) (?:${ONE_PERSON}|${SOME_PEOPLE}|${COUNT} [a-z]+s)|me|myself|i|him|her|hubby|wifey)`;
const SEPARATOR = `(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*&\\s*|\\s+plus\\s+|\\s*\\+\\s*)`;
const LIST_SEPARATOR = new RegExp(SEPARATOR, 'i');
const PERSON_LIST = new RegExp(`\\b${LISTED}(?:${SEPARATOR}${LISTED}\\b){2,}`, 'i');

/**
 * "me, my husband and our two kids", "him, me and our two CFOs", "my husband and I plus his
 * brother and his wife": the member and each person named, counted (three or more in all, the
 * member among them).
 */
function namedPeople(text: string): { size: number; words: string } | null {
  const list = text.match(PERSON_LIST);
  if (!list) return null;
  const people = list[0].split(LIST_SEPARATOR);
  if (!people.some((person) => /^(?:me|myself|i)$/i.test(person.trim()))) return null;
  const size = people.reduce((total, person) => {
    const count = person.match(new RegExp(`\\b${COUNT}\\b`, 'i'));
    if (count) return total + valueOf(count[1]!);
    return total + (/\b(?:parents|in-laws)\b/i.test(person) ? 2 : 1);
  }, 0);
  return { size, words: list[0] };
}

const TWO_OF_US =
  /\b(?:me and (?:the |my )?(?:wife|husband|missus|mrs|hubby|wifey|better half)|(?:the|my) (?:wife|husband|missus|mrs|hubby|wifey|better half) and (?:me|i|myself)\b(?! plus| and)|hubby and (?:me|i)\b(?! plus| and)|(?:just )?me and my (?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|date|mom|mum|dad|mother|father|daughter|son|sister|brother|friend|colleague|boss|client|mate|bestie)|my (?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|mom|mum|mother|dad|father|daughter|son|sister|brother|friend|colleague|boss|client) and (?:me|i)\b(?! plus| and)|i and my (?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|mom|mum|mother|dad|father|sister|brother|friend|daughter|son)\b(?! and)|(?:take|taking) (?:my|the) (?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|missus|mrs|hubby|wifey|mom|mum|mother|dad|father|date) out|(?:just )?(?:her|him) and me|(?:just )?me and an? (?:client|colleague|friend|date|mate|guest|associate)\b(?! and| plus)|(?:just )?me and (?:her|him)\b(?! and)|the (?:two|2) of us|(?:for )?us two|for us both|ek en my (?:vrou|man|ma|pa|dogter|seun|vriendin|vriend)|for (?:two|2) of us|both of us)\b/i;

/** ", and a baby": one more after the adults and children counted. */
const BABY_TOO = /^,? (?:and|\+|plus|&) (?:a|one|our) (?:baby|toddler|infant)\b/i;

/** An hour said in words or digits: with one, a bare number at the end counts people. */
const CLOCK_SAID = /\b(?:noon|midday|midnight|\d{1,2}[:h]\d\d|\d{1,2}\s*(?:am|pm)|at \d{1,2})\b/i;

/** The party size and the words that said it (so a time reader can skip "for 2 tonight"). */
export function findPartySize(text: string): { size: number; words: string } | null {
  const plain = text.replace(/[’‘`]/g, "'");
  // "with 8 friends (so 9 of us)": the count the member works out themselves.
  const counted = plain.match(
    new RegExp(
      `\\b(?:so|that'?s|thats|making(?: it)?) ${COUNT} (?:of us|people|in total|pax)\\b`,
      'i',
    ),
  );
  if (counted) return { size: valueOf(counted[1]!), words: counted[0] };
  // "we are 6 no actually 7": the count said instead.
  const instead = plain.match(
    /\b(?:we(?:'re| are)|for|party of) \d{1,2},?\s+(?:(?:no|sorry|wait|actually|oops)[,!]?\s+)+(\d{1,2})\b(?!\s*(?:am|pm|o'?clock|[:h.]\d))/i,
  );
  if (instead) return { size: Number(instead[1]), words: instead[0] };
  // "for my parents, so just 2": the count worked out, after the people named.
  const just = plain.match(
    new RegExp(`\\bso (?:just|only) ${COUNT}\\b(?!\\s*(?:am|pm|o'?clock|[:h.]\\d))`, 'i'),
  );
  if (just) return { size: valueOf(just[1]!), words: just[0] };
  // "for 7 of us plus two friends, so 9": the total worked out after the ones added.
  // "my in-laws and us, so 4": the total after the people named.
  const added = plain.match(
    new RegExp(
      `\\b(?:plus\\b[^.]{0,40}?|(?:and|with) (?:us|me|them)\\b),?\\s*so ${COUNT}\\b(?!\\s*(?:am|pm|o'?clock|[:h.]\\d))`,
      'i',
    ),
  );
  if (added) return { size: valueOf(added[1]!), words: added[0] };
  const company = plain.match(
    new RegExp(
      `\\b(?:(?:me|him|her|he|she)\\s*(?:and|\\+|plus|&)\\s*(?:my |his |her )?|(?:lunch|dinner|breakfast|brunch|drinks|a meal|a table) with (?:my )?)${COUNT} (?:friends|others|guests|colleagues|clients|associates|investors|people|of my friends|sisters|brothers|kids|children|daughters|sons|cousins|mates|guys|ladies|girls|(?!(?:nights|days|hours|weeks|bags|suitcases|cars|rooms|bedrooms|courses|bottles)\\b)[a-z]{4,}s)\\b`,
      'i',
    ),
  );
  if (company) return { size: valueOf(company[1]!) + 1, words: company[0] };
  // "My boss and 2 clients, lunch ...": the member, the person named and the people counted.
  const mineAndOthers = plain.match(
    new RegExp(
      `^\\W*(?:just )?(?:my|our) ${ONE_PERSON} (?:and|&|\\+|plus) ${COUNT} [a-z]+s\\b(?! and| &| plus)`,
      'i',
    ),
  );
  if (mineAndOthers) return { size: valueOf(mineAndOthers[1]!) + 2, words: mineAndOthers[0] };
  // "a table for my boss and 4 clients": the person named and the people counted.
  const forOthers = plain.match(
    new RegExp(
      `\\bfor (?:my|our) ${ONE_PERSON} (?:and|&|\\+|plus) ${COUNT} [a-z]+s\\b(?! and| &| plus)`,
      'i',
    ),
  );
  if (forOthers) return { size: valueOf(forOthers[1]!) + 1, words: forOthers[0] };
  // "for my parents and us two": two and two; "my parents and the 3 of us": two and three.
  const parentsAndUs = plain.match(
    new RegExp(
      `\\b(?:my|our) (?:parents|in-laws) and (?:us|the (?:two|2) of us|the ${COUNT} of us)(?: two| both)?\\b`,
      'i',
    ),
  );
  if (parentsAndUs) {
    return { size: 2 + (parentsAndUs[1] ? valueOf(parentsAndUs[1]) : 2), words: parentsAndUs[0] };
  }
  // "Two return flights Joburg to Mauritius": a seat each.
  const flights = plain.match(
    new RegExp(`\\b${COUNT} (?:return|one-way) (?:flights|tickets)\\b`, 'i'),
  );
  if (flights) return { size: valueOf(flights[1]!), words: flights[0] };
  // "My two sisters and I": the people counted, and the member.
  const mineAndMe = plain.match(
    new RegExp(`\\bmy ${COUNT} [a-z]+s (?:and|&|\\+) (?:i|me|myself)\\b`, 'i'),
  );
  if (mineAndMe) return { size: valueOf(mineAndMe[1]!) + 1, words: mineAndMe[0] };
  // "3 guests plus me", "four friends and myself": the people counted, and the member.
  const plusMe = plain.match(
    new RegExp(`\\b${COUNT} ${PEOPLE},? (?:plus|and|\\+|&) (?:me|myself)\\b`, 'i'),
  );
  if (plusMe) return { size: valueOf(plusMe[1]!) + 1, words: plusMe[0] };
  // "Just me tonight", "only myself", "a table for me": a party of one.
  const alone = plain.match(
    /\b(?:just|only) (?:me|myself)\b(?! and\b| (?:&|\+|plus)\b)|\btable for one\b|\b(?:table|booking|reservation|seat) for (?:me|myself)\b(?!\s*(?:and\b|&|\+|plus\b|,))/i,
  );
  if (alone) return { size: 1, words: alone[0] };
  const family = plain.match(
    /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve) adults?,? (?:and |\+ ?|& ?)?(\d{1,2}|one|two|three|four|five|six) (?:kids?|child(?:ren)?|kiddies|teens?)\b/i,
  );
  if (family) {
    // ("2 adults 2 kids and a baby in a high chair": the baby too.)
    const baby = BABY_TOO.test(plain.slice(family.index! + family[0].length)) ? 1 : 0;
    return { size: valueOf(family[1]!) + valueOf(family[2]!) + baby, words: family[0] };
  }
  // "14 kids and 3 adults": the children first, then the grown-ups.
  const childrenFirst = plain.match(
    /\b(\d{1,2}) (?:kids|children|kiddies|teens),? (?:and |\+ ?|& ?|plus )(\d{1,2}) (?:adults?|parents|grown-ups|moms|mums|dads)\b/i,
  );
  if (childrenFirst) {
    return {
      size: Number(childrenFirst[1]) + Number(childrenFirst[2]),
      words: childrenFirst[0],
    };
  }
  // "3 adults and our toddler": the adults and the one child.
  const withChild = plain.match(
    /\b(\d{1,2}) adults?,? (?:and |\+ ?|& ?|plus )(?:our |a |one |the |my )(?:toddler|baby|child|kid|son|daughter|little one)\b/i,
  );
  if (withChild) return { size: Number(withChild[1]) + 1, words: withChild[0] };
  // "Table, noon, Tuesday, Pretoria East, 2": a count at the end, the hour said before it.
  const last = plain.match(/,\s*(\d{1,2})\s*[.!]?\s*$/);
  if (last && CLOCK_SAID.test(plain.slice(0, last.index))) {
    const size = Number(last[1]);
    if (size >= PARTY_SIZE.min && size <= PARTY_SIZE.max) return { size, words: last[0] };
  }
  const named = namedPeople(plain);
  if (named) return named;
  for (const pattern of PATTERNS) {
    const match = plain.match(pattern);
    // "one of us has pulled out": a person of the party, not its size.
    if (!match || /^one of us$/i.test(match[0])) continue;
    // "one guest gets seasick": what one of them needs, not a party of one.
    const after = plain.slice(match.index! + match[0].length);
    if (/^(?:one|1)\s/i.test(match[0]) && ONE_OF_THEM_DOES.test(after)) continue;
    // "two guests are coeliac": what some of them need, not how many people there are.
    if (SOME_OF_THEM.test(match[0]) && SOME_OF_THEM_ARE.test(after)) continue;
    const size = valueOf(match[1]!) * (/couples\b/i.test(match[0]) ? 2 : 1);
    if (Number.isInteger(size) && size >= PARTY_SIZE.min && size <= PARTY_SIZE.max) {
      return { size, words: match[0] };
    }
  }
  const two = plain.match(TWO_OF_US);
  return two ? { size: 2, words: two[0] } : null;
}

/** The text without the words that gave its party size: "a table for 2 tonight" -> "a table tonight". */
export function withoutPartySize(text: string): string {
  const party = findPartySize(text);
  // "a table for 2 tonight" keeps "a table tonight": the table says it is an evening out.
  if (!party) return text;
  // "10 of us" goes whole; "a table for 2" keeps "a table".
  if (/^\s*\d/.test(party.words)) return text.replace(party.words, ' ');
  return text.replace(party.words, party.words.replace(/(?:^|\s+)(?:of|for)\s+.*$/i, ' '));
}
