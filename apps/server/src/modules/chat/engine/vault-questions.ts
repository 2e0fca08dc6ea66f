import type { VaultRequestFocus } from '@aurum/shared/chat/vault-request';

/**
 * Questions about what the member keeps in their vault (ADR 062): "when does my passport
 * expire?", "what's my ID number?", "the wifi password I saved", "my recipe for malva pudding",
 * in English, Afrikaans ("wanneer verval my paspoort?") and isiZulu ("iphasiphothi yami
 * iphelelwa nini?"). They map to the vault's plain categories (spec 02 section 9), which is all
 * the server can know of an item. Read on the English gloss, which keeps the Afrikaans and
 * isiZulu nouns as they are, so both are listed here.
 */

/** The vault categories a question asks about ([] for the vault as a whole) and its focus. */
export interface VaultAsk {
  categories: string[];
  focus: VaultRequestFocus | null;
}

/** Words naming what a category holds. */
const CATEGORY_WORDS: readonly [string, RegExp][] = [
  ['passport', /\b(?:passports?|paspoort\p{L}*|iphasipho?th?i|iphasipoti|amaphasipho?th?i)\b/iu],
  [
    'id',
    /\b(?:(?:my|the|our) (?:sa |south african )?(?:smart )?id\b(?! (?:of|for) (?:my|the|that) (?:request|booking))|id[- ]?(?:number|no|nommer|document|dokument|book|boek(?:ie)?|card|kaart)s?\b|identity (?:number|document|card)|smart id card|identiteits\p{L}*|\p{L}{0,3}mazisi|i-id\b)/iu,
  ],
  [
    'legal',
    /\b(?:(?:my|last) will\b(?! (?:be|have|need|want|go|get|take))|(?:my|last) testament|power of attorney|(?:marriage|birth|death|divorce) certificate|(?:antenuptial|prenup\p{L}*)|(?:my|the) contract|kontrak|huweliksertifikaat|geboortesertifikaat|volmag)\b/iu,
  ],
  [
    'financial',
    /\b(?:bank (?:account|details|card)|banking details|account number|(?:tax|sars) (?:number|reference|return|ref)|credit card|debit card|investment (?:details|policy|account)|share certificates?|rekeningnommer|bankbesonderhede|bankrekening|belastingnommer)\b/iu,
  ],
  [
    'medical',
    /\b(?:medical aid|medical scheme|(?:my|the) prescription|blood (?:type|group)|vaccination (?:card|certificate|record)s?|medical (?:records?|documents?|report)|mediese fonds|voorskrif|bloedgroep|usizo lwezokwelapha)\b/iu,
  ],
  [
    'insurance',
    /\b(?:insurance|insurer|(?:my|the) polic(?:y|ies)\b|policy (?:number|details|document|schedule)|life cover|versekering\p{L}*|polis(?:nommer)?\b|\p{L}{0,3}mshwalense|inshorensi)\b/iu,
  ],
  [
    'property',
    /\b(?:title deeds?|(?:my|the|house|property) deeds|lease(?: agreement)?|rental agreement|erf number|bond (?:account|number|documents?)|titelakte|huurkontrak|eiendomsdokument\p{L}*)\b/iu,
  ],
  [
    'passwords',
    /\b(?:passwords?|pass ?codes?|wi-?fi (?:password|code|key|details|login)|(?:my|the) pin\b|pin (?:code|number)|(?:alarm|gate|door|safe|garage) code|log ?in details|wagwoorde?|wifi-wagwoord|hekkode|alarmkode|iphasiwedi|amaphasiwedi)\b/iu,
  ],
  ['recipes', /\b(?:recipes?|resep(?:te)?|iresiphi|amaresiphi|irisiphi)\b/iu],
  ['ideas', /\b(?:(?:my|the) ideas?\b(?! for)|idea i (?:saved|noted|had|wrote)|idees?)\b/iu],
  ['journal', /\b(?:journal note|vault journal|dagboeknota)\b/iu],
  [
    'travel',
    /\b(?:(?:my|the|our) visas?\b|visa (?:number|details|expiry)|frequent flyer|loyalty number|air ?miles number|(?:my|the) travel documents)\b/iu,
  ],
];

/** "my vault", "in die kluis": the vault itself; with it, a category's plain name is enough. */
const THE_VAULT = /\b(?:(?:my|the|in|from) (?:secure )?vault|kluis|ivolti)\b/iu;
const PLAIN_NAMES =
  /\b(passport|id|legal|financial|medical|insurance|property|journal|ideas|passwords|recipes|memories|travel|food|wellness|lifestyle|work)\b/giu;

/** The member's own: "my", "our", "I saved", "I keep", "I put in". */
const OWN =
  /\b(?:my|mine|our|remind me|i (?:saved|stored|kept|keep|put|added|noted|wrote|have)|i've (?:saved|stored|got|put)|ek (?:gestoor|gebêre))\b|⟪my⟫/iu;

/**
 * A question or a request to show, not an errand: "renew my passport", "book a driver to take
 * my passport to Home Affairs" ask for a service, not for what the vault holds.
 */
const ERRAND =
  /\b(?:book|reserve|arrange|organi[sz]e|hire|send|deliver|collect|fetch me|drive|take me|pick up|renew|apply|replace|courier|cancel|change|reset|fix|repair|install|set up|connect|sorted|sort out|processed)\b/iu;
const ASKING =
  /\?|\b(?:what|what's|whats|when|which|where|show|tell|give|read|find|look|remind|check|open|pull|get|need|do|does|is|are|how|can|could|may|please|wat|wanneer|waar|wys|gee|kan|yini|nini|kuphi|khombisa|ngitshele|ngicela)\b/iu;

const DATES =
  /\b(?:expir\p{L}*|valid|validity|renewal date|issue date|issued|date of|when (?:does|did|do|is|was)|verval\p{L}*|geldig|wanneer|uphelelwa|iphelelwa|kuphelelwa|phelelwa|nini|when)\b/iu;
const NUMBERS =
  /\b(?:number|numbers|no\.?|code|pin|\p{L}*nommer|inombolo|\p{L}*kode|reference|ref)\b/iu;

const SHORT_WORDS = 8;

/** The vault question a message asks, or null when it asks none. */
export function vaultAskOf(text: string): VaultAsk | null {
  const plain = text.replace(/[’‘`]/g, "'");
  const vault = THE_VAULT.test(plain);
  let categories = CATEGORY_WORDS.filter(([, words]) => words.test(plain)).map(([name]) => name);
  if (vault && categories.length === 0) {
    categories = [
      ...new Set([...plain.matchAll(PLAIN_NAMES)].map((match) => match[1]!.toLowerCase())),
    ];
  }
  if (!vault && categories.length === 0) return null;
  if (!vault && !OWN.test(plain)) return null;
  // A short phrase ("the wifi password I saved", "my ID number") asks by itself.
  const short = plain.trim().split(/\s+/).length <= SHORT_WORDS;
  if (ERRAND.test(plain) || (!short && !ASKING.test(plain))) return null;
  const focus: VaultRequestFocus | null = DATES.test(plain)
    ? 'dates'
    : NUMBERS.test(plain) || categories.includes('passwords')
      ? 'numbers'
      : null;
  return { categories, focus };
}
