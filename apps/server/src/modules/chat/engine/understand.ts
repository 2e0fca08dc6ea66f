import { detectLanguage, glossToEnglish } from './language/language';
import { readMemoryStatement } from './memory-statements';
import { inOwnWords } from './own-notes';
import { keywordTopics } from './question-keywords';
import {
  ASKS_FOR_A_PERSON,
  ASKS_WHAT_AURUM_DOES,
  GENERAL_QUESTION,
  NEVER_A_REQUEST,
  OUT_OF_SCOPE,
  PERSON_NAMED,
  REACHED,
  questionTopics,
  SMALL_TALK_QUESTION,
} from './questions';
import type { Intention, Situation, Understanding } from './understanding';
import { type LearnedReaders, learnedReaders } from './learned/learned-readers';
import { secondOpinion } from './learned/second-opinion';

import { eachDay } from './each-day';
import { newRequests } from './new-requests';
import { readPart } from './read-part';
import { SCRAP_ITEM } from './part-words';
import type { RequestReading } from './read-request';
import { actionOf, refersToRequest, SMALL_TALK, wordCount } from './existing-requests';
import { followUpOf, noteForOpenProposal } from './open-proposal-follow-ups';

/**
 * What a member's message asks of the assistant (pure: no database, no network; the member's
 * requests and the open proposal come in `situation`): an action on their requests, a follow-up
 * on the open proposal, a question about their own data, a person, one or more new requests, a
 * question Aurum cannot answer, or conversation. Afrikaans and isiZulu are read through their
 * English gloss; the member's own words are kept for the requests.
 */
