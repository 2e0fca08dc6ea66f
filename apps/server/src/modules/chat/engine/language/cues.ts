/**
 * Words that tell Afrikaans and isiZulu from English, in three weights:
 * - content words carry a request's meaning (a day, a time, a service, a verb, a number): one is
 *   enough to answer in that language ("book a chef vir môre aand");
 * - function words ("ek", "vir", "sami") count, but one alone does not decide (a restaurant
 *   called "Die Kombuis");
 * - courtesy words ("dankie", "ngiyabonga") decide alone only in a short message: "Book me a
 *   table for 2 tonight, dankie" is English with thanks.
 * None of them is English, and South African English words of Afrikaans or isiZulu origin
 * ("lekker", "braai", "bakkie", "jol", "eish", "yebo", "howzit", "ja", "shame") are left out: a
 * member who writes them writes English.
 */
export type CueWeight = 'content' | 'function' | 'courtesy';

const words = (list: string) => list.trim().split(/\s+/);

const AF_CONTENT = words(`
  vandag môre oormôre oormore vanaand vanoggend vanmiddag vannag aand oggend middag naweek
  volgende hierdie maandag dinsdag woensdag donderdag vrydag saterdag sondag saans soggens
  twee drie vier vyf ses sewe agt nege tien twaalf twintig mense persone gaste
  sjef sjefs kok bestuurder bestuurders drywer kar karre huis gastehuis blyplek verblyf seiljag
  sekuriteit lyfwag lyfwagte tafel eetplek aandete ete middagete ontbyt partytjie troue
  verjaarsdag inkopies vlug vlugte lughawe kaartjies wynroete wyntoer wynplaas wynproe kerk
  kanselleer kanseleer verander skuif verskuif bespreek bespreking reël soek nodig benodig
  hoeveel versoek versoeke lidmaatskap vlak hernu praat iemand hoef kry stuur huurmotor huurkar
  vakansie vakansiehuis spyseniering oplaai aflaai uur agtuur seweuur negeuur kwart
  januarie februarie maart mei junie julie augustus oktober desember
  troudag sonsondergang ontmoet stilis vegetariese afrigter hernuwingsdatum jagmaatskappy bui
  kersdag kersfees oujaarsaand nuwejaarsdag opgelaai gewen gisteraand bedoel goud
  hoekom afgekeur gister spyseniers geleentheidsbeplanning bevestig beplan lidmaatskapvlak ander
  plek halfses halfsewe halfagt halfnege halftien halfelf halftwaalf
  proeftyd verby kluis dokumente weervoorspelling belastingopgawe walvisboot
  eenuur tweeuur drieuur vieruur vyfuur sesuur tienuur elfuur twaalfuur kaapstad nou
`);
const AF_FUNCTION = words(`
  ek ons jy julle hulle die 'n vir nie het wil kan sal asb waar wanneer watter wat dit daar
  graag eerder eintlik ook dalk nog maar om dan
`);
const AF_COURTESY = words(`asseblief dankie baie hallo goeie goeiemôre goeienaand totsiens`);

