/**
 * Where a part of a multi-request message is, from the parts before it (the engine's
 * understanding, ADR 058, 084): where a ride or a flight before it goes, and whether the
 * sentence's place was said by the time of the part.
 */
import type { RequestReading } from './read-request';
import { readPart } from './read-part';
import { TRANSPORT } from './part-cues';
import { readWhere } from './where';

/** Where the words after "to" name: a trip's destination, or null. */
function destinationOf(text: string, now: Date): RequestReading['where'] {
  // "the" stays: some names start with it ("the Wanderers").
  const to = text.match(/\bto\s+(.+)$/i);
  return to ? readPart(to[1]!, now, '').where : null;
}

/** Where a ride before goes ("from Menlyn to Montecasino"), or null for another request. */
export function rideDestination(ride: RequestReading, now: Date): RequestReading['where'] {
  const service = ride.intent?.serviceType;
  if (!service || !TRANSPORT.includes(service)) return null;
  return destinationOf(ride.text, now);
}

/** Where a flight or a ride before goes ("flights from Lanseria to Sun City"), or null. */
export function tripDestination(trip: RequestReading, now: Date): RequestReading['where'] {
  return trip.intent?.serviceType === 'travel'
    ? destinationOf(trip.text, now)
    : rideDestination(trip, now);
}

/** Whether the sentence names its place in or before the part ("chef, driver, all in X"). */
export function saidBefore(
  part: { text: string; sentence: string },
  place: RequestReading['where'],
) {
  if (!place) return false;
  // "a chef at 7, a driver at 6 and security at 5, all in Sandton": every part's.
  if (
    /\b(?:all|both) (?:in|at|near|from)\b|\b(?:everything|all of (?:it|this|them)) (?:is )?(?:in|at)\b/i.test(
      part.sentence,
    )
  )
    return true;
  const end = part.sentence.indexOf(part.text);
  if (end < 0) return true;
  return readWhere(part.sentence.slice(0, end + part.text.length))?.location === place.location;
}
