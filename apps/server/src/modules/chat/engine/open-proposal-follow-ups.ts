/**
 * Follow-ups on the open proposal: "make it 8pm", "for six instead", "no, the other one", and
 * words for its provider (the engine's understanding, ADR 058).
 */
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { withoutMedicine } from '@aurum/shared/medical/shared-with-providers';
import { findPlace } from '@aurum/shared/places/gazetteer';
import { namesWeekday } from './day-words';
import { NEW_REQUEST, SMALL_TALK, withoutReason, wordCount } from './existing-requests';
import { readMemoryStatement } from './memory-statements';
import { adjustChanges } from './relative-changes';
import {
  hasChanges,
  KNOW_LAST,
  namesNote,
  NOTE_LAST,
  readChanges,
  splitChange,
} from './request-changes';
import { count, readPartySize } from './party-size';
import { intentOutsidePlaces } from './read-request';
import { namedKinds } from './request-references';
import { tellsOwnTravel } from './scene';
import { nearestHour } from './shared-details';
import type { Situation } from './understanding';

/** "no, the other one": the open proposal's alternative. */
const THE_OTHER =
  /^\W*not (?:that|this)(?: one)?[,.!]?\s+the\b|\bis the one (?:i|we) (?:want|wanted|mean|meant)\b|^\s*not (?:the )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s)?\b[^,.]{0,20}[,.]\s*the\b|^\s*(?:nope|nah)[,.!]?\s+the (?:[\w'&-]+ ){1,4}(?:one|booking|request|reservation)\b|\bnot (?:the )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s\b|\b(?:booking|reservation|table|one),\s*not (?:the )?\w+\s*[.!]?$|^\s*(?:no|nope|nah)[,.!]?\s+(?:the )?other \w+(?:\s+(?:pls|please|plz))?[.!]?\s*$|^\s*not the\b|,\s*not the (?:\w+ ){0,2}\w+\s*[.!]?$|\bthe (?:[A-Z][\w'-]+ ){1,2}one\b|\bnot the \w+(?: \w+)?\s*[,–—-]\s*the\b|\b(?:it'?s|it is) (?:the )?[\w']+\b.{0,30}\bi(?:'m| am)? (?:want|wanted|meant|mean|don'?t need|do not need|cancelling|canceling|moving|changing)\b|^\W*(?:no,?\s+)?that'?s not the (?:right )?one\b|\b(?:it'?s|it is) (?:the )?[\w']+ \w+ that (?:must|should|has to|needs to) go\b|\bthe one (?:that|which) (?:is|was)\b|^\s*(?:(?:no+|wait|sorry|nope|actually)[,.!]?\s+)+the (?:[\w'&-]+ ){0,3}(?:one|booking|request|reservation|car|driver|chauffeur|pick-?up|transfer|ride|chef|table|boat|yacht|villa|dinner|lunch)\b|,\s*not (?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s)?\s*[.!]?$|\b(?:i was|i'?m|we were|we'?re) (?:talking|asking) about\b|\b(?:i was|i'?m|we were|we'?re) (?:referring|referencing) to\b|^\s*(?:(?:no+|nope|nah|wait|sorry|actually)[,.!]?\s+)+(?:the )?(?:next |this )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s (?:[\w'&-]+ ){0,2}(?:one|booking|request|reservation|car|driver|chauffeur|pick-?up|transfer|ride|chef|table|boat|yacht|villa|dinner|lunch)\b|\b(?:the other(?: (?:one|request|booking))?|other one|not (?:that|this) one|wrong one|wrong \w+|i meant|i mean|the one (?:next|on|for|in|at)|(?:that|this|it) was (?:about|for|meant for) (?:the|my|our|(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s))\b/i;
/**
 * "That's the wrong driver. I need the one ...", "keep tomorrow's, cancel the Cape Executive
 * booking instead", "tomorrow's pickup stays, it's the confirmed one that must go": the
 * alternative, however long the message.
 */
const WRONG_ONE =
  /\bkeep (?:the )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'?s\b[^.]{0,20}\b(?:cancel|change|move) (?:the|my)\b.*\binstead\b|\b(?:stays|can stay|is fine|is staying)\b.{0,20}\b(?:it'?s|it is) the (?:[\w'-]+ ){1,2}that (?:must|should|has to|needs to) go\b|^\W*leave (?:the )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s (?:[\w-]+ )?(?:one|booking|request|reservation|driver|pick-?up|transfer))? alone\b|^\W*(?:no+[,.!]?\s+)?(?:that'?s|that is|it'?s|you(?:'ve| have) (?:got|picked)) (?:the )?wrong (?:one|\w+)\b|\bi wasn'?t clear\b.*\bis the one\b|^\W*not the [\w-]+(?: [\w-]+)?\s*[,–—-]\s*the\b.*\bis (?:the one|what) (?:i|we) (?:want|wanted|meant|mean)\b|\bis the one to (?:move|change|cancel|shift)\b|^\W*(?:(?:hmm+|no|sorry|actually|oh|wait)[,.!]?\s+)*(?:cancel|change|move) (?:the|my) (?:next[- ])?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s)? (?:[\w-]+ )?(?:booking|one|request|reservation|driver|pick-?up|transfer) instead\s*[.!]?$/i;
/** Words that open a follow-up on the proposal just made. */
const FOLLOW_UP =
  /^\s*(?:no[,.!]?\s+|nope[,.!]?\s+|actually[,.!]?\s+|sorry[,.!]?\s+|oh[,.!]?\s+|wait[,.!]?\s+|hmm[,.!]?\s+|and\s+|but\s+|rather\s+|ok(?:ay)?[,.!]?\s+|also[,.!]?\s+|please\s+|can you\s+|could you\s+)*(?:make (?:it|that|this)|change (?:it|that|this)|(?:we(?:'re| are)|i(?:'m| am)) (?:moving|shifting|changing) (?:it|that|this|the \w+)|can (?:we|you) (?:make|do) (?:it|that)|let'?s (?:do|make|say)|(?:move|push|shift) (?:it|that)|for\b|at\b|on\b|in\b|same\b.*\bbut\b|instead\b|rather\b|we(?:'ll| will)? be\b|there (?:will|'ll) be\b|add\b|an? (?:hour|day|week)|half an hour|\d+ min|change the (?:place|venue|location|address|time|date|day|number|numbers|headcount)\b)/i;
const INSTEAD =
  /\bcan (?:it|we) (?:be|do it|have it) (?:at|in)\b|\b(?:can|could) (?:it|we) be (?:at )?\d|\b(?:instead|rather|actually|later|earlier|sooner)\b|\bnow[.!]?\s*$|\bcan (?:we|you) do\b|\bso (?:make it |say )?(?:half |quarter (?:past|to) )?\d|\b(?:there|we)(?:'ll| will) be (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b|\b(?:only|just) be (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b/i;
/** "6:45 not 9": an hour, then the one it replaces. */
const HOUR_NOT_HOUR = /\b\d{1,2}[:h.]\d\d,? not \d{1,2}\b(?![:h.]?\d*\s*(?:am|pm))/i;
/** "6 not 2": a number, then the one it replaces. */
const NUMBER_NOT_NUMBER =
  /(?<![\d:.h])(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve),? not (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?![:h.]\d|\s*(?:am|pm|o'?clock)\b)/i;
/** "There's a rugby match at 3, can we go at 11?": the reason first, then the ask. */
const REASON_FIRST =
  /^\W*(?:there'?s|there is|we'?ve got|we have|i'?ve got|i have) (?:a |an |the )?[^,.;?]{3,50}?\b(?:at|by|from|until|till) \d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?[,.;]\s*(?=(?:can|could|would|so|please|let'?s)\b)/i;
/** "Sorry, wrong city.": a value of the proposal turned down, before the one meant. */
const WRONG_VALUE_FIRST =
  /^\W*(?:(?:sorry|oops|apologies|my bad)[,!]?\s*)?(?:that'?s |that was )?(?:the )?wrong (?:city|town|place|airport|address|suburb|day|date|time|venue)[.!]\s+(?=\S)/i;
/**
 * "Send a driver who speaks Afrikaans", "Could the chef do a braai instead of plated food?": what
 * the member wants of the open proposal's provider (the service word is checked against it).
 */
const OF_THE_PROVIDER =
  /^\W*(?:please\s+)?(?:(?:send|get|give|find|choose|assign)(?: us| me)?|(?:can|could) (?:we|you) (?:have|get|send)|(?:we|i)(?:'d| would) (?:like|prefer)) (?:a|an) (?:[\w-]+ )?([a-z]+) (?:who|that|with)\b|^\W*(?:please\s+)?(?:can|could) the ([a-z]+) (?:please )?(?:do|make|cook|serve|bring|prepare) .+\binstead\b/i;
/** Up to this many words, a message with a change and no service of its own is a follow-up. */
const SHORT_FOLLOW_UP_WORDS = 12;
/** A note for the provider is at most this long; longer messages are new requests or questions. */
const NOTE_MAX_WORDS = 30;

/**
 * A change to the open proposal ("make it 8pm", "for six instead", "no, the other one");
 * `learned` when the learned reader is sure it is one, whatever its opening words.
 */
export function followUpOf(
  written: string,
  situation: Situation,
  newService: ServiceType | null,
  learned = false,
) {
  const open = situation.openProposal;
  if (!open || situation.chosenRequestId) return null;
  // "Sorry, wrong city. I'm landing at Cape Town International": the value said after it.
  written = written.replace(WRONG_VALUE_FIRST, '');
  // ("There's a rugby match at 3, can we go at 11": the match is the reason, not a service.)
  const reasonless = written.replace(REASON_FIRST, '');
  if (reasonless !== written) {
    written = reasonless;
    newService = intentOutsidePlaces(written)?.serviceType ?? null;
  }
  const whole = noteFirst(written, open.serviceType);
  const short = wordCount(whole) <= SHORT_FOLLOW_UP_WORDS;
  if (((THE_OTHER.test(whole) && short) || WRONG_ONE.test(whole)) && open.kind !== 'new') {
    return { kind: 'follow_up' as const, proposalId: open.id, changes: {}, other: true };
  }
  // "Send a driver who speaks Afrikaans please": all of it, for the open proposal's provider.
  const wanted = written.match(OF_THE_PROVIDER);
  const asksOfIt =
    wanted && namedKinds(`my ${wanted[1] ?? wanted[2]}`, false).has(open.serviceType);
  if (asksOfIt && open.kind === 'new' && wordCount(written) <= NOTE_MAX_WORDS) {
    const notes = withoutMedicine(written.trim());
    if (notes)
      return { kind: 'follow_up' as const, proposalId: open.id, changes: { notes }, other: false };
  }
  // "Would it be possible to start at 6? The kids need to eat early": the reason asks nothing.
  // ("Could you tell the chef we have a fussy 6 year old? Plain pasta for him": all for them.)
  const english = noteFirst(
    namesNote(written) ? written : withoutReason(written),
    open.serviceType,
  );
  if (NEW_REQUEST.test(english) && !learned) return null;
  // "the chef must know ...", "add that I'm travelling with a wheelchair": words for the provider.
  const note = namesNote(english);
  const cue =
    learned ||
    note ||
    FOLLOW_UP.test(english) ||
    INSTEAD.test(english) ||
    turnsDownOpenValue(english, open) ||
    namesOpenService(english, open.serviceType);
  // "From Rand Airport rather, I am coming in on a private plane": their journey, no flight.
  const ownTravel = newService === 'travel' && english.split(/[,.;]/).some(tellsOwnTravel);
  if (
    !note &&
    newService &&
    !ownTravel &&
    newService !== open.serviceType &&
    !/^\s*(?:(?:can|could) (?:we|you) )?make it\b|^\s*(?:can|could) it be\b|^\s*(?:we(?:'re| are)|i(?:'m| am)) (?:moving|shifting|changing) (?:the|it)\b|\bcan (?:we|you) do\b|\bchange the (?:place|venue|location|address)\b|^\s*(?:let'?s|can we|could we) (?:do|have|host) it (?:at|in)\b|\bwe(?:'re| are| will be|'ll be) (?:doing|having|hosting) it (?:at|in)\b|\bcan (?:it|we) (?:be|do it|have it) (?:at|in)\b|^\s*(?:rather|instead)\b|^[^,.;]{1,40}\b(?:instead|rather)\s*[,.;]\s*(?:it'?s|it is|because|since|as|that'?s|we'?re|i'?m)\b/i.test(
      english,
    )
  ) {
    return null;
  }
  if (!cue && !short && wordCount(english) > SHORT_FOLLOW_UP_WORDS) return null;
  if (newService && !ownTravel && !cue) return null;
  const { change, reference } = splitChange(english);
  let changes = readChanges(change, situation.now, true);
  // "3 of us now, and push it to 8pm": the count said before the change is the proposal's too.
  const counted = reference && !changes.partySize ? readPartySize(reference) : null;
  if (counted) changes = { ...changes, partySize: counted };
  changes = adjustChanges(
    changes,
    change,
    {
      preferredDate: open.preferredDate,
      preferredTime: open.preferredTime,
      location: open.location,
      partySize: open.partySize,
    },
    true,
  );
  // "Tomorrow afternoon instead, 2pm" when it is tomorrow already: the hour changes, not the day
  // (a weekday named is the day asked for, whichever it is).
  if (
    changes.date &&
    changes.date === open.preferredDate &&
    Object.keys(changes).length > 1 &&
    /\b(?:today|tonight|tomorrow)\b/i.test(english) &&
    !namesWeekday(english)
  ) {
    changes = { ...changes };
    delete changes.date;
  }
  // "Sorry, 6 not 2": the proposal's party, said as the number it was.
  const swapped = english.match(NUMBER_NOT_NUMBER);
  if (swapped && open.partySize === count(swapped[2]!)) changes = { partySize: count(swapped[1]!) };
  // "6:45 not 9": the hour nearer the one it replaces.
  if (changes.time && HOUR_NOT_HOUR.test(english))
    changes = {
      ...changes,
      time: nearestHour(changes.time, english, open.preferredTime) ?? changes.time,
    };
  if (!hasChanges(changes)) return null;
  return { kind: 'follow_up' as const, proposalId: open.id, changes, other: false };
}

/**
 * "pickup should be at Grand Central, not OR Tambo": the member turns down what the open proposal
 * says (its place, or its time), so the message changes the proposal, not a request of that
 * service already filed.
 */
function turnsDownOpenValue(english: string, open: NonNullable<Situation['openProposal']>) {
  const turnedDown = [
    ...english.matchAll(
      /\b(?:not|instead of|rather than)\s+(?:at\s+|in\s+|the\s+)?([^,.;!?]{1,40})/gi,
    ),
  ].map((m) => m[1]!.trim().toLowerCase());
  // "not the airport": the proposal's airport, by its kind.
  const airport = open.location && findPlace(open.location)?.kind === 'airport' ? 'airport' : null;
  const values = [
    airport,
    open.location,
    open.preferredTime?.replace(/^0/, ''),
    open.partySize ? `${open.partySize}` : null,
  ]
    .filter((v): v is string => !!v)
    .map((v) => v.toLowerCase());
  return turnedDown.some((said) => values.some((value) => said.startsWith(value)));
}

function noteFirst(english: string, openService: ServiceType): string {
  // "it's our anniversary, could they know?": the words before are for the provider.
  const known = english.match(KNOW_LAST);
  if (known) return `please note: ${known[1]!.trim()}`;
  const said = english.match(NOTE_LAST);
  if (!said) return english;
  // "One of the guests is vegan, please add that": the words before, for the provider.
  const noun = said[2] ?? said[3] ?? said[4] ?? said[5];
  if (!noun) return `please note: ${said[1]!.trim()}`;
  const kinds = namedKinds(`my ${noun}`);
  // "please tell the restaurant": a table's provider.
  // "make sure the car can fit it": a driver's car too.
  const driven = openService === 'personal_driver' && kinds.has('luxury_vehicle');
  const fits = kinds.has(openService) || (openService === 'other' && kinds.has('dining'));
  if (!fits && !driven) return english;
  // "..., please make sure the boat can take her": all of it, for the provider.
  if (said[5]) return `please note: ${english.trim()}`;
  return `tell the ${noun}: ${said[1]!.trim()}`;
}

/** Whether every change is what the open proposal already says. */
function restatesOnly(
  changes: ReturnType<typeof readChanges>,
  open: NonNullable<Situation['openProposal']>,
): boolean {
  const same: Record<string, unknown> = {
    date: open.preferredDate,
    time: open.preferredTime,
    location: open.location,
    area: changes.area,
    partySize: open.partySize,
  };
  return Object.entries(changes).every(([key, value]) => key in same && same[key] === value);
}

/**
 * The learned reader's guess of a follow-up: a change of the open proposal, else words for its
 * provider; none when the message only restates the proposal ("Could we have a chef in Kyalami on
 * Friday at 8pm?" asked again): that is the request asked again, not a change of it.
 */
export function learnedFollowUp(english: string, original: string, situation: Situation) {
  const open = situation.openProposal;
  if (open) {
    const changes = readChanges(splitChange(english).change, situation.now, true);
    if (hasChanges(changes) && restatesOnly(changes, open)) return null;
  }
  return (
    followUpOf(english, situation, null, true) ?? noteForOpenProposal(english, original, situation)
  );
}

/** Words for the provider, added to the open proposal ("please ask for a table outside"). */
export function noteForOpenProposal(english: string, original: string, situation: Situation) {
  const open = situation.openProposal;
  if (!open || situation.chosenRequestId || open.kind === 'cancel') return null;
  if (SMALL_TALK.test(english) || wordCount(english) > NOTE_MAX_WORDS) return null;
  if (readMemoryStatement(english)) return null;
  const notes = withoutMedicine(original.trim());
  if (!notes) return null;
  return { kind: 'follow_up' as const, proposalId: open.id, changes: { notes }, other: false };
}

/** "can the driver come at 10:45": the provider of the open proposal, named with "the". */
function namesOpenService(english: string, service: ServiceType): boolean {
  return [...english.matchAll(/\bthe ([a-z]+)\b/gi)].some((named) =>
    namedKinds(`my ${named[1]!.toLowerCase()}`, false).has(service),
  );
}
