import type { ServiceType } from '@aurum/shared/requests/service-types';
import { namesDay } from './day-words';
import { detectLanguage, glossToEnglish } from './language/language';
import { ASKS_FOR_A_PERSON, OUT_OF_SCOPE, questionTopics } from './questions';
import { readRequest, type RequestReading } from './read-request';
import { hasChanges, readChanges, splitChange } from './request-changes';
import { findRequests } from './request-references';
import { splitMessage } from './split-requests';
import type { Intention, Situation, Understanding } from './understanding';

/** Words that cancel an existing request. */
const CANCEL =
  /\b(?:cancel+(?:l?ed|ling)?|call (?:it )?off|scrap|drop|don'?t need (?:it|the \w+|my \w+)?(?: \w+)? any ?more|no longer need|won'?t need|remove my|withdraw|kill|abort|forget (?:about )?my)\b/i;
/** Words that change an existing request. */
const CHANGE =
  /\b(?:change|move|reschedule|re-schedule|shift|push|postpone|bring (?:it )?forward|bring forward|delay|update|amend|switch|make (?:my|the|it|that)|can (?:we|you) (?:make|do)|instead)\b/i;
/** Words that ask how an existing request is going. */
const STATUS =
  /\b(?:status|update on|any (?:news|word|update)|progress|confirmed yet|been confirmed|is (?:my|the) .{1,40}(?:confirmed|booked|sorted|arranged|on|happening|ready)|has (?:my|the) .{1,40}(?:confirmed|replied|answered|responded|been (?:confirmed|booked|sorted))|what(?:'s| is) happening with|how(?:'s| is) my .{1,30}(?:going|looking|coming)|where (?:is|are) (?:my|we with)|what did (?:the |my )?\w+ say|did (?:the |my )?\w+ (?:confirm|reply|answer|respond)|check on|follow up on)\b/i;
/** A reference to a request the member already made. */
const MY_REQUEST =
  /\b(?:my|the|our|that)\s+(?:[\w-]+\s+){0,3}?(?:request|booking|reservation|order|chef|driver|table|villa|yacht|boat|car|trip|flight|transfer|event|party|security|guard|stay|cruise|charter|shopping|dinner|lunch|pickup)s?\b/i;
/** "no, the other one": the open proposal's alternative. */
const THE_OTHER =
  /\b(?:the other (?:one|request|booking)?|other one|not (?:that|this) one|wrong one)\b/i;
