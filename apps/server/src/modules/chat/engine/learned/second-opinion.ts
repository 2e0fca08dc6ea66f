import type { ServiceType } from '@aurum/shared/requests/service-types';
import { actionOf, saysCancel, saysChange, saysStatus, SMALL_TALK } from '../existing-requests';
import { learnedFollowUp } from '../open-proposal-follow-ups';
import { newRequests } from '../new-requests';
import { readPart } from '../read-part';
import { atTableHours } from '../table-hours';
import { readMemoryStatement } from '../memory-statements';
import { NEVER_A_REQUEST, OUT_OF_SCOPE, questionTopics, SMALL_TALK_QUESTION } from '../questions';
import type { Intention, QuestionTopic, Situation } from '../understanding';
import type { LearnedReaders } from './learned-readers';
import { best } from './naive-bayes';

/**
 * How sure the learned kind reader must be to overrule the rules, per kind the rules gave and
 * kind it gives; pairs not listed are never overruled. Measured across sets (ADR 079): the rules'
 * questions, follow-ups and actions are right more often than the reader's second guess; their
 * fallbacks (conversation, a general question) and a new request that is an action on an existing
 * one ("Umpheki wangoMgqibelo makaphekele abantu abayi-10") are where the reader helps.
 */
const OVERRULE_AT: Readonly<Partial<Record<Intention['kind'], Partial<Record<string, number>>>>> = {
  conversation: { new: 0.9, question: 0.9, human: 0.9, act: 0.9, follow_up: 0.9 },
  out_of_scope: { question: 0.9, human: 0.9, follow_up: 0.9 },
  new: { act: 0.999, follow_up: 0.999, question: 0.999 },
  act: { question: 0.99 },
};

/**
 * Beside the most probable topic, another is asked only where the message joins two ("and", a
 * comma) and its reader is this sure.
 */
