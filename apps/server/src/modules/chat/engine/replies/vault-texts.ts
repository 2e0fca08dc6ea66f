import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import type { ItemType } from '@aurum/shared/vault/vault-rules';

/**
 * What the assistant says about the member's vault (ADR 062), in English, Afrikaans and isiZulu.
 * It can name an item only by its plain category and type: the server never reads a title.
 * "Vault" is the screen's name in every language, as Request Status is in reply-texts.
 */
export interface VaultTexts {
  /** "your passport document", "your 2 recipe notes", "u dokument (paspoort)". */
  items: (count: number, category: string, itemType: ItemType) => string;
  /** "your passport": what was looked for and not found. */
  lookedFor: (category: string) => string;
  /** The same for the vault as a whole. */
  anything: string;
  ask: (items: string) => string;
  alsoPrivate: (count: number) => string;
  privateOnly: (items: string, count: number) => string;
  legacyOnly: (items: string, count: number) => string;
  nothing: (what: string) => string;
  summary: (list: string) => string;
  empty: string;
}

const EN_CATEGORY: Record<string, string> = {
  passport: 'passport',
  id: 'ID',
  legal: 'legal',
  financial: 'financial',
  medical: 'medical',
  insurance: 'insurance',
  property: 'property',
  journal: 'journal',
  ideas: 'ideas',
  passwords: 'password',
  recipes: 'recipe',
  memories: 'memories',
  travel: 'travel',
  food: 'food',
  wellness: 'wellness',
  lifestyle: 'lifestyle',
  work: 'work',
};
const EN_LOOKED_FOR: Record<string, string> = {
  passport: 'your passport',
  id: 'your ID',
  ideas: 'your ideas',
  passwords: 'that password',
  recipes: 'that recipe',
  memories: 'your memories',
};
const EN_TYPE: Record<ItemType, [string, string]> = {
  document: ['document', 'documents'],
  note: ['note', 'notes'],
  preference: ['preference', 'preferences'],
};

const EN: VaultTexts = {
  items: (count, category, itemType) =>
    `your ${count === 1 ? '' : `${count} `}${EN_CATEGORY[category] ?? category} ${EN_TYPE[itemType][count === 1 ? 0 : 1]}`,
  lookedFor: (category) =>
    EN_LOOKED_FOR[category] ??
    `your ${EN_CATEGORY[category] ?? category} ${category === 'journal' ? 'notes' : 'details'}`,
  anything: 'anything about that',
  ask: (items) =>
    `That is in your vault, sealed so only you can open it. May I open ${items} for this answer? It opens here on your device with your vault password; Aurum never sees it.`,
  alsoPrivate: (count) =>
    `I'll leave alone ${count === 1 ? 'the item' : `the ${count} items`} you keep to yourself (level 1).`,
  privateOnly: (items, count) =>
    `You keep ${items} in your vault at level 1, for you alone, so I may not open ${count === 1 ? 'it' : 'them'}. Open your Vault to see ${count === 1 ? 'it' : 'them'}, or set the access level to 2 there and I'll ask you before opening ${count === 1 ? 'it' : 'them'} here.`,
  legacyOnly: (items, count) =>
    `You keep ${items} at level 3, for your legacy capsules, which I never open. You can see ${count === 1 ? 'it' : 'them'} on your Vault.`,
  nothing: (what) =>
    `I couldn't find ${what} in your vault. Add it on your Vault with access level 2 (AI may request access with your approval), and I can open it here once you approve.`,
  summary: (list) =>
    `Your vault holds ${list}. Ask me about one of them (when your passport expires, say) and I'll ask before I open anything.`,
  empty:
    'There is nothing in your vault yet. Open your Vault to set it up and add documents, notes and preferences.',
};

const AF_CATEGORY: Record<string, string> = {
  passport: 'paspoort',
  id: 'ID',
  legal: 'regsdokumente',
  financial: 'finansies',
  medical: 'medies',
  insurance: 'versekering',
  property: 'eiendom',
  journal: 'joernaal',
  ideas: 'idees',
  passwords: 'wagwoorde',
  recipes: 'resepte',
  memories: 'herinneringe',
  travel: 'reis',
  food: 'kos',
  wellness: 'welstand',
  lifestyle: 'leefstyl',
  work: 'werk',
};
const AF_TYPE: Record<ItemType, [string, string]> = {
  document: ['dokument', 'dokumente'],
  note: ['nota', 'notas'],
  preference: ['voorkeur', 'voorkeure'],
};
const afIt = (count: number) => (count === 1 ? 'dit' : 'hulle');

