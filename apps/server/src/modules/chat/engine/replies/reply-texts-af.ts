import type { MoodWord } from '@aurum/shared/journal/journal-rules';
import type { ReplyTexts } from './reply-texts-en';

/**
 * The engine's sentences in Afrikaans, as a South African concierge writes them: the member is
 * "u" (polite), and Aurum's screens keep their names (Request Status, Human Concierge, AI
 * Journal). The pieces (a request, a date, a list) come from describe.ts in Afrikaans.
 */
const OFFERS = {
  anythingElse: 'Kan ek nog iets vir u reël?',
  arrangeSomething: 'Moet ek iets reël?',
  whatToArrange: 'Wat kan ek vir u reël?',
} as const;

export const AF: ReplyTexts = {
  // Conversation.
  thanks: (name: string) => `Dit is 'n plesier${name ? `, ${name}` : ''}. ${OFFERS.anythingElse}`,
  greeting: (name: string) =>
    `Hallo${name ? `, ${name}` : ''}! Wat kan ek vandag vir u reël? Sê vir my wat u nodig het, waar en wanneer.`,
  capabilities:
    "Ek is Aurum se konsiërge. Ek kan 'n privaat sjef, 'n persoonlike bestuurder, 'n luukse voertuig, 'n villa of hotel, 'n seiljag, 'n restauranttafel, geleenthede, persoonlike inkopies, reise, sekuriteit en ander premium dienste oral in Suid-Afrika reël. Ek kan ook u versoeke kanselleer, verander of nagaan, en u meer oor u lidmaatskap vertel. Sê vir my wat u nodig het, waar en wanneer.",
  askWhat:
    "Ek help graag. Wat wil u hê moet ek reël ('n privaat sjef, 'n bestuurder, 'n villa, 'n seiljag...), waar, en wanneer?",
  memoryNoted: (value: string) =>
    `Genoteer: ${value}. Moet ek dit vir volgende keer onthou? Stoor dit hieronder en ek sal dit in ag neem.`,

  // New requests. `request` reads like "'n Privaat Sjef in Constantia op Saterdag 28 November 2026 om 19:00".
  bestMatch: (request: string, provider: string) =>
    `Met graagte. Ek kan ${request} reël. U beste keuse is ${provider}.`,
  options: (count: number, request: string, providers: string) =>
    `Met graagte. Hier ${count === 1 ? 'is een opsie' : `is ${count} opsies`} vir ${request}: ${providers}.`,
  noProvider: (service: string, area: string) =>
    `Ek kon nie nou 'n geverifieerde verskaffer vir ${service}${area ? ` in ${area}` : ''} vind nie. Bevestig die versoek hieronder en ons konsiërgespan sal persoonlik een vir u vind, of soek self op Google.`,
  table: (request: string) =>
    `Met graagte. Ek sal ons eetkonsiërge vra om ${request} vir u te bespreek.`,
  dietAdded: (what: string) => `Ek het ${what} by die versoek gevoeg.`,
  foodAllergies: 'u voedselallergieë',
  dietaryNeeds: 'u dieetbehoeftes',
  tellMissing: (what: string) => `Sê vir my ${what}, of voeg dit by wanneer u bevestig.`,
  when: 'wanneer',
  where: 'waar',
  confirmBelow:
    'Gaan asseblief die besonderhede hieronder na en bevestig, of wysig dit eers. Niks word bespreek voordat u bevestig nie.',
  several: (count: number, list: string) =>
    `Ek het ${count} versoeke verstaan: ${list}. Elkeen het sy eie kaart hieronder: bevestig hulle een vir een, of wysig enige eers. Niks word bespreek voordat u bevestig nie.`,

  // Follow-ups on the open proposal.
  proposalUpdated: (request: string) =>
    `Natuurlik. Ek het die voorstel bygewerk: ${request}. Gaan dit asseblief hieronder na en bevestig.`,
  nothingToChange:
    'Ek is nie seker wat om te verander nie. Sê vir my die nuwe dag, tyd, plek of aantal mense.',

  // Acting on existing requests. `request` reads like "u Privaat Sjef-versoek vir Saterdag 28 November 2026 in Constantia".
  cancelPropose: (request: string) =>
    `Moet ek ${request} kanselleer? Bevestig hieronder en ek sal dit kanselleer; niks verander voordat u bevestig nie.`,
  changePropose: (request: string, changes: string) =>
    `Moet ek ${request} verander na ${changes}? Bevestig hieronder en ek sal die verskaffer laat weet; niks verander voordat u bevestig nie.`,
  notChangeable: (request: string, status: string) =>
    `${capitalise(request)} is ${status}, dus kan dit nie meer hier verander of gekanselleer word nie. Ons konsiërgespan kan help: maak dit oop op die Request Status-bladsy.`,
  noSuchRequest:
    "Ek kon nie 'n versoek van u vind wat ooreenstem nie. U kan almal op die Request Status-bladsy sien, of sê vir my die diens en die dag.",
  noRequests: `U het nog geen versoeke nie. ${OFFERS.whatToArrange}`,
  whichOne: (count: number) => `U het ${count} versoeke wat kan pas. Watter een bedoel u?`,
  statusOf: (request: string, status: string) => `${capitalise(request)} is ${status}.`,
  providerSaid: (provider: string, said: string) => `${provider} het gesê: "${said}"`,
  providerAssigned: (provider: string) => `${provider} sorg daarvoor.`,
  noProviderYet:
    'Geen verskaffer het nog geantwoord nie: ek sal u op die Request Status-bladsy laat weet sodra een dit doen.',
  cancelled: (request: string) => `Klaar: ek het ${request} gekanselleer.`,
  changed: (request: string) =>
    `Klaar: ek het ${request} verander. Die verskaffer het die nuwe besonderhede.`,
  choiceCancel: (request: string) => `Kanselleer ${request}`,
  choiceChange: (request: string) => `Verander ${request}`,
  choiceStatus: (request: string) => `Hoe lyk ${request}?`,
  theOtherOne: (request: string) => `Natuurlik, u bedoel ${request}.`,
  noOtherOne:
    'Ek het net daardie een in gedagte. Sê vir my watter versoek u bedoel: die diens en die dag.',
  cancelledTitle: 'Versoek Gekanselleer',
  changedTitle: 'Versoek Bygewerk',

  // The member's own data.
  tier: (label: string) => `U lidmaatskap: ${label}.`,
  trialEnds: (date: string) => `U proeftydperk eindig op ${date}.`,
  renews: (date: string) => `Dit word op ${date} hernu.`,
  ends: (date: string) => `Dit eindig op ${date}.`,
  allowance: (remaining: number, limit: number, resets: string) =>
    `U het nog ${remaining} van ${limit} versoeke vir hierdie maand oor; die telling begin weer op ${resets}.`,
  allowanceUnlimited: 'U lidmaatskap het geen maandelikse limiet op versoeke nie.',
  upcoming: (list: string) => `Wat voorlê: ${list}.`,
  noUpcoming: `U het niks bespreek vir die komende dae nie. ${OFFERS.arrangeSomething}`,
  requestsSummary: (count: number, list: string) =>
    `U het ${count} oop ${count === 1 ? 'versoek' : 'versoeke'}: ${list}.`,
  noOpenRequests: 'U het tans geen oop versoeke nie.',
  memory: (list: string) => `Dit is wat u my gevra het om te onthou: ${list}.`,
  noMemory:
    'Ek het nog niks oor u gestoor nie. Sê vir my wat u voorkeure is en ek sal aanbied om dit te onthou.',
  noMood:
    'Ek het nog geen gemoedslesings van u hierdie week nie. Skryf in die AI Journal of doen daar vinnig ’n inklok, dan kan ek u vertel hoe u week was.',
  moodWeek: (average: string, word: MoodWord, readings: number) =>
    `Hierdie week was u gemoed gemiddeld ${average} uit 10 oor ${readings} ${readings === 1 ? 'lesing' : 'lesings'}: ${word === 'great' ? '’n uitstekende week' : word === 'okay' ? '’n redelike week' : '’n moeilike week'}.`,
  energyAndStress: (energy: string, stress: string) =>
    `U energie was gemiddeld ${energy} en u stres ${stress} uit 10.`,
  lowMoodPerson:
    'U laaste paar lesings was laag. As u daaroor wil praat, is een van ons span hier vir u.',
  lowMoodJournal:
    'U laaste paar lesings was laag. Wees sag met uself; om in die joernaal te skryf kan help om te sien wat op u weeg.',

  // Life OS (ADR 064).
  ...OFFERS,
  away: (until: string) => `U is weg tot ${until}, so ek hou by wat u vra.`,
  wellnessOffer:
    "Sal 'n bietjie tyd vir uself help: 'n massering tuis, 'n jogaklas of 'n asemhalingsessie?",
  powerOffer:
    "Terwyl u hier is: moet ek die res van u dag reël, 'n bestuurder, 'n tafel of 'n sjef?",

  // A person, and what Aurum cannot answer.
  human:
    "Natuurlik. 'n Lid van ons konsiërgespan kan dit persoonlik oorneem: maak Human Concierge oop om hulle te bereik. Ek kan ook eers hier neerskryf wat u nodig het.",
  searchFallback:
    'Ek sukkel tans om u versoek te verwerk. Laat ek u eerder help om op Google na hierdie dienste te soek.',
  outOfScope:
    'Dit val buite wat ek kan reël, so laat ek u eerder help om op Google daarna te soek.',
};

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
