import { AF_MONTHS, AF_NUMBERS, AF_WORDS } from './af-words';
import { applyRules, compilePhraseTable, englishOrdinal, type PatternRule } from './phrase-table';

/**
 * Afrikaans into the English the concierge engine reads: request verbs, services, days, times
 * ("half nege" is 8:30), party sizes, places and the member's questions. Words that are the same
 * in both languages (hotel, villa, spa, status) are left as they are. The words are in
 * af-words.ts; here are the rules a lookup cannot express.
 */

const NUMBER = `(\\d{1,2}|${Object.keys(AF_NUMBERS).join('|')})`;
const hourOf = (word: string) => AF_NUMBERS[word.toLowerCase()] ?? Number(word);
const before = (hour: number) => (hour === 1 ? 12 : hour - 1);
const SURNAME_AFTER_VAN =
  'der|den|de|wyk|zyl|rensburg|niekerk|heerden|staden|tonder|dyk|schalkwyk|riebeeck|rooyen|vuuren|aswegen|jaarsveld|breda|graan|reenen|deventer|wyngaardt';

const COMPASS: Record<string, string> = { Wes: 'West', Oos: 'East', Noord: 'North', Suid: 'South' };

/** Where a possessive "se" stood, until the words before it are English. */
const POSSESSIVE = '\u2063s';

