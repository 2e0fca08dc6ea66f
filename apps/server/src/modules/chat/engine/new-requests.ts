/**
 * New requests in a message: one reading per part that names a service, restaurant tables, and
 * the day, time and place parts share (the engine's understanding, ADR 058).
 */
import { namesDay, namesWeekday } from './day-words';
import type { RequestReading } from './read-request';
import { readPart, requestKind } from './read-part';
import { airportOf } from './where';
import { rideDestination, saidBefore, tripDestination } from './part-places';
import { AGAIN, splitMessage } from './split-requests';
import { arrivalWords, setsTheScene, tellsOwnTravel } from './scene';
import { occasionTold } from './occasion-told';
import { IF_THEY_HAVE, PREFERENCE } from './part-words';
import {
  AFTER_IT,
  ALL_IN_PLACE,
  allOnDayFirst,
  COMING_FROM,
  AND_ALL,
  AT_HOME,
  AT_THE_AIRPORT,
  CORRECTS_PLACE,
  FROM_HOME,
  HOME_SAID,
  HOSTS,
  ITINERARY_PARTS,
  namesOnlyPlace,
  ONWARDS,
  ON_LANDING,
  RIDE_AGAIN,
  RIDE_WAY,
  SAME_PARTY,
  TAKEN_BACK,
  THERE_OR_THE_HOUSE,
  TRANSPORT,
} from './part-cues';
import {
  ANOTHER,
  correctedIndex,
  linkToEarlier,
  recounted,
  sameAgain,
  scrappedIndex,
  timedEarlier,
  toldAgain,
} from './part-links';
import {
  dayBeforeOrAfter,
  detailWhen,
  nearestHour,
  inMonthSaid,
  laterThatDay,
  morningsFirst,
  saysMonth,
  namesUnknownVenue,
  stayPlace,
  saysNextWeekday,
  weekdayAfter,
  weekendFromDaySaid,
  weekOfNextWeekday,
} from './shared-details';

/**
 * Every new request of a message, in order (one per part that names a service). A part that
 * names none adds its words to the request before it, or gives its day and place to the next
 * ("On Friday: a driver at 6, then dinner at 8"). A part without a day of its own takes the day
 * of the part before it; parts of one sentence share its day, time and place when they name none.
 * Someone's own journey ("they land at OR Tambo at 6:40") gives its time and arrival place to the
 * next ride; a part about a request before it ("the same driver", "a proper one") adds to it.
 */