export function understand(
  text: string,
  situation: Situation,
  readers: LearnedReaders | null = learnedReaders(),
): Understanding {
  const language = detectLanguage(text);
  const english = glossToEnglish(text, language)
    .replace(/[’‘`]/g, "'")
    .replace(ONE_AGAIN, 'my $1$2a new $1');
  const multilingual = language !== 'en';
  const ruled = intentionOf(english, text, multilingual, situation);
  const intention = readers
    ? secondOpinion(ruled, { english, original: text, multilingual, situation }, readers)
    : ruled;
  return { ...inOwnWords(intention, text, english, language), language };
}

/** "my flight changed. ... a new one from King Shaka": a new one of the thing that changed. */
const ONE_AGAIN =
  /\bmy (flight|hotel|room|booking)\b(?=[^.!?]*\b(?:changed|moved|cancell?ed|delayed|got \w+|fell through)\b)(.*?)\ba new one\b/i;

/** Booking words: a message with them asks for something, whatever else it says. */
const BOOKING =
  /\b(?:book|reserve|need|want|arrange|organi[sz]e|get me|find me|send|hire|(?:can|could) (?:we|i) get into)\b/i;
/** "Show me the requests ...", "list my bookings": a list of the member's own asked for. */
const SHOW_LIST =
  /^\s*(?:please\s+)?(?:show|list)(?: me)? (?:all )?(?:the |my )?(?:requests|bookings)\b/i;
/**
 * "... or only drivers and chefs", "is visa paperwork something you can help with": whether Aurum
 * does a service at all.
 */
const ASKS_IF_AURUM_DOES =
  /\bor (?:only|just)\b|\bsomething (?:you|aurum) (?:can|could) (?:help(?: me)? with|do|arrange|handle|assist with)\b/i;
/** "Can you plan it for us?": the member asks Aurum to do it. */
const ASKS_YOU_TO =
  /\b(?:can|could|would|will) (?:you|julle|u) (?:please )?(?:help (?:us |me )?)?(?:plan|organi[sz]e|arrange|sort out|handle|set up|put together)\b/i;
/** "We want to eat before the rugby": wanting to do something, which books nothing. */
const WANTS_TO_DO = /\bwant to (?!book|reserve|hire|arrange)\w+/gi;
/** Words with which a member asks about their own data. */
const ABOUT_ME =
  /\b(?:my|mine|do i|am i|have i|did i|i have|i've|show me|list|remind me|tell me)\b/i;

/** "are you a real person or a bot": what Aurum is, not a person asked for. */
const ASKS_IF_A_BOT =
  /^\s*(?:so\s+|hey,?\s+|hi,?\s+)?(?:are you|is (?:this|it)) (?:a |an )?(?:real|actual|human|bot|robot|ai|person|machine)\b(?!.*\b(?:want|need|speak|talk|call|connect|transfer)\b)/i;

/** "Can you cancel bookings for me, or must I phone someone?": what Aurum does, asked. */
const ASKS_IF_IT_CAN =
  /\b(?:can|could|are) you(?: also| even| able to)* (?:cancel|change|book|move|handle|arrange)\b.*\bor (?:must|do|should|would|will) i (?:have to |need to )?(?:phone|call|ring)\b/i;

/** Words that name a person whatever service words stand beside them. */
const STRONG_PERSON = /\b(?:a human|real person|live agent|an agent|a person)\b/i;

/** "Sunday week rather, the forecast is bad": what is asked, then why. */
const REASON_AFTER_CHANGE = /^([^,.;?]+)[,.;?]\s*(.+)$/;

/** ", I want to beat the": the reason's own first words, left before the out-of-scope ones. */
const WANTS_TO_BEAT =
  /[,;.]?\s*(?:i|we) (?:want|need|have|'d like) to (?:beat|avoid|miss|dodge)(?: the)?\s*$/i;

/** Above this many words, a message that books something is a list of new requests. */
const ITINERARY_WORDS = 60;

/**
 * "... dinner for 12. Oh make it 14", "a helicopter flip ... but honestly scrap that": a member
 * correcting what they asked in the same message, not a request of theirs already filed.
 */
const OWN_CORRECTION =
  /(?:^|[.!?;,:—–]\s*|\bbut\s+)(?:(?:oh|actually|sorry|wait|honestly|no|so)[,!]?\s+)*(?:make it \d|(?:scrap|forget|drop|ditch|nix|skip) (?:that|this)\b)/i;

/** "... a driver from Lanseria at 10, .... Oh and forget the driver": a service of this message. */
const TAKEN_BACK_SERVICE =
  /[.!?,;]\s*(?:(?:oh|and|actually|sorry|no|but|wait)[,!]?\s+)*(?:forget|scrap|drop|skip|ditch|nix) the ([a-z]+)\b/i;

/** "... actually scrap the boat, she gets seasick", "so no need for that one": said in passing. */
const SCRAPPED_IN_PASSING =
  /\b(?:scrap|forget|skip|ditch|nix|drop) (?:the|that|this)\b|\bno need for (?:that|this|the) \w+/i;

/**
 * Whether the member corrects what they ask in this very message: a correction ("Oh make it
 * 14"), a service asked for earlier taken back ("a driver ... Oh and forget the driver"), or, in
 * a long itinerary without "cancel", something scrapped in passing.
 */
function correctsOwnAsk(english: string, itinerary: boolean): boolean {
  if (OWN_CORRECTION.test(english)) return true;
  const taken = english.match(TAKEN_BACK_SERVICE);
  // ("Saturday: chef for 10 ..., no wait, scrap the chef": asked under a heading, too.)
  const asked =
    taken && new RegExp(String.raw`(?:\ban? (?:[\w-]+ ){0,2}|^[^:]{0,30}:\s*)${taken[1]}\b`, 'i');
  if (asked && asked.test(english.slice(0, taken.index))) return true;
  return itinerary && SCRAPPED_IN_PASSING.test(english) && !/\bcancel/i.test(english);
}

/** A service named as something already booked ("any events coming up that I RSVPd to?"). */
const ABOUT_BOOKINGS = /\b(?:coming up|upcoming|booked|rsvp'?d?|on the cards|lined up)\b/i;

/** Plural words, or two named together, that ask about several requests rather than one. */
const ALL_OF_THEM =
  /\b(?:providers|suppliers|vendors|anyone|any of (?:the|my) \w+|(?:my|all|any of my) (?:bookings|requests)|the [\w-]+ and the [\w-]+)\b/i;

/** "are the shark spotters flying the white flag ...": a question, though it has no mark. */
const YES_NO_QUESTION = /^\s*(?:are|is|was|were|do|does|did|has|have|will|would|should)\b/i;

/**
 * Whether a message naming a service asks for it, whatever else it names ("maths", "traffic"):
 * booking words, or a day, hour or place for it in words that ask no question.
 */
function asksForService(english: string, whole: RequestReading): boolean {
  if (BOOKING.test(english)) return true;
  const { date, time } = whole.when;
  return (
    !GENERAL_QUESTION.test(english) &&
    !YES_NO_QUESTION.test(english) &&
    (date !== null || time !== null || !!whole.where)
  );
}

function intentionOf(
  english: string,
  original: string,
  multilingual: boolean,
  situation: Situation,
): Intention {
  const { now } = situation;
  if (ASKS_IF_IT_CAN.test(english)) return { kind: 'question', topics: ['capabilities'] };
  if (ASKS_FOR_A_PERSON.test(english) && !ASKS_IF_A_BOT.test(english)) return { kind: 'human' };
  const whole = readPart(english, now, original);
  const newService = whole.intent?.serviceType ?? null;
  const person = PERSON_NAMED.test(english) && REACHED.test(english);
  // "transfer me to a human": the words of a service, but a person asked for.
  if (person && (STRONG_PERSON.test(english) || (!newService && !situation.openProposal))) {
    return { kind: 'human' };
  }
  const refers = refersToRequest(english, situation);
  // "Sunday week rather, the forecast is bad": a change to the open proposal, then its reason.
  const reason = english.match(REASON_AFTER_CHANGE);
  // "re Woodstock tonight, bump it 45 min later pls, traffic on the N1 is a joke": the same.
  if (reason && !OUT_OF_SCOPE.test(reason[1]!) && OUT_OF_SCOPE.test(reason[2]!)) {
    // ("Monday, same time - it's a public holiday": the service words are the reason's.)
    const asksFor = readPart(reason[1]!, now, reason[1]!).intent?.serviceType ?? null;
    const changed = followUpOf(reason[1]!, situation, asksFor);
    if (changed) return changed;
    const asked = english.slice(0, english.search(OUT_OF_SCOPE)).replace(/[\s,.;]+$/, '');
    // ("Earlier please, 7am, I want to beat the traffic": the change runs past the first comma.)
    const changedMore = followUpOf(asked.replace(WANTS_TO_BEAT, ''), situation, asksFor);
    if (changedMore) return changedMore;
    const acted = actionOf(asked, situation);
    if (acted) return acted;
  }
  if (
    NEVER_A_REQUEST.test(english) ||
    (OUT_OF_SCOPE.test(english) &&
      (!refers || !actionOf(english, situation)) &&
      (!newService || !asksForService(english, whole)))
  ) {
    return { kind: 'out_of_scope' };
  }
  const followUp = followUpOf(english, situation, newService);
  if (followUp) return followUp;
  const topics = questionTopics(english);
  // Words of a topic in a question about the member, where no pattern fits; never in a booking.
  const guessed =
    topics.length || BOOKING.test(english) || (newService && !ABOUT_BOOKINGS.test(english))
      ? []
      : keywordTopics(english);
  const asked = topics.length ? topics : guessed;
  // "What did the providers say about my bookings?": all of them, a question, not one request.
  if (asked.includes('provider_said') && ALL_OF_THEM.test(english)) {
    return { kind: 'question', topics: asked };
  }
  // "Show me the requests that were declined or cancelled": the list, whatever it names.
  if (topics.includes('requests') && SHOW_LIST.test(english)) return { kind: 'question', topics };
  // "..., 3. Security from 6pm. Actually scrap number 3": an item of this message, not a request.
  const action = newService && SCRAP_ITEM.test(english) ? null : actionOf(english, situation);
  // A long message that books several things ("... water in the car ...", "tell me what you can
  // do") asks for them, unless it cancels.
  // A long list of requests with no booking word ("First, a villa ... Second, a driver ...")
  // books them too.
  const several = () => newRequests(english, original, multilingual, now).length >= 2;
  const itinerary =
    newService && wordCount(english) > ITINERARY_WORDS && (BOOKING.test(english) || several());
  // "a boat on Saturday and a chef on Sunday. Sorry, make the boat 10am": the change is of a
  // request asked in the same message, not of one already filed.
  const booksSeveral = () => BOOKING.test(english.replace(WANTS_TO_DO, ' ')) && several();
  // A change that finds no request of the member's, beside several new ones, is of its own ask;
  // "any news on the villa yet? we need to book flights" asks after the villa.
  const changesOwnAsk =
    action?.kind === 'act' &&
    ((action.action === 'change' &&
      (itinerary || booksSeveral() || (action.candidates.length === 0 && several()))) ||
      (action.action === 'status' && itinerary) ||
      (action.action !== 'status' && correctsOwnAsk(english, !!itinerary) && several()));
  if (action && !changesOwnAsk) return action;
  // "can you book spa treatments or only drivers and chefs": what Aurum does, asked.
  const whatItDoes =
    topics.length === 1 && topics[0] === 'capabilities' && ASKS_IF_AURUM_DOES.test(english);
  if (topics.length && (!newService || ABOUT_ME.test(english) || whatItDoes) && !itinerary) {
    return { kind: 'question', topics };
  }
  if (guessed.length && !itinerary) return { kind: 'question', topics: guessed };
  if (
    newService &&
    ASKS_WHAT_AURUM_DOES.test(english) &&
    !whole.when.date &&
    !whole.where &&
    !whole.partySize
  ) {
    return { kind: 'question', topics: ['capabilities'] };
  }
  if (newService) {
    // ("... on Monday and Tuesday at 7am": one a day.)
    const readings = eachDay(newRequests(english, original, multilingual, now), english, now);
    if (readings.length) return { kind: 'new', readings };
    // "My gran turns 90 and we want a big lunch ... Can you plan it for us?": no sentence names
    // enough on its own; the whole message asks for one.
    if (BOOKING.test(english) && ASKS_YOU_TO.test(english))
      return { kind: 'new', readings: [whole] };
  }
  // "Can you cancel or change bookings for me too, or only make new ones?": what Aurum does.
  if (ASKS_WHAT_AURUM_DOES.test(english) && /\b(?:cancel|change|book)\w*\b/i.test(english)) {
    return { kind: 'question', topics: ['capabilities'] };
  }
  const note = noteForOpenProposal(english, original, situation);
  if (note) return note;
  if (
    GENERAL_QUESTION.test(english) &&
    !SMALL_TALK_QUESTION.test(english) &&
    !SMALL_TALK.test(english) &&
    !readMemoryStatement(english)
  ) {
    return { kind: 'out_of_scope' };
  }
  return { kind: 'conversation' };
}
