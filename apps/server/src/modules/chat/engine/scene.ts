/**
 * The parts of a long message that set the scene rather than ask (ADR 058, 079, 084): a greeting,
 * a sentence about the member or their guests with no word that asks, an introduction, how to
 * send the proposals, and someone's own travel ("they land at OR Tambo at 6", "we fly home on the
 * Tuesday after", "I will take them to the airport myself"), whose day, time and arrival place
 * the next transport request takes.
 */

/** Words that ask for something. */
export const ASKS_FOR =
  /\b(?:book|reserve|need|want|wants(?! to\b)|wanting|would like|would love|'d like|'d love|(?<!\b(?:they|uncles|kids|he|she|who|\w+s) )like (?:a|an|to)|love (?:a|an|to)|please|pls|plz|can (?:you|u|someone|somebody|i|we)|could (?:you|u|someone|somebody|i|we)|arrange|organi[sz]e|get (?:me|us|them|him|her)|sort (?:out|us|me)|find (?:me|us)|looking for|have (?:a|an)|send (?:a|an|us|me)|hire|require|keen on|(?<=\b(?:we're|i'm|we are|i am|just|they're|they are|mostly) )after (?:a|an)|fly (?:us|me|them|him|her|the \w+) (?:to|down|up|out|over|from|into|back))\b/i;
const SCENE_START =
  /^\s*(?:thanks|thank you|many thanks|cheers|hi|hello|hey|howzit|morning|right|ok|okay|quick (?:brief|note|one|update)|just so you know|fyi|good (?:morning|afternoon|evening)|dear|my|our|we|we're|we are|we'll|i|i'm|i am|i've|they|they're|they'll|he|he'll|she|she'll|it|it's|this|there|lots|so|will|nothing|nobody|no one|none of us|the \w+(?: \w+)? (?:will|are|is|can|can't|should|have|has|were|was|eat|eats|like|likes|love|loves))\b/i;
const INTRODUCTION =
  /^\W*(?:the |our |my )?plan is\W*$|\b(?:that'?s (?:it|all|everything)(?: for now)?\b|the following|as follows|here(?:'s| is) the plan|(?:a )?few things|everything at once|some things|a couple of things|a long one|a lot to ask|take care of|book the lot|the whole lot|sort (?:it|everything) out)\b/i;
const ABOUT_PROPOSALS =
  /\b(?:confirm|approve|send|check|show)\b.{0,40}\b(?:each|one by one|separately|one at a time|individually)\b|\b(?:don'?t|do not|never|please don'?t) (?:mention|tell|share|message|call|phone|say)\b|\b(?:pass (?:that|this|it) on|nothing else|invoice (?:me|the|my|our)|in (?:my|his|her|our|their|the) (?:\w+'s )?name)\b/i;

/** "For my Durban trip on the 12th", a heading: what the requests after it are for. */
const FOR_THE_TRIP =
  /^\s*for (?:my|our|the|his|her|their) (?:[\w'-]+ ){0,3}(?:trip|holiday|visit|weekend|getaway|stay)\b[^,;:]*:?\s*$|^\s*(?:my |our |the )?(?:[\w'-]+ ){0,2}(?:trip|holiday|getaway)(?: (?:next|this) (?:week|weekend|month))?\s*:?\s*$/i;
/** "Business trip, Umhlanga Ridge": why the member is there (and where), asking nothing. */
const ON_BUSINESS =
  /^\s*(?:it'?s |i'?m |we'?re )?(?:on )?(?:a |my |our )?(?:business|work) (?:trip|visit)\b(?:,?\s*(?:in |at )?[A-Z][\w' -]*)?\s*[.!]?\s*$/i;
/**
 * "Birthday celebration.", "It's for our anniversary", "My sister's hen party in Ballito on the
 * 16th", "Party at ours on Saturday!!": the occasion of a request, alone.
 */
const OCCASION_ONLY =
  /^\s*(?:it'?s |its |this is )?(?:for )?(?:a |an |my |our |her |his |their |the )?(?:\w+(?:'s)? )?(?:birthday|anniversary|celebration|farewell|graduation|engagement|promotion|wedding|(?:hen|bachelor|bachelorette|stag|kitchen tea|house|pool|garden) party|party(?= at (?:ours|our place|mine|my place)))(?: (?:celebration|treat|surprise))?(?:\s+(?:in|at|on)\s+(?:the\s+)?[\w' ]{2,30}?){0,2}\s*[.!]*\s*$/i;

/** "Spontaneous trip!": a trip announced, whose requests follow. */
const TRIP_ANNOUNCED =
  /^\W*(?:a |our |my )?(?:spontaneous|quick|last-minute|impromptu|surprise|big|little|short|mini) (?:trip|getaway|weekend|holiday|escape|break|road ?trip)\s*[!.]*\s*$/i;

/** "After the wedding on Saturday I'll be in no state to drive": the member, around an occasion. */
const AROUND_THE_OCCASION =
  /^\s*(?:after|before|during) (?:the|our|my|his|her|their) [^,]{2,60}?,? (?:i|we|he|she|they)(?:'ll| will|'m| am|'re| are)\b(?![^,]*\b(?:need|want|like|love)\b)/i;

/** Words of someone's own journey: said without asking, they tell where and when, not what to book. */
const TRAVELS =
  /\b(?:(?:my |our |the )?flight (?:out|home|back)? ?(?:is|leaves|departs|goes) (?:at|on|early|tomorrow)|(?:(?:my|our|his|her|their) flight|flight's|flight has) (?:got |was |is |has been |been )?(?:moved|changed|delayed|cancell?ed|rescheduled|brought forward)|travel(?:l)?ing|fly(?![- ]fishing)|flies|flying|flew|land|lands|landing|arrive|arrives|arriving|driving|drive (?:down|up|back|home)|heading (?:down|up|to|home|back|out)|visiting|coming (?:down|in|back home|home))\b/i;
/**
 * What the member or their guests see to themselves: "we will drive them ourselves", "no flight
 * for him" ("a Range Rover to drive ourselves" is a car asked for).
 */
const SEEN_TO =
  /\b(?:(?<!\bdrive (?:it )?)(?:myself|ourselves)|themselves|no (?:flights?|drivers?|cars?|hotels?|transfers?|lifts?) (?:for|needed)|(?:we|i)(?:'ll| will) (?:sort|handle|arrange|organi[sz]e)(?: out)? (?:that|it|those|this))\b/i;
/** "when I land", "once they arrive": a time for the request around it. */
const WHEN_CLAUSE =
  /\b(?:when|once|after|as soon as|before|until|by the time)\s+(?:i|we|they|he|she|you|my \w+|our \w+)(?:'ve| have)?\s+(?:land|lands|landed|arrive|arrives|arrived|get in|gets in|fly|flies)\b/gi;
/** Polite words around asking that ask for nothing yet: "I'd love your help", "I want it perfect". */
const NOT_ASKING =
  /,?\s*\bso\s+please(?=\W*$)|\b(?:want|wanting|would like|'d like|'d love|would love) to (?:impress|treat|spoil|surprise|celebrate|thank|welcome|wow|honour|honor|show (?:him|her|them) a good time)\b|\b(?:need (?:proper |some |a bit of |your |a little )?help(?: with (?:it|this|that|everything))?|(?:would|'d) (?:love|like|appreciate) (?:your|some|a bit of|a little) help|(?:want|would like|'d like|would love|'d love) (?:everything|it|this|things|all of it|(?:his|her|their|our|my|the) (?:trip|stay|visit|holiday|day|time|weekend)) to be|(?:we|i)(?:'ll| will) (?:sort|handle|arrange|organi[sz]e)(?: out)? (?:that|it|those|this)|want (?:to get |to have )?(?:everything|it all|all of it) (?:booked|sorted|done|arranged)|please (?:check|confirm|let me know|advise)(?: (?:that|this|it|for me))?|please keep (?:it|this|everything) (?:very |a )?(?:quiet|secret|a surprise|confidential|between us)|(?:would like|'d like|want) (?:you|aurum|your team|the team) to (?:put (?:it|this|everything) together|plan (?:it|this|everything))|need (?:a|some) (?:break|rest|breather|change of scene(?:ry)?)(?: from)?)\b/gi;

/** Whether the part tells of someone's journey or what they see to themselves, asking nothing. */
export function tellsOwnTravel(part: string): boolean {
  // "a car at King Shaka when I land": when the request is wanted, not a journey told.
  // "a chef at 7 for 10 because my cousins are driving through": the reason's journey asks nothing.
  const told = part
    .replace(WHEN_CLAUSE, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^(.{12,}?)\s*,?\s+\b(?:because|since)\b.*$/i, '$1');
  return (
    (TRAVELS.test(told) || SEEN_TO.test(told)) && !ASKS_FOR.test(told.replace(NOT_ASKING, ' '))
  );
}

/** "he thinks it's a quiet golf weekend with his dad": what someone believes, asking nothing. */
const BELIEVES =
  /\b(?:he|she|they|the (?:groom|bride|birthday (?:boy|girl))|(?:my|our) \w+) (?:thinks?|believes?|assumes?) (?:it'?s|it is|that|we(?:'re| are)|they(?:'re| are))\b/i;

/** "If the lodge needs passport details, please send them to my e-mail": a condition, then what. */
const CONDITION = /^\s*if\b[^,]*,\s*(.*)$/i;

/**
 * Whether a part of a long message sets the scene: its service words name no request. `names`
 * says whether words name a service (a condition sets the scene when what follows names none).
 */
export function setsTheScene(part: string, names?: (words: string) => boolean): boolean {
  const condition = part.match(CONDITION);
  if (condition && names && !names(condition[1]!)) return true;
  return (
    OCCASION_ONLY.test(part) ||
    TRIP_ANNOUNCED.test(part) ||
    AROUND_THE_OCCASION.test(part) ||
    FOR_THE_TRIP.test(part) ||
    ON_BUSINESS.test(part) ||
    ABOUT_PROPOSALS.test(part) ||
    BELIEVES.test(part) ||
    INTRODUCTION.test(part) ||
    tellsOwnTravel(part) ||
    (!ASKS_FOR.test(part.replace(NOT_ASKING, ' ')) && SCENE_START.test(part))
  );
}

/** Where a journey ends: the words after "land at", "arriving into", "get in to". */
export function arrivalWords(part: string): string | null {
  const match = part.match(
    /\b(?:land(?:s|ing)?|arriv(?:e|es|ing)|touch(?:es|ing)? down|get(?:s|ting)? in|fly(?:ing)? into|flies into)\s+(?:at|in|into|to|on)?\s*(.+)$/i,
  );
  return match ? match[1]! : null;
}

/** "He'll stay near us, so a hotel in Illovo": where someone will stay, said before the ask. */
const STAYS =
  /^\W*(?:he|she|they|we|i)(?:'ll| will|'s| is|'re| are|'m| am)? (?:stay|staying|be staying)\b/i;

/**
 * "We land at 6, so please have a driver waiting", "He'll stay near us, so a hotel in Illovo": the
 * scene-setting clause before ", so" and the request after it, as two parts (the clause alone
 * when no such join follows a journey or a stay).
 */
export function splitSceneFromAsk(sentence: string): string[] {
  const join =
    /,?\s+(?:so|and so)\s+(?=(?:please|pls|plz|can|could|would|we(?:'ll| will)? need|i(?:'ll| will)? need|they(?:'ll| will)? need|we'?d like|i'?d like|i would like|we would like|a|an)\b)/i;
  const match = sentence.match(join);
  if (!match) return [sentence];
  const before = sentence.slice(0, match.index);
  if (!tellsOwnTravel(before) && !STAYS.test(before)) return [sentence];
  return [before.trim(), sentence.slice(match.index! + match[0].length).trim()];
}
