import { namesDay, namesTime } from './day-words';
import { readPartySize, withoutPartySize } from './party-size';
import type { RequestChanges } from './understanding';
import { readWhen } from './when';
import { readWhere, withoutPlaces } from './where';

/** "instead of 7pm", "rather than Friday": what the request is now, after what it should become. */
const INSTEAD_OF = /\b(?:instead of|rather than|not)\b/i;
/** "to Sunday", "till 10", "until": what follows is the new value. */
const TO = /\s(?:to|till|until|->|→)\s/gi;
/** A note for the provider: "tell them ...", "add a note: ...". */
const NOTE =
  /\b(?:add (?:a )?note(?: that| saying)?|tell (?:them|the \w+)(?: that)?|let (?:them|the \w+) know(?: that)?|please note(?: that)?|note that|mention(?: that)?|add that)\s*:?\s*(.+)$/i;

/**
 * A message that changes a request split in two: the part that says which request ("my chef on
 * Saturday") and the part that says what it becomes ("to Sunday at 8pm").
 */
export function splitChange(text: string): { reference: string; change: string } {
  const instead = text.match(INSTEAD_OF);
  if (instead && instead.index! > 0 && /\b(?:instead of|rather than)\b/i.test(instead[0])) {
    return { change: text.slice(0, instead.index), reference: text.slice(instead.index!) };
  }
  const tos = [...text.matchAll(TO)];
  for (const to of tos.reverse()) {
    const after = text.slice(to.index! + to[0].length);
    if (namesDay(after) || namesTime(after) || readPartySize(after) || readWhere(after)) {
      return { reference: text.slice(0, to.index), change: after };
    }
  }
  return { reference: '', change: text };
}

/**
 * What a message asks to change: a day only where one is named, a time only where a time is,
 * a party size, a place after "to", "in" or "at" (or alone), a note for the provider. Empty when
 * it names nothing to change.
 */
export function readChanges(change: string, now: Date, placeToo: boolean): RequestChanges {
  const changes: RequestChanges = {};
  const note = change.match(NOTE);
  if (note?.[1]?.trim()) {
    changes.notes = note[1].trim();
    change = change.slice(0, note.index);
  }
  const timeText = withoutPartySize(withoutPlaces(change));
  if (namesDay(timeText) || namesTime(timeText)) {
    const when = readWhen(timeText, now);
    if (namesDay(timeText) && when.date) changes.date = when.date;
    if (namesTime(timeText) && when.time) changes.time = when.time;
  }
  const party = readPartySize(change);
  if (party) changes.partySize = party;
  if (placeToo) {
    const where = readWhere(change);
    if (where) {
      changes.location = where.location;
      changes.area = where.area;
    }
  }
  return changes;
}

export const hasChanges = (changes: RequestChanges) => Object.keys(changes).length > 0;