/** Words that open a follow-up on the proposal just made. */
const FOLLOW_UP =
  /^\s*(?:no[,.!]?\s+|nope[,.!]?\s+|actually[,.!]?\s+|sorry[,.!]?\s+|oh[,.!]?\s+|wait[,.!]?\s+|hmm[,.!]?\s+|and\s+|but\s+|rather\s+|ok(?:ay)?[,.!]?\s+)*(?:make (?:it|that|this)|change (?:it|that|this)|can (?:we|you) (?:make|do) (?:it|that)|let'?s (?:do|make|say)|(?:move|push|shift) (?:it|that)|for\b|at\b|on\b|in\b|same\b.*\bbut\b|instead\b|rather\b)/i;
const INSTEAD = /\b(?:instead|rather|actually)\b/i;
/** A restaurant table: the request is of type 'other' and goes to dining providers. */
const DINING =
  /\b(?:table (?:for|at)|(?:book|reserve|get|find|need|want|organi[sz]e|grab)(?: me| us)? (?:a |the )?table|restaurant|dinner reservation|(?:a |the )?reservation (?:at|for))\b/i;

/** Up to this many words, a message with a change and no service of its own is a follow-up. */
const SHORT_FOLLOW_UP_WORDS = 10;

const words = (text: string) => text.trim().split(/\s+/).length;

/** A reading of one part of the message, with its party size and whether it is a table. */
function readPart(text: string, now: Date, ownWords: string): RequestReading {
  const reading = readRequest(text, now);
  const dining = DINING.test(text) && (!reading.intent || reading.intent.serviceType === 'other');
  const intent = dining
    ? {
        serviceType: 'other' as ServiceType,
        keywords: reading.intent?.keywords.length ? reading.intent.keywords : ['table'],
      }
    : reading.intent;
  const note = ownWords.length > 50 ? ownWords : null;
  return { ...reading, text: ownWords, intent, dining, note };
}

/**
 * Every new request of a message, in order (one per part that names a service). A part that
 * names none adds its words to the request before it, or gives its day and place to the next
 * ("On Friday: a driver at 6, then dinner at 8"). A part without a day of its own takes the day
 * of the part before it.
 */
function newRequests(english: string, original: string, multilingual: boolean, now: Date) {
  const parts = splitMessage(english);
  const readings: RequestReading[] = [];
  let carriedDay: string | null = null;
  let header = '';
  for (const part of parts) {
    const ownWords = multilingual ? original : part.text;
    const reading = readPart(`${header}${part.text}`, now, ownWords);
    const namedDay = namesDay(part.text) || namesDay(header);
    if (!reading.intent) {
      const previous = readings.at(-1);
      if (previous && !multilingual) {
        const note = `${previous.note ?? previous.text} ${part.text}`.trim();
        readings[readings.length - 1] = { ...previous, text: note, note };
      } else if (!previous) header = `${header}${part.text} `;
      if (namedDay && reading.when.date) carriedDay = reading.when.date;
      continue;
    }
    // Parts of one sentence share its day and place: "a driver and a chef on Saturday in Constantia".
    const sentence = part.sentence !== part.text ? readPart(part.sentence, now, '') : null;
    let when = reading.when;
    if (!namedDay && sentence && namesDay(part.sentence) && sentence.when.date) {
      when = { date: sentence.when.date, time: when.time ?? null };
    } else if (!namedDay && carriedDay) when = { ...when, date: carriedDay };
    if (when.date && (namedDay || sentence)) carriedDay = when.date;
    const where = reading.where ?? sentence?.where ?? null;
    readings.push({ ...reading, when, where });
  }
  return readings;
}

/** An action on the member's existing requests, when the message asks for one. */
function actionOf(english: string, situation: Situation, hasNewService: boolean): Intention | null {
  const action = CANCEL.test(english)
    ? 'cancel'
    : STATUS.test(english)
      ? 'status'
      : CHANGE.test(english) && (MY_REQUEST.test(english) || situation.chosenRequestId)
        ? 'change'
        : null;
  if (!action) return null;
  const refersToRequest = MY_REQUEST.test(english) || situation.chosenRequestId !== null;
  // "Cancel the chef and book a driver instead" is a new request too; "I need a driver, not a
  // chef" is no action at all.
  if (!refersToRequest && hasNewService && action !== 'status') return null;
  if (action === 'status' && hasNewService && !refersToRequest) return null;
  const { reference, change } =
    action === 'change' ? splitChange(english) : { reference: english, change: '' };
  const candidates = situation.chosenRequestId
    ? situation.requests.filter((r) => r.id === situation.chosenRequestId).map((r) => r.id)
    : findRequests(english, reference || english, situation.requests, situation.now, action);
  const changes = action === 'change' ? readChanges(change, situation.now, reference !== '') : {};
  return { kind: 'act', action, candidates, changes };
}

/** A change to the open proposal ("make it 8pm", "for six instead", "no, the other one"). */
function followUpOf(english: string, situation: Situation, newService: ServiceType | null) {
  const open = situation.openProposal;
  if (!open || situation.chosenRequestId) return null;
  if (THE_OTHER.test(english) && words(english) <= SHORT_FOLLOW_UP_WORDS) {
    return { kind: 'follow_up' as const, proposalId: open.id, changes: {}, other: true };
  }
  if (newService && newService !== open.serviceType) return null;
  if (MY_REQUEST.test(english) && !/\b(?:it|that|this)\b/i.test(english) && newService === null) {
    if (CANCEL.test(english) || STATUS.test(english)) return null;
  }
  const cue = FOLLOW_UP.test(english) || INSTEAD.test(english);
  const short = words(english) <= SHORT_FOLLOW_UP_WORDS;
  if (!cue && !(short && !newService)) return null;
  if (newService && !cue) return null;
  const changes = readChanges(english, situation.now, true);
  if (!hasChanges(changes)) return null;
  return { kind: 'follow_up' as const, proposalId: open.id, changes, other: false };
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
  const followUp = followUpOf(english, situation, newService);
  if (followUp) return followUp;
  const action = actionOf(english, situation, newService !== null);
  if (action) return action;
  const topics = newService ? [] : questionTopics(english);
  if (topics.length) return { kind: 'question', topics };
  if (newService) {
    const readings = newRequests(english, original, multilingual, now);
    if (readings.length) return { kind: 'new', readings };
  }
  if (OUT_OF_SCOPE.test(english)) return { kind: 'out_of_scope' };
  return { kind: 'conversation' };
}