const AF: VaultTexts = {
  items: (count, category, itemType) =>
    `u ${count === 1 ? '' : `${count} `}${AF_TYPE[itemType][count === 1 ? 0 : 1]} (${AF_CATEGORY[category] ?? category})`,
  lookedFor: (category) => `u ${AF_CATEGORY[category] ?? category}`,
  anything: 'dit',
  ask: (items) =>
    `Dit is in u kluis, verseël sodat net u dit kan oopmaak. Mag ek ${items} vir hierdie antwoord oopmaak? Dit gaan hier op u toestel oop met u kluiswagwoord; Aurum sien dit nooit.`,
  alsoPrivate: (count) =>
    `Ek los ${count === 1 ? 'die inskrywing' : `die ${count} inskrywings`} wat u vir uself hou (vlak 1) uit.`,
  privateOnly: (items, count) =>
    `U hou ${items} in u kluis op vlak 1, net vir uself, so ek mag ${afIt(count)} nie oopmaak nie. Maak u Vault oop om ${afIt(count)} te sien, of stel die toegangsvlak daar op 2, dan vra ek u eers voordat ek ${afIt(count)} hier oopmaak.`,
  legacyOnly: (items, count) =>
    `U hou ${items} op vlak 3, vir u nalatenskapkapsules, wat ek nooit oopmaak nie. U kan ${afIt(count)} op u Vault sien.`,
  nothing: (what) =>
    `Ek kon niks oor ${what} in u kluis vind nie. Voeg dit op u Vault by met toegangsvlak 2 (KI mag toegang vra met u goedkeuring), dan kan ek dit hier oopmaak sodra u dit goedkeur.`,
  summary: (list) =>
    `In u kluis is ${list}. Vra my oor een daarvan (byvoorbeeld wanneer u paspoort verval), en ek vra eers voordat ek iets oopmaak.`,
  empty:
    'Daar is nog niks in u kluis nie. Maak u Vault oop om dit op te stel en dokumente, notas en voorkeure by te voeg.',
};

const ZU_CATEGORY: Record<string, string> = {
  passport: 'iphasiphothi',
  id: 'umazisi',
  legal: 'ezomthetho',
  financial: 'ezezimali',
  medical: 'ezempilo',
  insurance: 'umshwalense',
  property: 'impahla',
  journal: 'ijenali',
  ideas: 'imibono',
  passwords: 'amaphasiwedi',
  recipes: 'amaresiphi',
  memories: 'izinkumbulo',
  travel: 'uhambo',
  food: 'ukudla',
  wellness: 'impilo enhle',
  lifestyle: 'indlela yokuphila',
  work: 'umsebenzi',
};
const zuCategory = (category: string) => `esigabeni esithi "${ZU_CATEGORY[category] ?? category}"`;
/** isiZulu's "na-" joined to a word: "isigaba" -> "nesigaba", "lokho" -> "nalokho". */
const zuWith = (word: string) =>
  /^[aeiou]/.test(word)
    ? `${{ a: 'na', e: 'ne', i: 'ne', o: 'no', u: 'no' }[word[0]!]}${word.slice(1)}`
    : `na${word}`;

const ZU: VaultTexts = {
  items: (count, category) =>
    count === 1
      ? `into yakho eyodwa ${zuCategory(category)}`
      : `izinto zakho ezingu-${count} ${zuCategory(category)}`,
  lookedFor: (category) => `isigaba esithi "${ZU_CATEGORY[category] ?? category}"`,
  anything: 'lokho',
  ask: (items) =>
    `Lokho kugcinwe ku-Vault yakho, kuvaliwe ukuze nguwe kuphela ongakuvula. Ngingavula ${items} ukuze ngiphendule? Kuzovuleka lapha kudivayisi yakho ngephasiwedi ye-Vault yakho; i-Aurum ayikuboni neze.`,
  alsoPrivate: (count) =>
    count === 1
      ? 'Ngeke ngithinte into eyodwa oyigcinela wena wedwa (izinga 1).'
      : `Ngeke ngithinte izinto ezingu-${count} ozigcinela wena wedwa (izinga 1).`,
  privateOnly: (items, count) =>
    `Ugcina ${items} ku-Vault yakho ezingeni 1, okwakho wedwa, ngakho angivunyelwe ukuku${count === 1 ? '' : 'zi'}vula. Vula i-Vault yakho ukuze ubone, noma ushintshe izinga lokufinyelela libe ngu-2 lapho, bese ngizokubuza ngaphambi kokuvula lapha.`,
  legacyOnly: (items) =>
    `Ugcina ${items} ezingeni 3, lamakhephusi efa lakho, engingawavuli neze. Ungabona ku-Vault yakho.`,
  nothing: (what) =>
    `Angitholanga lutho mayelana ${zuWith(what)} ku-Vault yakho. Kwengeze ku-Vault yakho ngezinga lokufinyelela 2 (i-AI ingacela ukufinyelela ngemvume yakho), bese ngingakuvula lapha uma usuvumile.`,
  summary: (list) =>
    `Ku-Vault yakho kukhona ${list}. Ngibuze ngokukodwa kwakho (isibonelo, ukuthi iphasiphothi yakho iphelelwa nini), futhi ngizokubuza ngaphambi kokuvula noma yini.`,
  empty:
    'Akukabi khona lutho ku-Vault yakho. Vula i-Vault yakho ukuze uyisethe futhi wengeze amadokhumenti, amanothi nokuthandayo.',
};

const VAULT_TEXTS: Record<ChatLanguage, VaultTexts> = { en: EN, af: AF, zu: ZU };

/** What the assistant says about the vault in the member's language. */
export const vaultTextsIn = (language: ChatLanguage): VaultTexts => VAULT_TEXTS[language];