export function newRequests(english: string, original: string, multilingual: boolean, now: Date) {
  const serviceOfPart = (text: string) => requestKind(readPart(text, now, '', true));
  // "a cake, and a photographer. All in Irene.": where every request is.
  const allIn = english.match(ALL_IN_PLACE);
  const everyWhere = allIn ? readPart(allIn[1]!, now, '').where : null;
  const parts = splitMessage(
    allOnDayFirst(everyWhere ? english.slice(0, allIn!.index) : english)
      // "..., oh and a photographer for the boat": one more thing asked.
      .replace(/,\s*oh,? and\b/gi, ', and')
      // "Need the following for the jazz festival on 27 March: tickets for 4, ...": the
      // heading sets the scene, its list asks.
      .replace(/^([^:]{0,40}\bthe following\b[^:]{0,80}):\s*/i, '$1. '),
    serviceOfPart,
  );
  const loose = parts.length > 1;
  const readings: RequestReading[] = [];
  /** The readings that name a place of their own. */
  const ownPlace = new Set<number>();
  let carried: {
    date: string | null;
    where: RequestReading['where'];
    time: string | null;
    /** "There are 6 of us.": the party of the next request that names none. */
    party: number | null;
  } = { date: null, where: null, time: null, party: null };
  let arrival: { time: string | null; where: RequestReading['where'] } | null = null;
  // "at our house in Waterkloof": where the member's home is, for "from our house" after it.
  let home: RequestReading['where'] = null;
  // "Next weekend is our anniversary ... a suite for Friday night": the days of that week.
  let nextWeek = false;
  // "Next Wednesday ...": the day the bare weekdays after it are dated by.
  let nextWeekday: string | null = null;
  // "landing on 19 December": the month the bare days of the month after it are in.
  let monthSaid: string | null = null;
  // "We're 20: ...": the party of the heading, for each request of its list that names none.
  let listParty: number | null = null;
  /** The index of the last part read as a request, or as more of the request before it. */
  let askedLast = -1;
  for (const [index, part] of parts.entries()) {
    // "a clown, no sorry, a magician": the part taken back asks for nothing.
    if (index < parts.length - 1 && TAKEN_BACK.test(part.text)) continue;
    // "Actually scrap number 3", "Oh and forget the driver": a request of this list taken back.
    const scrapped = scrappedIndex(part.text, readings);
    if (scrapped !== null) {
      if (scrapped >= 0) readings.splice(scrapped, 1);
      continue;
    }
    const ownWords = multilingual ? original : part.text;
    const again = AGAIN.test(part.text) ? readings.at(-1) : null;
    // "Next week: ... Wednesday: a table": the weekdays of that week.
    const inNextWeek = (words: string) =>
      nextWeek && namesWeekday(words) && !/\b(?:next|this)\b/i.test(words)
        ? words.replace(/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i, 'next $1')
        : words;
    const written = inNextWeek(part.text);
    const reading = readPart(written, now, ownWords, loose);
    if (HOME_SAID.test(part.text) && reading.where) home = reading.where;
    // "dinner for 4... sorry, make that 5": the number of people of the request before.
    const size = recounted(part.text, readings);
    if (size) {
      readings[readings.length - 1] = { ...readings.at(-1)!, partySize: size };
      continue;
    }
    sameAgain(reading, again);
    // "On the Friday" after "next Thursday": the Friday after the day said before.
    const theDay = weekdayAfter(part.text, carried.date);
    if (theDay) reading.when = { ...reading.when, date: theDay };
    // "landing on 19 December ... a villa from the 19th": the month said before.
    const inMonth = theDay ? null : inMonthSaid(part.text, monthSaid);
    if (inMonth) reading.when = { ...reading.when, date: inMonth };
    monthSaid = saysMonth(part.text, reading.when.date) ?? monthSaid;
    const later = index > 0;
    const scene = occasionTold(parts, index, reading);
    if (
      scene === 'heading' ||
      ((parts.length >= ITINERARY_PARTS || later || scene) &&
        reading.intent &&
        setsTheScene(part.text, (words) => serviceOfPart(words) !== null))
    ) {
      reading.intent = null;
    }
    const namedDay = namesDay(part.text);
    const weekend = weekendFromDaySaid(part.text, reading.when.date, carried.date);
    if (weekend) reading.when = { ...reading.when, date: weekend };
    // "a kids party ..., jumping castle and all": what the request before comes with.
    if (readings.length && !namedDay && AND_ALL.test(part.text)) reading.intent = null;
    // "..., ideally a lift or ground floor room for granny": what the request before should be.
    if (
      readings.length &&
      !namedDay &&
      reading.when.time === null &&
      ((parts.length >= ITINERARY_PARTS && PREFERENCE.test(part.text)) ||
        IF_THEY_HAVE.test(part.text))
    ) {
      reading.intent = null;
    }
    const correction = correctedIndex(part.text, readings, serviceOfPart);
    if (correction) {
      // "no wait, make the fishing charter Sunday at 5am": the day and time of that request.
      const before = readings[correction.index]!;
      const fix = readPart(correction.words, now, '');
      readings[correction.index] = {
        ...before,
        when: {
          date: namesDay(correction.words) ? fix.when.date : before.when.date,
          time: nearestHour(fix.when.time, correction.words, before.when.time),
        },
      };
      continue;
    }
    const timed = namedDay ? null : timedEarlier(part.text, reading, readings);
    if (timed !== null) {
      const before = readings[timed]!;
      readings[timed] = { ...before, when: { date: before.when.date, time: reading.when.time } };
      continue;
    }
    const link = linkToEarlier(part.text, reading, readings, namedDay);
    if (link) reading.intent = null;
    // "a sober driver ..., from the venue at 11:30pm back to our hotel": the ride's way.
    const ridden = readings.at(-1)?.intent?.serviceType;
    const ownRide = reading.intent && TRANSPORT.includes(reading.intent.serviceType);
    if (ridden && TRANSPORT.includes(ridden) && RIDE_WAY.test(part.text) && !ownRide)
      reading.intent = null;
    // "need a car, a chef and a villa in Hermanus. Chef for 8 on Saturday at 7:30pm".
    const told = again ? null : toldAgain(part, reading, readings, namedDay);
    if (told) {
      readings[told.index] = told.reading;
      continue;
    }
    // "a driver at arrivals ..., and take them to our house": the same service again with no day
    // or time of its own is more of the request before it.
    const last = readings.at(-1);
    if (
      reading.intent &&
      last &&
      requestKind(last) === requestKind(reading) &&
      !namedDay &&
      reading.when.time === null &&
      !again &&
      !ANOTHER.test(part.text)
    ) {
      reading.intent = null;
      askedLast = index;
    }
    if (!reading.intent) {
      const previous = readings.at(-1);
      if (previous) {
        // In Afrikaans or isiZulu every part keeps the whole message as its words already.
        const note = multilingual
          ? previous.note
          : `${previous.note ?? previous.text} ${part.text}`.trim();
        const placeOnly = namesOnlyPlace(part.text, previous);
        // "A table at The Test Kitchen on Friday at 7pm? 2 people": the detail of the one before.
        readings[readings.length - 1] = {
          ...previous,
          text: multilingual ? previous.text : (note ?? previous.text),
          note,
          partySize: previous.partySize ?? reading.partySize,
          // "in Kloof Street... sorry, anywhere in the City Bowl": the place said instead.
          where:
            link === 'pickup' || CORRECTS_PLACE.test(part.text)
              ? (reading.where ?? previous.where)
              : (previous.where ??
                (link === 'detail' || placeOnly ? reading.where : null) ??
                stayPlace(part.text, readings)),
          when: detailWhen(previous, reading, part.text, namedDay, link === 'pickup'),
        };
      }
      if (/\bnext (?:week|weekend)\b/i.test(part.text)) nextWeek = true;
      if ((namedDay || theDay) && reading.when.date)
        carried = { ...carried, date: reading.when.date };
      nextWeekday = saysNextWeekday(part.text, reading.when.date) ?? nextWeekday;
      if (reading.where && !previous && !COMING_FROM.test(part.text))
        carried = { ...carried, where: reading.where };
      if (reading.partySize && !previous) carried = { ...carried, party: reading.partySize };
      // "I'm hosting 20 people at home on the 9th: an event planner and a chef": everyone's.
      if (reading.partySize && !previous && part.sentence.includes(`${part.text}:`))
        listParty = reading.partySize;
      const journey = tellsOwnTravel(part.text);
      // "We land at 7:40": the time of the ride that meets them, not of every request after it.
      carried = { ...carried, time: journey ? null : reading.when.time };
      const landing = journey ? arrivalWords(part.text) : null;
      if (journey && (landing || reading.when.time)) {
        arrival = {
          time: reading.when.time,
          where: landing ? readPart(landing, now, '').where : null,
        };
      }
      continue;
    }
    const sentence =
      part.sentence !== part.text ? readPart(inNextWeek(part.sentence), now, '') : null;
    const bare = !namedDay && !reading.where && reading.when.time === null;
    const before = readings.at(-1);
    const sameSentence = before && parts[index - 1]?.sentence === part.sentence;
    let when = reading.when;
    let where = reading.where;
    // ("The ceremony is on the 24th at 10am and we'd love a photographer there": the day and hour
    // of the part told just before, not of the request before it.)
    const toldJustBefore = sameSentence && askedLast < index - 1;
    if (bare && ((sameSentence && !toldJustBefore) || /\bsame time\b/i.test(part.text)) && before) {
      // "a photographer for it", "a waiter for the same time": the same day, time and place as
      // the one before; "for the same day": its day only; "a cleaner to come in after": no hour.
      when =
        /\bsame day\b/i.test(part.text) ||
        /\b(?:after|afterwards|later)\s*[.!]?\s*$/i.test(part.text)
          ? { ...before.when, time: null }
          : before.when;
      where = before.where;
    } else if (theDay) {
      when = { ...when, date: theDay };
    } else if (!namedDay && sentence && namesDay(part.sentence) && sentence.when.date) {
      // "on the 6th ..., a spa on the 7th at 10, and lunch at 12:30": the day said last before it.
      const date = sameSentence && carried.date ? carried.date : sentence.when.date;
      // (A stay has no hour: "a guest house for 2" takes the day, not the dinner's 7:30.)
      const stay = reading.intent.serviceType === 'accommodation';
      when = { date, time: when.time ?? (bare && !stay ? sentence.when.time : null) };
    } else if (!namedDay && carried.date) when = { ...when, date: carried.date };
    else if (bare && sentence?.when.time) when = { ...when, time: sentence.when.time };
    const ride = TRANSPORT.includes(reading.intent.serviceType);
    // "We land at 7:40, so please have a driver waiting": the time said just before.
    if (when.time === null && carried.time && sameSentence === undefined)
      when = { ...when, time: carried.time };
    if (ride && arrival) {
      when = { ...when, time: reading.when.time ?? arrival.time ?? when.time };
      // "a driver at arrivals to take us to our villa in Bakoven": it starts where they land.
      const start = readPart(part.text.replace(/\b(?:to|take|drive)\b.*$/i, ''), now, '').where;
      where = start ?? arrival.where ?? where;
    }
    arrival = null;
    // "a flight to Cape Town on Thursday at 7am, (a villa,) a Range Rover at the airport when I
    // land": at the airport flown to, at an hour the flight's departure does not say.
    const flight = readings.findLast((r) => r.intent?.serviceType === 'travel');
    // ("In Gqeberha: a hotel ..., a hire car at the airport": the airport of the place said.)
    if (ride && !reading.where && AT_THE_AIRPORT.test(part.text)) {
      const flown = flight && tripDestination(flight, now);
      const near = flown || where || sentence?.where;
      const airport = near && airportOf(near);
      if (airport) {
        where = airport;
        if (flown && ON_LANDING.test(part.text)) when = { ...when, time: reading.when.time };
      }
    }
    // "a driver from there to Bantry Bay": it starts where the request before it is; "a driver
    // to Lanseria ..., and a private jet from there": where the ride went.
    if (before?.where && /\bfrom there\b/i.test(part.text)) {
      where = ride ? before.where : (rideDestination(before, now) ?? before.where);
    }
    // "cars to take the couples from our house to the venue": it starts at home.
    if (ride && home && FROM_HOME.test(part.text)) where = home;
    // "a driver from Rosebank to the Wanderers, and pick us up again at 10:30": where it went.
    if (ride && !reading.where && before && RIDE_AGAIN.test(part.text)) {
      where = rideDestination(before, now) ?? where;
    }
    // "a chauffeur from Menlyn to Montecasino ... and a table for 4 there": where the ride went;
    if (!reading.where && before && THERE_OR_THE_HOUSE.test(part.text)) {
      // "a chopper transfer V&A to Delaire Graff, lunch there": where the flight went too; "a
      // chef at the house" after a house booked: that house; "b) security there": the one before.
      const there = /\bthere\b/i.test(part.text);
      const stay = there ? null : stayPlace(part.text, readings);
      where = stay ?? tripDestination(before, now) ?? (there ? before.where : where);
    }
    // "helicopter flights from Lanseria to Sun City and a room at the Palace": where it flew to.
    if (!reading.where && before && reading.intent.serviceType === 'accommodation') {
      where = tripDestination(before, now) ?? where;
    }
    const nextTo = namedDay ? null : dayBeforeOrAfter(part.text, before?.when.date ?? null);
    if (nextTo) when = { ...when, date: nextTo };
    when = laterThatDay(part.text, when, before, readings);
    // "Friday the 23rd ... And then on Saturday morning": the Saturday after it.
    const onwards = ONWARDS.test(part.text) ? carried.date : null;
    const inWeekOfNext = namedDay
      ? (weekOfNextWeekday(part.text, when.date, nextWeekday) ??
        weekOfNextWeekday(part.text, when.date, onwards))
      : null;
    if (inWeekOfNext) when = { ...when, date: inWeekOfNext };
    nextWeekday = saysNextWeekday(part.text, when.date) ?? nextWeekday;
    if (when.date) carried = { ...carried, date: when.date };
    carried = { ...carried, time: null };
    // "a table at Marble": a place the gazetteer does not know, never the place of another part.
    const ownVenue = !where && namesUnknownVenue(part.text);
    // "a chef there": the place of the request before it in the sentence, or the sentence's.
    where = ownVenue
      ? null
      : (where ??
        (AT_HOME.test(part.text) ? home : null) ??
        stayPlace(part.text, readings, reading.intent.serviceType) ??
        // ("3) Saturday is the big day: a fishing guide": not where the ride before starts.)
        (sameSentence &&
        !(toldJustBefore && before && requestKind(before)?.startsWith('personal_driver'))
          ? before?.where
          : null) ??
        // "Can someone buy a present by Friday, and book a table ... in Rosebank": the sentence's
        // place only for a part that says nothing of its own, or once the place was said.
        (bare || saidBefore(part, sentence?.where ?? null) ? sentence?.where : null) ??
        carried.where);
    // "a boat on Saturday for the same group": the party of the request before it.
    const partySize =
      reading.partySize ??
      (SAME_PARTY.test(part.text) ? (before?.partySize ?? null) : null) ??
      // "a catamaran for 6 and a table at the Waterfront after at 7": the same people, after it.
      (sameSentence && AFTER_IT.test(part.text) ? (before?.partySize ?? null) : null) ??
      // "chef, driver and security all for Saturday 7pm ..., 12 guests": the sentence's party;
      // "I'm hosting 20 people at home: I need an event planner and a chef": the host's guests.
      (bare && (!before || (sameSentence && HOSTS.test(part.sentence)))
        ? (sentence?.partySize ?? null)
        : null) ??
      carried.party ??
      listParty;
    carried = { ...carried, party: null };
    if (reading.where) ownPlace.add(readings.length);
    readings.push({ ...reading, when, where, partySize });
    askedLast = index;
  }
  // Each request that names no place of its own is there.
  return morningsFirst(
    everyWhere
      ? readings.map((r, i) => (ownPlace.has(i) ? r : { ...r, where: everyWhere }))
      : readings,
  );
}
