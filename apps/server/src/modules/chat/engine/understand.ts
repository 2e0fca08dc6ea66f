import { withoutMedicine } from '@aurum/shared/medical/shared-with-providers';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { namesDay } from './day-words';
import { detectLanguage, glossToEnglish } from './language/language';
import { readMemoryStatement } from './memory-statements';
import {
  ASKS_FOR_A_PERSON,
  ASKS_WHAT_AURUM_DOES,
  GENERAL_QUESTION,
  OUT_OF_SCOPE,
  questionTopics,
  SMALL_TALK_QUESTION,
} from './questions';
import { readRequest, type RequestReading } from './read-request';
import { adjustChanges, hasChanges, readChanges, splitChange } from './request-changes';
import { findRequests, LAST, namedKinds, namesAProvider } from './request-references';
import { splitMessage } from './split-requests';
import type { Intention, Situation, Understanding } from './understanding';

/** Words that cancel an existing request. */
const CANCEL =
  /\b(?:cancel+(?:l?ed|ling)?|cancle|cansel|kancel|call (?:it |the \w+ |off the \w+)?off|scrap|kill|ditch|nix|no longer need|won'?t need|withdraw|abort|forget (?:about )?(?:my|the))\b|\bdon'?t need\b.{0,60}\bany ?(?:more|longer)\b/i;
/** Words that change an existing request. */
const CHANGE =
  /\b(?:change|move|reschedule|re-schedule|shift|push|postpone|bring (?:it |\w+ )?forward|delay|update|amend|switch|make|instead|rather|should be|now|add|tell|let (?:the|my|them)|ask (?:for|them|the)|start|earlier|later|more (?:people|guests|persons?)|fewer|less people|extra)\b/i;
/** Words that ask how an existing request is going. */
const STATUS =
  /\b(?:status|update on|any (?:news|word|update)|progress|confirmed yet|been confirmed|is\b.{1,50}\b(?:confirmed|booked|sorted|arranged|on track|still on|happening|ready)|has\b.{1,50}\b(?:confirmed|replied|answered|responded|accepted|been (?:confirmed|booked|sorted))|what'?s? (?:is )?happening with|what happened (?:to|with)|why (?:was|is|has|did)|how'?s? (?:is )?(?:my|the) .{1,30}(?:going|looking|coming)|where (?:is|are) (?:my|we with)|what did (?:the |my )?\w+ say|did (?:the |my |anyone |any\w* )?\w* ?(?:confirm|reply|answer|respond|accept)|check on|follow up on|heard back|still on|(?:is there|any) (?:\w+ )?update|confirmed\b[^.!]*\?)/i;
/** A reference to a request the member already made. */
const MY_REQUEST =
  /\b(?:my|the|our|that|this)\s+(?:[\w&'-]+\s+){0,3}?(?:requests?|bookings?|reservations?|orders?|chef|cook|driver|chauffeur|pick ?-?up|transfer|table|villa|yacht|boat|cruise|charter|car|trip|flights?|events?|party|security|guards?|bodyguard|stay|accommodation|suite|lodge|room|hotel|shopping|shopper|stylist|dinner|lunch|breakfast|nanny|planner|photographer)s?\b/i;
/** "tomorrow's pick-up", "tonights table": a request named by its day. */
const DAY_OWNED =
  /\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)'?s\b/i;
/** "my", "our": the member's own, even when Aurum finds no such request. */
const OWN = /\b(?:my|our)\b/i;
/** "no, the other one": the open proposal's alternative. */
const THE_OTHER =
  /\b(?:the other (?:one|request|booking)?|other one|not (?:that|this) one|wrong one|wrong \w+|i meant|i mean|the one (?:next|on|for|in|at))\b/i;
/** Words that open a follow-up on the proposal just made. */
const FOLLOW_UP =
  /^\s*(?:no[,.!]?\s+|nope[,.!]?\s+|actually[,.!]?\s+|sorry[,.!]?\s+|oh[,.!]?\s+|wait[,.!]?\s+|hmm[,.!]?\s+|and\s+|but\s+|rather\s+|ok(?:ay)?[,.!]?\s+|also[,.!]?\s+|please\s+|can you\s+|could you\s+)*(?:make (?:it|that|this)|change (?:it|that|this)|can (?:we|you) (?:make|do) (?:it|that)|let'?s (?:do|make|say)|(?:move|push|shift) (?:it|that)|for\b|at\b|on\b|in\b|same\b.*\bbut\b|instead\b|rather\b|we(?:'ll| will)? be\b|there (?:will|'ll) be\b|add\b|an? (?:hour|day|week)|half an hour|\d+ min)/i;
const INSTEAD = /\b(?:instead|rather|actually)\b/i;
/** Asking for something new even when a proposal is open. */
const NEW_REQUEST =
  /\b(?:also need|another|a second|as well as|book (?:me |us )?(?:a|an)|i need (?:a|an)|i want (?:a|an)|get me (?:a|an)|arrange (?:a|an))\b/i;
/** A restaurant table: the request is of type 'other' and goes to dining providers. */
const DINING = [
  /\btables?\s+(?:for|at|4|in)\b/i,
  /\b(?:book|reserve|get|find|need|want|organi[sz]e|grab|arrange)\b.{0,40}\btables?\b/i,
  /\brestaurants?\b/i,
  /\b(?:dinner|lunch|breakfast|brunch) (?:booking|reservation)s?\b/i,
  /\b(?:booking|reservation) at\b/i,
  /\bbook (?:us |me )?in at\b/i,
  /\b(?:book|reserve)\b.{0,10}\b(?:dinner|lunch|breakfast|brunch)\b(?!.{0,30}\b(?:chef|cook|caterer)\b)/i,
  /\b(?:dinner|lunch|breakfast|brunch) for (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?:.{0,20}\b(?:at|in)\b)(?!.{0,30}\b(?:home|house|villa|my place|our place)\b)/i,
];
/** "book La Colombe for 2", "book The Saxon for dinner": a named place, booked for people or a meal. */
const NAMED_TABLE =
  /\b(?:book|reserve)\s+(?:us\s+|me\s+)?(?:at\s+)?(?:[A-Z][\w'&-]*\s+){1,4}for\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|dinner|lunch|breakfast|brunch)\b/;
/** Services whose words also mean a table ("dinner") but are another service here. */
const NOT_A_TABLE: readonly ServiceType[] = [
  'private_chef',
  'event_planning',
  'yacht_charter',
  'accommodation',
];
/** Words that tell where the member will be, not what to book. */
const ARRIVING =
  /\b(?:flying in|fly in|arriv(?:e|es|ing)|land(?:s|ing)? (?:at|in|on)|we land|i land|coming in to|we(?:'re| are) in town)\b/i;
/** Words that ask for something. */
const ASKING =
  /\b(?:book|need|want|arrange|organi[sz]e|get (?:me|us)|have (?:a|an)|send|hire|reserve|please|could you|can you|would like|we'd like|i'd like)\b/i;

/** Thanks and greetings are conversation, not notes for a provider. */
const SMALL_TALK =
  /^\s*(?:thanks?|thank you|cheers|shot|great|perfect|lovely|awesome|ok(?:ay)?|cool|sure|yes|yep|no|nope|hi|hello|hey|howzit|good (?:morning|afternoon|evening))\b[\s!.,]*(?:\w+[\s!.,]*)?$/i;

/** Up to this many words, a message with a change and no service of its own is a follow-up. */
const SHORT_FOLLOW_UP_WORDS = 12;
/** A note for the provider is at most this long; longer messages are new requests or questions. */
const NOTE_MAX_WORDS = 30;

const words = (text: string) => text.trim().split(/\s+/).length;

/** A reading of one part of the message, with its party size and whether it is a table. */
function readPart(written: string, now: Date, ownWords: string, loose = false): RequestReading {
  // Texting shorthand: "table 4 two @ 8".
  const text = written
    .replace(
      /\b(table|dinner|lunch|booking) 4 (two|three|four|five|six|seven|eight|nine|ten|\d+)\b/gi,
      '$1 for $2',
    )
    .replace(/\s@\s*(\d)/g, ' at $1');
  const reading = readRequest(text, now);
  let intent = reading.intent;
  // "We land at Cape Town airport at 7:40": when and where, not a flight to book.
  if (ARRIVING.test(text) && !ASKING.test(text)) intent = null;
  if (!intent && loose) {
    const [kind] = [...namedKinds(text)];
    if (kind) intent = { serviceType: kind === 'dining' ? 'other' : kind, keywords: [kind] };
  }
  const dining =
    (DINING.some((pattern) => pattern.test(text)) || (!intent && NAMED_TABLE.test(text))) &&
    !(intent && NOT_A_TABLE.includes(intent.serviceType));
  if (dining) {
    intent = {
      serviceType: 'other',
      keywords: intent?.keywords.length ? intent.keywords : ['table'],
    };
  }
  const note = ownWords.length > 50 ? ownWords : null;
  return { ...reading, text: ownWords, intent, dining, note };
}

/**
 * Every new request of a message, in order (one per part that names a service). A part that
 * names none adds its words to the request before it, or gives its day and place to the next
 * ("On Friday: a driver at 6, then dinner at 8"). A part without a day of its own takes the day
 * of the part before it; parts of one sentence share its day, time and place when they name none.
 */
function newRequests(english: string, original: string, multilingual: boolean, now: Date) {
  const serviceOfPart = (text: string) => {
    const part = readPart(text, now, '', true);
    return part.dining ? 'dining' : (part.intent?.serviceType ?? null);
  };
  const parts = splitMessage(english, serviceOfPart);
  const loose = parts.length > 1;
  const readings: RequestReading[] = [];
  let carried: { date: string | null; where: RequestReading['where']; time: string | null } = {
    date: null,
    where: null,
    time: null,
  };
  // "Next weekend is our anniversary ... a suite for Friday night": the days of that week.
  let nextWeek = false;
  for (const part of parts) {
    const ownWords = multilingual ? original : part.text;
    const again = /^\s*(?:and\s+)?again\b/i.test(part.text) ? readings.at(-1)?.intent : null;
    const inNextWeek =
      nextWeek &&
      /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(part.text) &&
      !/\b(?:next|this)\b/i.test(part.text);
    const written = inNextWeek
      ? part.text.replace(/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i, 'next $1')
      : part.text;
    const reading = readPart(written, now, ownWords, loose);
    if (again && !reading.intent) reading.intent = again;
    const namedDay = namesDay(part.text);
    if (!reading.intent) {
      const previous = readings.at(-1);
      if (previous && !multilingual) {
        const note = `${previous.note ?? previous.text} ${part.text}`.trim();
        // "A table at The Test Kitchen on Friday at 7pm? 2 people": the detail of the one before.
        readings[readings.length - 1] = {
          ...previous,
          text: note,
          note,
          partySize: previous.partySize ?? reading.partySize,
          when:
            previous.when.time === null && reading.when.time !== null && !namedDay
              ? { ...previous.when, time: reading.when.time }
              : previous.when,
        };
      }
      if (/\bnext (?:week|weekend)\b/i.test(part.text)) nextWeek = true;
      if (namedDay && reading.when.date) carried = { ...carried, date: reading.when.date };
      if (reading.where && !previous) carried = { ...carried, where: reading.where };
      carried = { ...carried, time: reading.when.time };
      continue;
    }
    const sentence = part.sentence !== part.text ? readPart(part.sentence, now, '') : null;
    const bare = !namedDay && !reading.where && reading.when.time === null;
    const before = readings.at(-1);
    const sameSentence = before && parts[parts.indexOf(part) - 1]?.sentence === part.sentence;
    let when = reading.when;
    let where = reading.where;
    if (bare && sameSentence && before) {
      // "a photographer for it": the same day, time and place as the request before it.
      when = before.when;
      where = before.where;
    } else if (!namedDay && sentence && namesDay(part.sentence) && sentence.when.date) {
      when = { date: sentence.when.date, time: when.time ?? (bare ? sentence.when.time : null) };
    } else if (!namedDay && carried.date) when = { ...when, date: carried.date };
    else if (bare && sentence?.when.time) when = { ...when, time: sentence.when.time };
    // "We land at 7:40, so please have a driver waiting": the time said just before.
    if (when.time === null && carried.time && sameSentence === undefined)
      when = { ...when, time: carried.time };
    if (when.date) carried = { ...carried, date: when.date };
    carried = { ...carried, time: null };
    // "a chef there": the place of the request before it in the sentence, or the sentence's.
    where = where ?? (sameSentence ? before?.where : null) ?? sentence?.where ?? carried.where;
    readings.push({ ...reading, when, where });
  }
  return readings;
}

/** Whether the message points at one of the member's existing requests. */
function refersToRequest(english: string, situation: Situation): boolean {
  if (MY_REQUEST.test(english) || DAY_OWNED.test(english) || LAST.test(english)) return true;
  if (situation.requests.some((request) => namesAProvider(english, request))) return true;
  // "cancel the boat on Sunday" (isiZulu and Afrikaans need no "my"), "villa for 8 instead of 6":
  // an action or a correction naming a service the member has a request for.
  if (
    !CORRECTION.test(english) &&
    !CANCEL.test(english) &&
    !STATUS_NAMED.test(english) &&
    !CHANGE_NAMED.test(english)
  ) {
    return false;
  }
  const kinds = namedKinds(english);
  return situation.requests.some(
    (request) => request.changeable && kinds.has(request.dining ? 'dining' : request.serviceType),
  );
}

/** A status question or change verb that may stand before a bare service name. */
const STATUS_NAMED = /\b(?:confirmed|status|update|still on|what happened)\b/i;
const CHANGE_NAMED = /\b(?:change|move|reschedule|postpone|should be|tell|let)\b/i;

/** Words that correct something already asked for. */
const CORRECTION = /\b(?:instead|rather|should be|not \d+|now|anymore|any more)\b|,\s*not\b/i;

/** An action on the member's existing requests, when the message asks for one. */
function actionOf(english: string, situation: Situation): Intention | null {
  const chosen = situation.chosenRequestId;
  if (!chosen && !refersToRequest(english, situation)) return null;
  const action = CANCEL.test(english)
    ? 'cancel'
    : STATUS.test(english)
      ? 'status'
      : CHANGE.test(english)
        ? 'change'
        : null;
  if (!action) return null;
  if (action === 'change' && NEW_REQUEST.test(english) && !OWN.test(english)) return null;
  const { reference, change } =
    action === 'change' ? splitChange(english) : { reference: english, change: '' };
  const candidates = chosen
    ? situation.requests.filter((r) => r.id === chosen).map((r) => r.id)
    : findRequests(
        english,
        reference || english,
        situation.requests,
        situation.now,
        action,
        action === 'change' && reference === '',
      );
  // "the chef" with no chef request is a new request; "my chef" is the member's, found or not.
  if (candidates.length === 0 && !OWN.test(english) && !chosen) return null;
  let changes = action === 'change' ? readChanges(change, situation.now, true) : {};
  const target =
    candidates.length === 1 ? situation.requests.find((r) => r.id === candidates[0]) : null;
  if (action === 'change' && target) changes = adjustChanges(changes, change, target);
  if (action === 'change' && !hasChanges(changes) && candidates.length !== 1) {
    // "Change my chef" names nothing new yet: which request is still worth asking.
  }
  return { kind: 'act', action, candidates, changes };
}

/** A change to the open proposal ("make it 8pm", "for six instead", "no, the other one"). */
function followUpOf(english: string, situation: Situation, newService: ServiceType | null) {
  const open = situation.openProposal;
  if (!open || situation.chosenRequestId) return null;
  const short = words(english) <= SHORT_FOLLOW_UP_WORDS;
  if (THE_OTHER.test(english) && short && open.kind !== 'new') {
    return { kind: 'follow_up' as const, proposalId: open.id, changes: {}, other: true };
  }
  if (NEW_REQUEST.test(english)) return null;
  const cue = FOLLOW_UP.test(english) || INSTEAD.test(english);
  if (newService && newService !== open.serviceType && !/^\s*make it\b/i.test(english)) return null;
  if (!cue && !short) return null;
  if (newService && !cue) return null;
  const { reference, change } = splitChange(english);
  let changes = readChanges(change, situation.now, true);
  changes = adjustChanges(changes, change, {
    preferredDate: open.preferredDate,
    preferredTime: open.preferredTime,
    location: open.location,
    partySize: open.partySize,
  });
  void reference;
  if (!hasChanges(changes)) return null;
  return { kind: 'follow_up' as const, proposalId: open.id, changes, other: false };
}

/** Words for the provider, added to the open proposal ("please ask for a table outside"). */
function noteForOpenProposal(english: string, original: string, situation: Situation) {
  const open = situation.openProposal;
  if (!open || situation.chosenRequestId || open.kind === 'cancel') return null;
  if (SMALL_TALK.test(english) || words(english) > NOTE_MAX_WORDS) return null;
  if (readMemoryStatement(english)) return null;
  const notes = withoutMedicine(original.trim());
  if (!notes) return null;
  return { kind: 'follow_up' as const, proposalId: open.id, changes: { notes }, other: false };
}

/**
 * What a member's message asks of the assistant (pure: no database, no network; the member's
 * requests and the open proposal come in `situation`): an action on their requests, a follow-up
 * on the open proposal, a question about their own data, a person, one or more new requests, a
 * question Aurum cannot answer, or conversation. Afrikaans and isiZulu are read through their
 * English gloss; the member's own words are kept for the requests.
 */
export function understand(text: string, situation: Situation): Understanding {
  const language = detectLanguage(text);
  const english = glossToEnglish(text, language);
  const multilingual = language !== 'en';
  const intention = intentionOf(english, text, multilingual, situation);
  return { ...intention, language };
}

/** Booking words: a message with them asks for something, whatever else it says. */
const BOOKING = /\b(?:book|reserve|need|want|arrange|organi[sz]e|get me|find me|send|hire)\b/i;
/** Words with which a member asks about their own data. */
const ABOUT_ME =
  /\b(?:my|mine|do i|am i|have i|did i|i have|i've|show me|list|remind me|tell me)\b/i;

function intentionOf(
  english: string,
  original: string,
  multilingual: boolean,
  situation: Situation,
): Intention {
  const { now } = situation;
  if (ASKS_FOR_A_PERSON.test(english)) return { kind: 'human' };
  const whole = readPart(english, now, original);
  const newService = whole.intent?.serviceType ?? null;
  const refers = refersToRequest(english, situation);
  if (OUT_OF_SCOPE.test(english) && !refers && (!newService || !BOOKING.test(english))) {
    return { kind: 'out_of_scope' };
  }
  const followUp = followUpOf(english, situation, newService);
  if (followUp) return followUp;
  const action = actionOf(english, situation);
  if (action) return action;
  const topics = questionTopics(english);
  if (topics.length && (!newService || ABOUT_ME.test(english))) return { kind: 'question', topics };
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
    const readings = newRequests(english, original, multilingual, now);
    if (readings.length) return { kind: 'new', readings };
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