/** Rewrites that need more than a lookup, applied before the word table. */
const RULES: readonly PatternRule[] = [
  // "Watter van my versoeke", "het een van die diensverskaffers", "alles wat nog nie bevestig is
  // nie": which of my requests, have any of the providers, everything still pending ("van" and
  // "nie ... nie" are read before the word table).
  [/\bwatter van (my|ons)\b/giu, (_, whose) => `which of ${whose}`],
  [/\bhet een van die\b/giu, () => 'have any of the'],
  [/\balles wat nog nie bevestig is nie\b/giu, () => 'everything that is still pending'],
  // "Aurum-lidmaatskap": the Aurum membership.
  [/\b(\p{L}+)-lidmaatskap\b/giu, (_, name) => `${name} membership`],
  // "so 8 van ons": 8 of us; "met 'n bestuurder van julle praat": talk to one of your managers.
  [/\b(\d{1,2}) van ons\b/giu, (_, size) => `${size} of us`],
  // "die stand van die bespreking": its status ("van" is read before the word table).
  [/\bdie stand van\b/giu, () => 'the status of'],
  // "om 11 uur die aand": at 11 pm; "om 6 uur die oggend": at 6 am.
  [/\b(\d{1,2}) uur (?:die|in die) aand\b/giu, (_, hour) => `${hour} pm`],
  [/\b(\d{1,2}) uur (?:die|in die) oggend\b/giu, (_, hour) => `${hour} am`],
  [/\bmet '?n bestuurder van (?:julle|jou|aurum) praat\b/giu, () => 'talk to a manager'],
  // "wanneer ons om 14:20 land": when we land at 14:20 (the verb comes last in Afrikaans).
  [
    /\bwanneer (ons|ek|hulle|hy|sy) om (\d{1,2}(?:[:h.]\d\d)?) (land|aankom|arriveer)\b/giu,
    (_, who, time, verb) => `wanneer ${who} ${verb} om ${time}`,
  ],
  // "Sondag om een": at 1 (een is also "a").
  [/\bom een\b(?!\s+(?:van|persoon|gas|mens))/giu, () => 'om 1'],
  // "ons sal nege wees": we will be 9 (the verb comes last in Afrikaans).
  [
    new RegExp(`\\b(ons|hulle) sal ${NUMBER} wees\\b`, 'giu'),
    (_, who, size) => `${who!.toLowerCase() === 'ons' ? 'we' : 'they'} will be ${hourOf(size!)}`,
  ],
  // "ons gaan vanaand drie wees": we will be 3 tonight.
  [
    new RegExp(`\\b(ons|hulle) gaan (?:(\\p{L}+) )?${NUMBER} wees\\b`, 'giu'),
    (_, who, when, size) =>
      `${who!.toLowerCase() === 'ons' ? 'we' : 'they'} will be ${hourOf(size!)}${when ? ` ${when}` : ''}`,
  ],
  // "dat ek nie koriander eet nie": that I don't eat coriander.
  [/\bnie (\p{L}+) eet(?: nie)?\b/giu, (_, food) => `don't eat ${food}`],
  // "vir ons 10": for the 10 of us.
  [new RegExp(`\\bvir ons ${NUMBER}\\b`, 'giu'), (_, size) => `for ${hourOf(size!)} of us`],
  // "18% van R12 500": 18% of R12 500.
  [/(\d\s*%)\s+van\b/giu, (_, share) => `${share} of`],
  // "na 9 skuif": move to 9 (the verb comes last in Afrikaans).
  [/\bna\s+(\d{1,2}(?:[:h.]\d\d)?)\s+(?:ver)?skuif\b/giu, (_, time) => `move to ${time}`],
  // "half nege", "halfagt", "half-agt" is half an hour before the hour: 8:30, 7:30.
  [new RegExp(`\\bhalf[\\s-]*${NUMBER}\\b`, 'giu'), (_, hour) => `${before(hourOf(hour!))}:30`],
  [new RegExp(`\\bkwart\\s+oor\\s+${NUMBER}\\b`, 'giu'), (_, hour) => `${hourOf(hour!)}:15`],
  [
    new RegExp(`\\bkwart\\s+voor\\s+${NUMBER}\\b`, 'giu'),
    (_, hour) => `${before(hourOf(hour!))}:45`,
  ],
  [
    new RegExp(`\\b(vyf|tien|twintig)\\s+(oor|voor)\\s+${NUMBER}\\b`, 'giu'),
    (_, minutes, direction, hour) => {
      const value = { vyf: 5, tien: 10, twintig: 20 }[minutes!.toLowerCase()]!;
      const h = hourOf(hour!);
      return direction!.toLowerCase() === 'oor'
        ? `${h}:${String(value).padStart(2, '0')}`
        : `${before(h)}:${60 - value}`;
    },
  ],
  // "agtuur", "8 uur", "sewe-uur": o'clock.
  [new RegExp(`\\b${NUMBER}\\s*-?\\s*uur\\b`, 'giu'), (_, hour) => `${hourOf(hour!)} o'clock`],
  [/\b(\d{1,2})\s*nm\b/giu, (_, hour) => `${hour}pm`],
  [/\b(\d{1,2})\s*vm\b/giu, (_, hour) => `${hour}am`],
  // "die 24ste Desember", "24 Desember": 24 december (chrono reads the day and month together).
  [
    new RegExp(
      `\\b(\\d{1,2})\\s*-?(?:ste|de)?\\s+(?:van\\s+)?(${Object.keys(AF_MONTHS).join('|')})\\b`,
      'giu',
    ),
    (_, day, month) => `${day} ${AF_MONTHS[month!.toLowerCase()]}`,
  ],
  // "die 20ste", "op die 5de": the 20th, the 5th.
  [/\b(\d{1,2})\s*-?(?:ste|de)\b/giu, (_, day) => englishOrdinal(Number(day))],
  [/\bdie eerste\b/giu, () => 'the 1st'],
  // "Somerset-Wes", "Durban-Noord", "Oos-Londen": the compass point of a place name in English.
  [/\b(\p{Lu}[\p{L}]+)-(Wes|Oos|Noord|Suid)\b/gu, (_, name, point) => `${name} ${COMPASS[point!]}`],
  [/\b(Wes|Oos|Noord|Suid)-(\p{Lu}[\p{L}]+)\b/gu, (_, point, name) => `${COMPASS[point!]} ${name}`],
  // "vir ses mense", "ons is vier": a party size.
  [
    new RegExp(`\\bons\\s+is\\s+(?:met\\s+)?${NUMBER}\\b`, 'giu'),
    (_, size) => `for ${hourOf(size!)} people`,
  ],
  // "oor twee weke": in two weeks.
  [
    new RegExp(`\\boor\\s+('n|n|${NUMBER.slice(1, -1)})\\s+(dae|dag|weke|week|ure|uur)\\b`, 'giu'),
    (_, count, unit) =>
      `in ${/^'?n$/i.test(count!) ? 'a' : hourOf(count!)} ${{ dae: 'days', dag: 'day', weke: 'weeks', week: 'week', ure: 'hours', uur: 'hour' }[unit!.toLowerCase()]}`,
  ],
  // "Ek het 'n bestuurder nodig": I need a driver; "het nie meer ... nodig nie": cancel.
  [
    /\b(?:(ek|ons)\s+)?het\s+(?:(ek|ons)\s+)?(nie\s+)?(meer\s+)?([^.!?,]{1,60}?)\s+nodig(\s+nie)?\b/giu,
    (_, before, after, not, more, what) => {
      // ("Dinsdag het ek 'n bestuurder nodig": the subject after the verb.)
      const subject = before ?? after;
      const who = subject ? (subject.toLowerCase() === 'ons' ? 'we ' : 'I ') : '';
      if (more) return `cancel, ${who}no longer need ${what}`;
      return `${who}${not ? 'do not ' : ''}need ${what}`;
    },
  ],
  // "Sê asseblief my tafel af": cancel (a separable verb); "se" unaccented only where it cannot be
  // the possessive ("my vrou se partytjie"): first in a sentence or after "asseblief", "jy", "u".
  [/\bsê\s+([^.!?]{0,60}?)\s*\baf\b/giu, (_, what) => `cancel ${what}`],
  [
    /(^|[.!?]\s*|\b(?:asb|asseblief|jy|u)\s+)se\s+([^.!?]{0,60}?)\s*\baf\b/giu,
    (_, before, what) => `${before}cancel ${what}`,
  ],
  // "more" without its accent is "tomorrow" beside a time or at the end; "more wine" is English.
  [
    /\bmore\b(?=\s*(?:$|[,.!?;]|(?:aand|oggend|middag|nag|om|vir|in|by|asb|asseblief|'n|n|die|ons)(?!\p{L})|\d))|(?<=\b(?:vir|tot|teen|op|vanaf|van)\s)more\b/giu,
    () => 'tomorrow',
  ],
  // "Wat het van die beplanning geword?": what happened with it; "Wie het die rugby gewen?".
  [
    /\bwat het (?:van|met)\s+([^.!?]{1,80}?)\s*\bgeword\b/giu,
    (_, what) => `what happened with ${what}`,
  ],
  [/\bwie het\s+([^.!?]{1,80}?)\s*\bgewen\b/giu, (_, what) => `who won ${what}`],
  // "een van die gaste", "enige van die verskaffers": one of the guests, any of the providers.
  [
    /\b(een|enige) van (die|ons|julle)\b/giu,
    (_, which, whose) =>
      `${which!.toLowerCase() === 'een' ? 'one' : 'any'} of ${{ die: 'the', ons: 'us', julle: 'you' }[whose!.toLowerCase()]}`,
  ],
  // "moet gekanselleer word": must be cancelled.
  [/\b(?:moet|sal) gekanselleer word\b/giu, () => 'must be cancelled'],
  // "Sê asseblief vir die sjef ...": tell the chef (not the separable "sê ... af" above).
  [/\bsê\s+(?:asseblief\s+|asb\s+)?vir\b/giu, () => 'please tell'],
  // "kan julle 'n partytjie beplan": can you plan a party (the verb comes last in Afrikaans);
  // not "kan julle help beplan", nor a possessive ("my vrou se 60ste"), read by the rules after.
  [
    /\bkan (?:julle|jy|u) (?:asseblief |asb )?([^.!?,]{1,60}?)\s+(beplan|bespreek|reël|reel|organiseer|kanselleer|kry)\b/giu,
    (match, what, verb) =>
      /^help$|\sse\s/i.test(what!)
        ? match
        : `can you ${{ beplan: 'plan', bespreek: 'book', reël: 'arrange', reel: 'arrange', organiseer: 'organise', kanselleer: 'cancel', kry: 'get' }[verb!.toLowerCase()]} ${what}`,
  ],
  // "ons drie kinders": our three children (counted with the rest of the party).
  [
    new RegExp(`\\bons\\s+${NUMBER}\\s+(kinders|seuns|dogters|gaste|vriende)\\b`, 'giu'),
    (_, size, who: string) =>
      `our ${hourOf(size!)} ${{ kinders: 'children', seuns: 'sons', dogters: 'daughters', gaste: 'guests', vriende: 'friends' }[who.toLowerCase()]}`,
  ],
  // "net ons twee", "vir ons ses": the two of us, the six of us.
  [
    new RegExp(
      `\\b(?:net\\s+)?ons\\s+${NUMBER}\\b(?!\\s*(?:uur|mense|van|kinders|seuns|dogters|gaste|vriende))`,
      'giu',
    ),
    (_, size) => `the ${hourOf(size!)} of us`,
  ],
  // "my ouma word 90": she turns 90 (a birthday).
  [
    /\bword (\d{1,3})\b(?![:h.]\d|\s*(?:uur|mense|persone|gaste|van))/giu,
    (_, age) => `celebrates a ${englishOrdinal(Number(age))} birthday`,
  ],
  // "ek is gatvol van kook": tired of the kitchen (the reason for a chef, not a second one).
  [/\b(?:gatvol|moeg|sat) (?:van|vir) (?:kook|die kombuis)\b/giu, () => 'tired of the kitchen'],
  // "van die lughawe na Sandton": from; not "van der Merwe".
  // "in plaas van 8": instead of (before "van" becomes "from").
  [/\bin plaas van\b/giu, () => 'instead of'],
  [new RegExp(`\\bvan\\b(?!\\s+(?:${SURNAME_AFTER_VAN})\\b)`, 'giu'), () => 'from'],
  // "my kind se huiswerk", "Sondag se seiltog": the possessive, marked for after the word table.
  [
    /(?<=\p{L}\p{L})(?<!\b(?:asseblief|asb|jy|u|ek|ons|julle|hulle|hy|sy|dit|en|of|maar|kan|sal|moet|wil|om|vir|vrou|man))\s+se\s+(?=\p{L})/giu,
    () => `${POSSESSIVE} `,
  ],
  // The closing "nie" of a double negative says nothing more.
  [/(\bnie\b[^.!?]*?)\s+nie\b/giu, (_, first) => first!],
];

// "more" is English too: the rule above reads it as "tomorrow" only beside a time.
const readWords = compilePhraseTable(AF_WORDS, ['more']);

/** The table's words of one word, for compounds ("verjaarsdaggeskenk", "Saterdag-sjef"). */
const ONE_WORDS = new Set(Object.keys(AF_WORDS).filter((key) => !key.includes(' ')));
/** The shortest half of a compound read as two words of the table. */
const COMPOUND_HALF = 4;

/**
 * "verjaarsdaggeskenk", "Saterdag-sjef", "sononder-vaart": a compound the table does not hold,
 * as its two halves when both are words of the table.
 */
function compoundHalves(word: string): string {
  const lower = word.toLowerCase();
  if (ONE_WORDS.has(lower)) return word;
  const [first, second, ...more] = lower.split('-');
  if (second !== undefined) {
    return more.length === 0 && ONE_WORDS.has(first!) && ONE_WORDS.has(second)
      ? `${first} ${second}`
      : word;
  }
  for (let at = COMPOUND_HALF; at <= lower.length - COMPOUND_HALF; at++) {
    if (ONE_WORDS.has(lower.slice(0, at)) && ONE_WORDS.has(lower.slice(at))) {
      return `${lower.slice(0, at)} ${lower.slice(at)}`;
    }
  }
  return word;
}

/** An Afrikaans (or Afrikaans and English) message in the English the engine reads. */
export function glossAfrikaans(text: string): string {
  const split = text.replace(/\p{L}{3,}-\p{L}{3,}|\p{L}{8,}/gu, compoundHalves);
  return readWords(applyRules(split, RULES)).replaceAll(POSSESSIVE, "'s");
}