const TOPIC_AT = 0.99;
const JOINS = /\band\b|,|&|\bplus\b/i;
/** "my security request got declined?? what did they say": one request named, asked after. */
const ONE_REQUEST_NAMED = /\b(?:my|our) (?:[\w'-]+ ){1,2}(?:request|booking|reservation)\b(?!s)/i;
/** A service is named when the service reader is this sure. */
const SERVICE_AT = 0.6;

/**
 * Words that ask for one more of something ("any chance of a table", "book us a boat", a message
 * that opens with "Book the chef's table at ...").
 */
const ASKS_FOR_ANOTHER =
  /\b(?:any chance of|could (?:i|we) get|can (?:i|we) get|book|reserve|find) (?:me |us )?(?:a|an)\b|^\W*(?:please\s+)?(?:book|reserve)\b/i;

export interface Reading {
  english: string;
  original: string;
  multilingual: boolean;
  situation: Situation;
}

function topicsOf(reading: Reading, readers: LearnedReaders, features: string[]): QuestionTopic[] {
  const ruled = questionTopics(reading.english);
  if (ruled.length) return ruled;
  const ranked = readers.topics(features);
  const joined = JOINS.test(reading.english);
  return ranked.filter(([, p], i) => i === 0 || (joined && p >= TOPIC_AT)).map(([topic]) => topic);
}

function newOf(reading: Reading, readers: LearnedReaders, features: string[]): Intention | null {
  const { english, original, multilingual, situation } = reading;
  const found = newRequests(english, original, multilingual, situation.now);
  if (found.length) return { kind: 'new', readings: found };
  const [service, p] = readers.service(features);
  if (p < SERVICE_AT) return null;
  const part = readPart(english, situation.now, original);
  const dining = service === 'dining';
  const serviceType = (dining ? 'other' : service) as ServiceType;
  return {
    kind: 'new',
    // No keyword said it: the proposal's confidence stays low (options or a question).
    readings: [
      dining
        ? atTableHours(
            { ...part, intent: { serviceType, keywords: [] }, dining },
            english,
            situation.now,
          )
        : { ...part, intent: { serviceType, keywords: [] }, dining },
    ],
  };
}

/** The intention of the kind the learned reader gives, with the rules reading its slots. */
function intentionOfKind(
  kind: string,
  reading: Reading,
  readers: LearnedReaders,
  features: string[],
): Intention | null {
  const { english, original, situation } = reading;
  switch (kind) {
    case 'human':
    case 'out_of_scope':
    case 'conversation':
      return { kind };
    case 'question':
      return { kind: 'question', topics: topicsOf(reading, readers, features) };
    case 'new':
      return newOf(reading, readers, features);
    case 'act': {
      const [action] = readers.action(features);
      return actionOf(english, situation, action as 'cancel' | 'change' | 'status');
    }
    case 'follow_up':
      return learnedFollowUp(english, original, situation);
    default:
      return null;
  }
}

/**
 * The rules' intention, or the learned reader's kind where it is sure the rules misread the
 * message (ADR 079): a question the patterns miss ("Until when am I paid up?"), a person asked
 * for in other words, an action on a request named in words no pattern lists. The slots (which
 * request, day, time, place, party size) are always the rules' own.
 */
export function secondOpinion(
  ruled: Intention,
  reading: Reading,
  readers: LearnedReaders,
): Intention {
  const open = Boolean(reading.situation.openProposal);
  const features = readers.features(reading.english, reading.original, open);
  const [kind, p] = best(readers.kind(features));
  const at = OVERRULE_AT[ruled.kind]?.[kind] ?? 2;
  // The rules' own out-of-scope words (the weather, a joke, a poem) and questions only where
  // their topics are named overrule the reader.
  const english = reading.english;
  const kept =
    (ruled.kind === 'conversation' &&
      (SMALL_TALK.test(english) ||
        SMALL_TALK_QUESTION.test(english) ||
        readMemoryStatement(english) !== null)) ||
    (ruled.kind === 'out_of_scope' &&
      (OUT_OF_SCOPE.test(reading.english) || NEVER_A_REQUEST.test(reading.english))) ||
    (ruled.kind === 'act' &&
      (questionTopics(reading.english).length === 0 ||
        (ruled.candidates.length === 1 && ONE_REQUEST_NAMED.test(english))));
  if (kind === ruled.kind || p < at || kept) {
    if (ruled.kind === 'question' && ruled.topics.length === 0) {
      return { ...ruled, topics: topicsOf(reading, readers, features) };
    }
    return ruled;
  }
  if (kind === 'follow_up' && !open) return ruled;
  const learned = intentionOfKind(kind, reading, readers, features);
  // "pick up my mom at the airport": a new ride, never a cancel no word of the message asks for.
  if (
    ruled.kind === 'new' &&
    learned?.kind === 'act' &&
    learned.action === 'cancel' &&
    !saysCancel(english)
  ) {
    return ruled;
  }
  // "I need my visa sorted before my trip": a new request, not an action on a request the member
  // does not have.
  if (ruled.kind === 'new' && learned?.kind === 'act' && learned.candidates.length === 0) {
    return ruled;
  }
  // Several new requests in one message are never one change of a request already filed.
  if (ruled.kind === 'new' && ruled.readings.length >= 2 && learned?.kind === 'act') return ruled;
  // "Any chance of a table at The Test Kitchen for 6 on Friday?": a new one asked for, though the
  // member has a table there already.
  if (ruled.kind === 'new' && learned?.kind === 'act' && ASKS_FOR_ANOTHER.test(english)) {
    return ruled;
  }
  // "Chef for two at the villa in Clifton tonight": a whole new day, place and party with no word
  // of change is a new request, not a change of the chef booked for Saturday.
  if (
    ruled.kind === 'new' &&
    learned?.kind === 'act' &&
    learned.action === 'change' &&
    !saysChange(english) &&
    [learned.changes.date, learned.changes.location, learned.changes.partySize].filter(
      (value) => value != null,
    ).length >= 2
  ) {
    return ruled;
  }
  // "Tafel vir twee vanaand om agtuur in Kampsbaai": a table asked whole (a place and a party)
  // with no word of change is a new one, though a table tonight is booked elsewhere ("the table
  // tonight in Woodstock: we'll be 3?" names the booked one by its place).
  const asked = ruled.kind === 'new' && ruled.readings.length === 1 ? ruled.readings[0]! : null;
  const placeOf = (id: string) =>
    reading.situation.requests.find((request) => request.id === id)?.location?.toLowerCase();
  if (
    asked?.where &&
    asked.partySize &&
    learned?.kind === 'act' &&
    learned.action === 'change' &&
    learned.changes.location &&
    !learned.changes.partySize &&
    !saysChange(english) &&
    !learned.candidates.some((id) => placeOf(id) === asked.where!.location.toLowerCase())
  ) {
    return ruled;
  }
  // "2 ppl lunch at the Woodstock Exchange tmrw 1", "Dinner at Fyn for six on Friday": a request
  // asked whole (a party, a day and a place or a table) with no word of change or status is new.
  const whole =
    asked?.partySize && asked.when.date && (asked.where || asked.dining) && learned?.kind === 'act';
  if (
    whole &&
    ((learned.action === 'change' && !learned.changes.partySize && !saysChange(english)) ||
      (learned.action === 'status' && !saysStatus(english)))
  ) {
    return ruled;
  }
  return learned ?? ruled;
}
