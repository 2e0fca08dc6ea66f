import type { MoodWord } from '@aurum/shared/journal/journal-rules';
import type { ReplyTexts } from './reply-texts-en';

/**
 * The engine's sentences in isiZulu, as a South African concierge writes them. A request is
 * "isicelo" (class 7), so the frames agree with it ("si-": sikhansele, siqinisekisiwe); names
 * and Aurum's screens keep their spelling behind a hyphen ("ku-Request Status", "ngu-Chef
 * Sipho"). The pieces (a request, a date, a list) come from describe.ts in isiZulu.
 */
const OFFERS = {
  anythingElse: 'Ingabe kukhona okunye engingakuhlelela khona?',
  arrangeSomething: 'Ngingakuhlelela okuthile?',
  whatToArrange: 'Ngingakuhlelela ini?',
} as const;

export const ZU: ReplyTexts = {
  // Conversation.
  thanks: (name: string) => `Kuyintokozo${name ? `, ${name}` : ''}. ${OFFERS.anythingElse}`,
  greeting: (name: string) =>
    `Sawubona${name ? `, ${name}` : ''}! Ngingakuhlelela ini namuhla? Ngitshele ukuthi udingani, kuphi, futhi nini.`,
  capabilities:
    'Ngingumsizi wakho we-Aurum. Ngingakuhlelela ushefu ozimele, umshayeli ozimele, imoto kanokusho, i-villa noma ihhotela, isikebhe, itafula erestshurenti, imicimbi, ukuthenga okuzimele, uhambo, ezokuphepha nezinye izinsizakalo eziphambili noma kuphi eNingizimu Afrika. Ngingakwazi futhi ukukhansela, ukushintsha noma ukuhlola izicelo zakho, ngikutshele nangobulungu bakho. Ngitshele ukuthi udingani, kuphi, futhi nini.',
  askWhat:
    'Ngingajabula ukukusiza. Ungathanda ngikuhlelele ini (ushefu ozimele, umshayeli, i-villa, isikebhe...), kuphi, futhi nini?',
  memoryNoted: (value: string) =>
    `Ngibhalile: ${value}. Ngingakukhumbula yini lokhu ngesikhathi esizayo? Kugcine ngezansi, ngizokunaka.`,

  // New requests. `request` reads like "Ushefu Ozimele eConstantia ngoMgqibelo, 28 Novemba 2026 ngo-19:00".
  bestMatch: (request: string, provider: string) =>
    `Kulungile. Ngingakuhlelela ${request}. Okufaneleka kakhulu ngu-${provider}.`,
  options: (count: number, request: string, providers: string) =>
    `Kulungile. Ku-${request}, ${count === 1 ? 'nansi inketho eyodwa' : `nazi izinketho ezingu-${count}`}: ${providers}.`,
  noProvider: (service: string, area: string) =>
    `Angikwazanga ukuthola umhlinzeki oqinisekisiwe we-${service}${area ? ` wase-${area}` : ''} okwamanje. Qinisekisa isicelo ngezansi, ithimba lethu lizokutholela yena ngokwalo, noma useshe ku-Google.`,
  table: (request: string) =>
    `Kulungile. Ngizocela umsizi wethu wezokudla ukuthi akubhukhele ${request}.`,
  dietAdded: (what: string) => `Ngengeze ${what} esicelweni.`,
  foodAllergies: 'ukungezwani kwakho nokudla',
  dietaryNeeds: 'izidingo zakho zokudla',
  tellMissing: (what: string) => `Ngitshele ${what}, noma ukungeze lapho uqinisekisa.`,
  when: 'ukuthi nini',
  where: 'ukuthi kuphi',
  confirmBelow:
    'Sicela uhlole imininingwane engezansi bese uqinisekisa, noma uyilungise kuqala. Akukho okubhukhwayo uze uqinisekise.',
  several: (count: number, list: string) =>
    `Ngizwe izicelo ezingu-${count}: ${list}. Ngasinye sinekhadi laso ngezansi: ziqinisekise ngasinye ngasinye, noma ulungise noma yisiphi kuqala. Akukho okubhukhwayo uze uqinisekise.`,

  // Follow-ups on the open proposal.
  proposalUpdated: (request: string) =>
    `Kunjalo. Ngibuyekeze isiphakamiso: ${request}. Sicela usihlole ngezansi bese uqinisekisa.`,
  nothingToChange:
    'Angiqinisekile ukuthi ngishintshe ini. Ngitshele usuku olusha, isikhathi, indawo noma inani labantu.',

  // Acting on existing requests. `request` reads like "isicelo sakho (Ushefu Ozimele) sangoMgqibelo, 28 Novemba 2026 eConstantia".
  cancelPropose: (request: string) =>
    `Ngingakhansela ${request}? Qinisekisa ngezansi ngizosikhansela; akukho okushintshayo uze uqinisekise.`,
  changePropose: (request: string, changes: string) =>
    `Ngingashintsha ${request} kube ${changes}? Qinisekisa ngezansi ngizokwazisa umhlinzeki; akukho okushintshayo uze uqinisekise.`,
  notChangeable: (request: string, status: string) =>
    `${capitalise(request)} ${status}, ngakho-ke angeke sisashintshwa noma sikhanselwe lapha. Ithimba lethu lingakusiza: sivule ku-Request Status.`,
  noSuchRequest:
    'Angikwazanga ukuthola isicelo sakho esifanayo. Ungazibona zonke ku-Request Status, noma ungitshele insizakalo nosuku.',
  noRequests: `Awukabi nazo izicelo okwamanje. ${OFFERS.whatToArrange}`,
  whichOne: (count: number) => `Unezicelo ezingu-${count} ezingase zifaneleke. Usho esiphi kuzo?`,
  statusOf: (request: string, status: string) => `${capitalise(request)} ${status}.`,
  providerSaid: (provider: string, said: string) => `U-${provider} uthe: "${said}"`,
  providerAssigned: (provider: string) => `U-${provider} uyasinakekela.`,
  noProviderYet:
    'Akukabi khona umhlinzeki ophendulile: ngizokwazisa ku-Request Status ngokushesha uma omunye ephendula.',
  cancelled: (request: string) => `Kwenziwe: ngikhansele ${request}.`,
  changed: (request: string) =>
    `Kwenziwe: ngishintshe ${request}. Umhlinzeki unemininingwane emisha.`,
  choiceCancel: (request: string) => `Khansela ${request}`,
  choiceChange: (request: string) => `Shintsha ${request}`,
  choiceStatus: (request: string) => `Sinjani ${request}?`,
  theOtherOne: (request: string) => `Kunjalo, usho ${request}.`,
  noOtherOne:
    'Nginalesi kuphela engqondweni. Ngitshele ukuthi usho siphi isicelo: insizakalo nosuku.',
  cancelledTitle: 'Isicelo Sikhanseliwe',
  changedTitle: 'Isicelo Sibuyekeziwe',

  // The member's own data.
  tier: (label: string) => `Ubulungu bakho: ${label}.`,
  trialEnds: (date: string) => `Isikhathi sakho sokuzama siphela ngalolu suku: ${date}.`,
  renews: (date: string) => `Buzovuselelwa ngalolu suku: ${date}.`,
  ends: (date: string) => `Buphela ngalolu suku: ${date}.`,
  allowance: (remaining: number, limit: number, resets: string) =>
    `Usele nezicelo ezingu-${remaining} kwezingu-${limit} kule nyanga; isibalo siqala kabusha ngalolu suku: ${resets}.`,
  allowanceUnlimited: 'Ubulungu bakho abunawo umkhawulo wanyanga zonke wezicelo.',
  upcoming: (list: string) => `Okuzayo: ${list}.`,
  noUpcoming: `Awunalutho olubhukhiwe ezinsukwini ezizayo. ${OFFERS.arrangeSomething}`,
  requestsSummary: (count: number, list: string) =>
    count === 1
      ? `Unesicelo esisodwa esivulekile: ${list}.`
      : `Unezicelo ezivulekile ezingu-${count}: ${list}.`,
  noOpenRequests: 'Awunazo izicelo ezivulekile okwamanje.',
  memory: (list: string) => `Nakhu ongicele ukuthi ngikukhumbule: ${list}.`,
  noMemory:
    'Angikabi nalutho olulondoloziwe ngawe. Ngitshele okuthandayo, bese ngicela ukukukhumbula.',
  noMood:
    'Angikabi nakho ukufundwa kwemizwa yakho kuleli sonto. Bhala ku-AI Journal noma wenze ukuhlola okusheshayo lapho, ngizokwazi ukukutshela ukuthi iviki lakho lihambe kanjani.',
  moodWeek: (average: string, word: MoodWord, readings: number) =>
    `Kuleli sonto imizwa yakho ibe ngu-${average} kwangu-10 ngokwesilinganiso, ekufundweni okungu-${readings}: ${word === 'great' ? 'iviki elihle kakhulu' : word === 'okay' ? 'iviki elilungile' : 'iviki elinzima'}.`,
  energyAndStress: (energy: string, stress: string) =>
    `Amandla akho abe ngu-${energy} nokucindezeleka ngu-${stress} kwangu-10.`,
  lowMoodPerson:
    'Ukufundwa kwakho kwakamuva kuphansi. Uma ungathanda ukukhuluma ngakho, omunye weqembu lethu ukhona ukuze akusize.',
  lowMoodJournal:
    'Ukufundwa kwakho kwakamuva kuphansi. Zinakekele; ukubhala ejenali kungakusiza ubone okukuhlupayo.',

  // Life OS (ADR 064).
  ...OFFERS,
  away: (until: string) =>
    `Awukho kuze kube ngu-${until}, ngakho ngizogxila kulokho okucelayo kuphela.`,
  wellnessOffer:
    'Ingabe isikhathi sokuzinakekela singasiza: ukubhucungwa ekhaya, isifundo sejoga noma ukuphefumula?',
  powerOffer:
    'Ngenkathi ulapha: ngingakuhlelela lonke usuku lwakho, umshayeli, itafula noma umpheki?',

  // A person, and what Aurum cannot answer.
  human: `Kunjalo. Ilungu lethimba lethu lingakuthatha lokhu ngokwalo: vula i-Human Concierge ukuze ulithole. Ngingabhala kuqala lapha ukuthi udingani.`,
  searchFallback:
    'Nginenkinga yokucubungula isicelo sakho okwamanje. Ake ngikusize ukusesha lezi zinsizakalo ku-Google.',
  outOfScope:
    'Lokho kungaphandle kwalokho engingakuhlela, ngakho ake ngikusize ukukusesha ku-Google.',
};

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
