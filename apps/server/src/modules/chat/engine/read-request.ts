import { SPECIAL_REQUEST_NOTE_OVER } from '@aurum/shared/chat/chat-texts';
import { detectIntent, type Intent } from './intent';
import { type TextAnalysis, analyseText } from './text-analysis';
import { readWhen, type When } from './when';
import { findPartySize, withoutPartySize } from './party-size';
import { readWhere, type Where, withoutPlaces } from './where';

/** Everything the engine reads out of one member message, before any database look-up. */
export interface RequestReading {
  text: string;
  analysis: TextAnalysis;
  intent: Intent | null;
  where: Where | null;
  when: When;
  /** The member's own words, kept as a special-request note when over 50 characters. */
  note: string | null;
  /** How many people ("for 2", "a party of eight"), or null. */
  partySize: number | null;
  /** A restaurant table (a request of type 'other' matched to dining providers). */
  dining: boolean;
}

/**
 * Reads a member's message (spec 02 section 9): the service (intent), the place and its area
 * (gazetteer) and the date and time (chrono-node, Africa/Johannesburg, relative to `now`).
 * Pure: no network, no database; `now` comes from the injected clock.
 */
export function readRequest(text: string, now: Date): RequestReading {
  const analysis = analyseText(text);
  const where = readWhere(text);
  const placeless = withoutPlaces(text);
  const intent = detectIntent(wordsOutsidePlaces(analysis, placeless));
  let when = readWhen(withoutPartySize(placeless), now);
  // A stay "for Saturday night" names the night, not a time to be somewhere.
  if (intent?.serviceType === 'accommodation' && when.partOfDay) when = { ...when, time: null };
  return {
    text,
    analysis,
    intent,
    where,
    when,
    note: text.length > SPECIAL_REQUEST_NOTE_OVER ? text : null,
    partySize: findPartySize(text)?.size ?? null,
    dining: false,
  };
}

/** The words of a message, those of a place named read only as written (no typos). */
function wordsOutsidePlaces(analysis: TextAnalysis, placeless: string) {
  // "Umhlanga Ridge" is no typo of "ride": a word of a place named is read only as written.
  const outside = new Set(placeless.toLowerCase().match(/[\p{L}\d]+/gu) ?? []);
  return analysis.words.map((word) =>
    word.unknown && !outside.has(word.normal) ? { ...word, unknown: false } : word,
  );
}

/** The service a text names, the words of its places read only as written. */
export const intentOutsidePlaces = (text: string) =>
  detectIntent(wordsOutsidePlaces(analyseText(text), withoutPlaces(text)));