const ZU_CONTENT = words(`
  kusasa namuhla namhlanje ngomuso ntambama ekuseni ebusuku kusihlwa emini ngomhlomunye
  impelasonto ngempelasonto elizayo ezayo isonto ngesonto
  umpheki ushefu umshayeli imoto izimoto isikebhe unogada onogada ukuphepha itafula
  irestshurenti irestorenti isidlo umcimbi iphathi umshado ukuthenga ibhanoyi indiza
  isikhumulo esikhumulweni sezindiza abantu ababili abathathu abane abahlanu isicelo izicelo
  ngesicelo ubulungu izinga ngicela sicela ngiyacela ngifuna sifuna ngidinga sidinga
  ukukhuluma nomuntu umuntu ngingakanani zingaki ezisele sikuphi ozimele indlu yokuhlala
  ihhotela ekhaya indawo yokudla kanokusho susa ususe uhambo
  kuleli engizoba ungangenzelani ngisele nezicelo ezingaki kwenzekeni ingabe hhayi
  ungangisiza ngani kuzoba sizoba kuthiwani omunye oyikhumbulayo ngami ongangenzela
  ungixhumanise usevumile ozohlela ungitshele isigaba engiyibhukhile amathikithi endiza
  esikhundleni yiziphi izinto kanjani nini osuka esuka ngikhokhele bengizizwa ngabe yimalini
  ungishayele ngishayele ucingo
  empeleni yenza ikhona iziphi ezisavulekile engiphendulile ukhumbulani malibe akeze
  ipasipoti isipho edinini tshela sesibane
  ngibonise zonke abahlinzeki bathini uyakwazi ukubona amadokhumenti ngiyilungu buphela kusukela
  ngifika ngendiza ukuhlikihla umzimba ningasisiza ukuwuhlela nhlolanja ukushona kwelanga
  umlungisi wezinwele ezinsukwini kwemifino umqeqeshi wokuzivocavoca lasekuseni sokugcina umoya
  sekhaya kungani kunalokho ifika ubani owine umdlalo izolo bengisho izivakashi azidli inyama
  olandelayo ongakwazi ukungenzela njengomsizi kwenzenjani ngezokuphepha bangenqabeleni besinjani
  somoya sokuzama siphela wesikole ngomsebenzi
  inhloko ephi noma wamabokke okuqinisekisiwe kusahamba ngingedwa
  singaba okwangempelasonto kusekhona esisalindile ngiphe iresiphi ngibhale incwadi
  sibabili sibathathu sibane sibahlanu siyisithupha siyisikhombisa siyisishiyagalombili
  siyisishiyagalolunye siyishumi
  bekunjani ukuzizwa kulezi zinsuku izinwele uthisha wezibalo engikubhukhile eqinisekisiwe isahamba
  nomoya onjani emasontweni edlule ongangisiza ngayo ngiyibala intela igalofu sisihlanu ozongithengela
  uyakhumbula angiyidli ingulube ongayenza hlelo kulolu ungihumushele musho usemtholile
  kungakanani phezu emngcwabeni ngisuka sigubha kungaba
`);
const ZU_FUNCTION = words(
  `sami wami yami lami bami zami futhi kodwa wena kimi lapha manje ukuya amaphuzu omdlalo athini`,
);
const ZU_COURTESY = words(`ngiyabonga siyabonga sawubona sanibonani unjani kunjani kakhulu molo`);

const table = (content: string[], functionWords: string[], courtesy: string[]) =>
  new Map<string, CueWeight>([
    ...courtesy.map((word) => [word, 'courtesy'] as const),
    ...functionWords.map((word) => [word, 'function'] as const),
    ...content.map((word) => [word, 'content'] as const),
  ]);

export const AF_CUES = table(AF_CONTENT, AF_FUNCTION, AF_COURTESY);
export const ZU_CUES = table(ZU_CONTENT, ZU_FUNCTION, ZU_COURTESY);

/** Afrikaans words made of a day and a part of it: "Vrydagaand", "môreoggend". */
export const AF_COMPOUND =
  /^(maandag|dinsdag|woensdag|donderdag|vrydag|saterdag|sondag|môre|more)-?(oggend|middag|aand|nag)$/u;

/**
 * isiZulu words by their shape: a day or a time after "ngo-" / "nge-" ("ngoMgqibelo", "ngo-8"
 * is read as a number), a verb stem of the concierge's actions ("ukhansele", "ngibhukhele").
 */
export const ZU_SHAPES = [
  /^ng[aeiou]\p{L}{3,}[aeiou]$/u,
  /khansel|bhukh|shintsh|guqul|hlehlis|qinisek/u,
  // "sibayi-12", "sesibangu-8": we are (now) 12, 8 (the number is its own word).
  /^(?:se)?si(?:ba)?(?:yi|ngu|ngama)$/u,
  // "ngo-10", "yangeSonto": a time, a day owned by a noun (a day, not any word: "Langebaan").
  /^ng[aeo]-[\p{L}\d]/u,
  // "i-dinner", "i-villa": an English noun behind the class prefix.
  /^i-\p{L}{3,}/u,
  /^o?(?:ya|wa|la|sa|za|lwa|kwa|ba)ng(?:esonto|o(?:msombuluko|lwesi|mgqibelo|mhla|khisimusi))/u,
];
