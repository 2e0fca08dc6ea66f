/**
 * One part of a member's message read as a request (the engine's understanding, ADR 058): its
 * service as meant (a table, a stay at a named place, a driver rather than a car to hire, the
 * service asked for an occasion rather than its planning), where, when and for how many.
 */
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { readRequest, type RequestReading } from './read-request';
import { namedKinds } from './request-references';
import { ASKS_FOR, tellsOwnTravel } from './scene';
import { placeOfService, readWhere } from './where';
import { nearestHour } from './shared-details';
import { namingTerm } from './service-vocabulary';
import { atTableHours, eveningHour } from './table-hours';
import { asksForTable, BOOKING_WORDS, isMealOut } from './table-words';
import { asksNothing, rewritePart, SCENE_HEADING, STAYING } from './part-words';

/** "Bodyguard for my client landing at ...": a service named first, for someone arriving. */
const FOR_ONE_ARRIVING =
  /^\s*(?:an? )?[\w-]+(?: [\w-]+)? for (?:my|our|the|a) (?:[\w-]+ ){0,2}(?:landing|arriving|flying in)\b/i;

/** Words that tell where the member will be, not what to book. */
const ARRIVING =
  /\b(?:flying in|fly in|arriv(?:e|es|ing)|land(?:s|ing)? (?:at|in|on)|we land|i land|coming in to|we(?:'re| are) in town)\b/i;
/** Up to this many words, a message of a party, a place and an hour only is a table. */
const BARE_TABLE_WORDS = 10;
/** Words that ask for something. */
const ASKING =
  /\b(?:book|need|want|arrange|organi[sz]e|get (?!in\b|there\b|back\b|home\b|to\b)|have (?:a|an)|send|hire|reserve|please|pls|plz|could you|can you|would like|we'd like|i'd like|would love|we'd love|i'd love)\b/i;

/** An occasion to organise: "organise my husband's 60th", "plan our anniversary". */
const OCCASION =
  /\b(?:organi[sz]e|plan|arrange|host|throw)\b.{0,30}\b(?:\d{2}(?:st|nd|rd|th)\b|birthday|anniversary|engagement|baby shower|year-end|farewell|reunion|wedding|memorial|funeral|function|party)|\bhelp (?:me |us )?to\b.{0,30}\b(?:birthday|anniversary|wedding|party|function)\b.{0,40}\bplan\W*$|\b(?:turns|turning) \d{2,3}\b[^]{0,150}\b(?:plan|organi[sz]e|arrange)\b/i;
/** "plan a lunch", "someone to run a corporate breakfast": a meal or function to plan and run. */
const MEAL_TO_RUN =
  /\b(?:plan|run|host)\s+(?:a |an |the |our |my )?(?:[\w-]+ )?(?:lunch|dinner|breakfast|brunch|function|gala|conference|offsite|year-end)\b/i;
/** "<a service> for the gala": the words before the occasion it is for. */
const FOR_AN_OCCASION =
  /^(.{6,}?)\s+\bfor (?:the|my|our|a|an|his|her|their)\b.{0,40}?\b(?:gala|party|dance|wedding|function|event|launch|birthday|celebration|ball|conference|year-end|reunion|festival|concert|show)\b/i;
/** "<a service> for our arrival at the villa": the words before the stay or trip it is for. */
const FOR_A_STAY =
  /^(.{6,}?)\s+\bfor (?:my|our|the|their|his|her) (?:[\w'-]+ ){0,3}?(?:arrival|stay|trip|holiday|visit|honeymoon|getaway)\b/i;
/** Services booked for an occasion that are not its planning. */
const SERVES_AN_OCCASION: readonly ServiceType[] = [
  'security',
  'luxury_vehicle',
  'personal_driver',
  'private_chef',
  'yacht_charter',
  'accommodation',
  'travel',
  'personal_shopping',
];
/**
 * "..., no, make it 8:30", "I land at 10:20 so say 10:45", "lunch after, say 1": the hour meant,
 * at the end of the part.
 */
const SAID_AGAIN =
  /[\s,.!-]+(?:(?:no|sorry|actually|wait|oops|nope)\b[\s,.!]*(?:make (?:it|that)|rather|change (?:it|that) to)|so (?:say|make it|let'?s say)|(?<=,\s*)say|(?<=[.!]\s*)(?:sorry|oops|correction)[,!.]?|(?<=(?:\.{2,}|[,;!])\s*)(?:no|nope|sorry|actually)[,!]?)\s+((?:\d|half |quarter |noon|midday).*)$/i;
/** "a Mercedes V-Class with driver", "an SUV and a chauffeur": a car driven for the member. */
const WITH_DRIVER = /\b(?:with|and) (?:a |its own |their own |own )?(?:driver|chauffeur)\b/i;
/** "... no sorry, in Stellenbosch": a place said again after the member takes one back. */
const PLACE_SAID_AGAIN =
  /(?:\.{2,}|[,;!])\s*(?:no,?\s+)?(?:sorry|actually|i mean|no)[,!.]?\s+(?:(?:in|at) )?([A-Z].*)$/;
/** A vehicle named that the vocabulary may not know ("a minibus with driver"). */
const VEHICLE = /\b(?:minibus|bus|van|kombi|coach|4x4|suv|bakkie|sedan)\b/i;
/** "a car without a driver", "no chauffeur": a car the member drives. */
const WITHOUT_DRIVER = /\b(?:without|no|sans) (?:a |the )?(?:driver|chauffeur)\b/i;
/** "at the house in Durbanville": the house they are at, with nothing else about a stay. */
const AT_THE_HOUSE =
  /^(?!.*\b(?:villa|room|suite|lodge|hotel|stay|guest ?house|cottage|book|rent)\b).*\b(?:at|by) (?:the|our|my) (?:house|home)\b/i;
/** A number of nights: a stay, wherever it is. */
const STAY =
  /(?<!\b(?:at|by|from|until|till|to)\s)\b(?:\d{1,2}|two|three|four|five|six|seven|a couple of|a few) nights?\b/i;

/** "Flying into King Shaka at 5, then dinner for 2 in Salt Rock at 8": a landing, then a meal. */
const LANDED_THEN_MEAL =
  /\b(?:land|lands|landing|arrive|arrives|arriving|flying into|fly into|get in)\b[^,.]*?\b(?:at|by) \d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?\b[^,.]*?(?:,\s*|\s+and\s+|\s+then\s+)(?:then\s+)?(.*\b(?:dinner|lunch|supper|brunch|breakfast|table)\b.*)$/i;
/** A clause, then ", but" or ", so" and what follows it. */
const BUT_THEN = /^(.{12,}?),\s*(?:but|so)\s+(.{8,})$/i;
/** "in our Clifton apartment", "at my flat", "at the hotel": where a service comes to, no stay. */
const SERVICE_COMES_TO =
  /\b(?:in|at|to|for) (?:our|my|the) (?:[\w-]+ ){0,2}(?:apartment|flat|house|home|villa|cottage|place|penthouse|hotel|lodge|resort|guest ?house)\b/i;
/** "We are staying in Ballito": where the member stays, told beside what they ask. */
const STAYED =
  /\b(?:we|i)(?:'re| are| am|'m|'ll be| will be) staying (?:in|at|near) [^,]*?(?=\s+(?:but|and|so)\b|,|$)/i;

/** A reading of one part of the message, with its party size and whether it is a table. */
export function readPart(
  written: string,
  now: Date,
  ownWords: string,
  loose = false,
): RequestReading {
  const text = rewritePart(written);
  // "On the 7th the kids ..., which needs nothing from you, but on the morning of the 8th I'd
  // like a game drive", "he has meetings in Pretoria from 10, so a driver at 8:15": the ask
  // after "but" or "so", when nothing before it is asked.
  const [, told, ask] = text.match(BUT_THEN) ?? [];
  const asks = ask && (ASKS_FOR.test(ask) || /^(?:please\s+)?(?:a|an)\s/i.test(ask));
  const before = asks ? readRequest(told!, now) : null;
  if (before && !before.intent && readRequest(ask!, now).intent) {
    const asked = readPart(ask!, now, ownWords, loose);
    // ("On Wednesday he has meetings ..., so a driver at 8:15": the day said before it; "On
    // Tuesday at 7pm we are hosting clients, so please book a private room": its hour too.)
    const ownDay = asked.when.date && !asked.when.bareTime;
    return {
      ...asked,
      where: asked.where ?? before.where,
      when: {
        ...asked.when,
        date: ownDay ? asked.when.date : (before.when.date ?? asked.when.date),
        time: asked.when.time ?? before.when.time,
        bareTime: ownDay || !before.when.date ? asked.when.bareTime : undefined,
      },
    };
  }
  const reading = readRequest(text, now);
  // "a driver to OR Tambo at 2pm because we fly to Mauritius": the reason names no service.
  const reason = text.match(
    /^(.{12,}?)\s*,?\s+\b(?:(?:because|since|as) (?:we|i|they|he|she)|(?:because|since) (?:the|my|our|his|her|some|a few))\b/i,
  );
  let intent = (reason && readRequest(reason[1]!, now).intent) || reading.intent;
  // "Sun City trip: room at the Palace ...": the heading sets the scene; what follows asks.
  const headed = text.match(SCENE_HEADING);
  if (headed) intent = readRequest(headed[1]!, now).intent;
  // "We land at Cape Town airport at 7:40": when and where, not a flight to book.
  // "They land at OR Tambo at 6:40 on the BA flight": someone's journey, not a request.
  // "... for 10 because my cousins are driving through": the reason's journey asks nothing.
  const journey = loose && tellsOwnTravel(reason ? reason[1]! : text);
  // "We are at the lodge in Hoedspruit from Tuesday": where they will be, not a stay to book.
  const staying = STAYING.test(text) && !ASKING.test(text);
  // "We're staying at a villa in Clifton ... and would like a chef there": the service asked for
  // beside the stay the member is at.
  if (!staying && intent?.serviceType === 'accommodation' && STAYING.test(text)) {
    const asked = readRequest(text.replace(STAYING, ' '), now).intent;
    if (asked && asked.serviceType !== 'accommodation') intent = asked;
  }
  // "Private chef for a romantic dinner in our Clifton apartment", "a hairdresser at the hotel":
  // where the service comes to, no stay.
  if (intent?.serviceType === 'accommodation' && SERVICE_COMES_TO.test(text)) {
    const asked = readRequest(text.replace(SERVICE_COMES_TO, ' at home'), now).intent;
    // ("At the lodge we need nothing, and we fly home on our own": no flight asked either.)
    if (asked && !['accommodation', 'travel'].includes(asked.serviceType)) intent = asked;
  }
  // "We are staying in Ballito but want to eat in Umhlanga Ridge, 4 of us": a table.
  if (
    intent?.serviceType === 'accommodation' &&
    STAYED.test(text) &&
    asksForTable(text.replace(STAYED, ' '), null)
  ) {
    intent = null;
  }
  // "Bodyguard for my client landing at Lanseria": the service, for the one who travels.
  const forOneArriving = FOR_ONE_ARRIVING.test(text);
  if ((journey || staying || (ARRIVING.test(text) && !ASKING.test(text))) && !forOneArriving)
    intent = null;
  // "room at the Saxon on Thursday": a room at a named place (exact words: "Roots at" is no room).
  if (!intent && /\brooms? (?:at|in) (?:the )?[A-Z]/.test(text)) {
    intent = { serviceType: 'accommodation', keywords: ['room'] };
  }
  // "book the Mount Nelson for 3 nights": a stay at a named place.
  // In a list, "and Fancourt for 2 nights": a named place for nights is a stay too.
  if (!intent && STAY.test(text) && (BOOKING_WORDS.test(text) || (loose && reading.where))) {
    intent = { serviceType: 'accommodation', keywords: ['nights'] };
  }
  // "safari at Madikwe from the 3rd": a stay at a lodge there.
  if (
    intent?.serviceType === 'travel' &&
    /\bsafari (?:at|in) [A-Z]/.test(text) &&
    /\bfrom (?:the \d|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|\bnights?\b/i.test(text) &&
    !/\b(?:fl(?:y|ight)|charter|transfer)/i.test(text)
  ) {
    intent = { serviceType: 'accommodation', keywords: ['safari'] };
  }
  // "a charter from Skukuza Airport to Lanseria": a charter between airports is a flight.
  if (
    intent?.serviceType === 'yacht_charter' &&
    /\bcharter\b/i.test(text) &&
    !/\b(?:yachts?|boats?|catamaran|cruise|sail\w*|fishing|skipper)\b/i.test(text) &&
    /\b(?:airport|airstrip|flights?|fly|plane|jet)\b/i.test(text)
  ) {
    intent = { serviceType: 'travel', keywords: ['charter flight'] };
  }
  // "security for the charity gala", "a Bentley for my daughter's matric dance": the service
  // asked for, not the occasion it is for.
  const occasion = intent?.serviceType === 'event_planning' && text.match(FOR_AN_OCCASION);
  const forIt = occasion ? readRequest(occasion[1]!, now).intent : null;
  if (forIt && SERVES_AN_OCCASION.includes(forIt.serviceType)) intent = forIt;
  // "Luxury SUV for my Garden Route trip", "groceries for our arrival at the villa": the service
  // asked for, not the stay or the trip it is for.
  const forTheStay = text.match(FOR_A_STAY);
  const forStay = forTheStay ? readRequest(forTheStay[1]!, now).intent : null;
  if (forStay && forStay.serviceType !== intent?.serviceType) intent = forStay;
  // "Organise my husband's 60th at our place": an occasion to plan; "plan a lunch for 40", "run a
  // corporate breakfast": a meal to plan and run, not a table.
  if (!intent && (OCCASION.test(text) || MEAL_TO_RUN.test(text)))
    intent = { serviceType: 'event_planning', keywords: ['occasion'] };
  // "table tonight at 7:15 for 3 in Hout Bay, and ...": in a list, a table named is a table.
  let namedTable = false;
  if (!intent && loose && !journey && !staying) {
    const [kind] = [...namedKinds(text)];
    if (kind) intent = { serviceType: kind === 'dining' ? 'other' : kind, keywords: [kind] };
    // ("Somewhere that can handle a loud table": a table too, more of the one before.)
    namedTable = kind === 'dining';
  }
  // "a car from OR Tambo on Saturday at 4pm to Sandton": a ride from one place to another.
  if (!intent && /\ba car from [A-Z][^,.;]{1,60}\bto [A-Z]/.test(text)) {
    intent = { serviceType: 'personal_driver', keywords: ['car'] };
  }
  // "a car to take us home", "a car from OR Tambo when we land": a driver, not a car to hire.
  if (
    intent?.serviceType === 'luxury_vehicle' &&
    !/\b(?:hire|rent|rental|self[- ]drive|keys?|collect(?:ing)? it|drive (?:it|myself|ourselves)|for (?:the|a|\d+|two|three) (?:day|days|weekend|week))\b/i.test(
      text,
    ) &&
    /\b(?:car|vehicle|bus|minibus|coach|shuttle|kombi|van)s?\b.{0,20}\b(?:to (?:take|drive|fetch|collect|bring|get|ferry) (?:us|me|them|him|her|the guests|everyone|the group|the team)|(?:take|drive|fetch) (?:us|me|them)|when (?:we|i|they) land|waiting at (?:the )?(?:airport|arrivals)|to [A-Z][\w'-]+|from [A-Z][\w'.-]+(?: [A-Z][\w'-]+)?(?: on \w+day)? (?:when|at \d)|from the [A-Z][\w'.&-]+(?: [A-Z][\w'&-]+)* to (?:the )?[A-Z]|from (?:my|our) (?:place|house|home|hotel|office)\b)/.test(
      text,
    )
  ) {
    intent = { serviceType: 'personal_driver', keywords: ['car'] };
  }
  // "a Mercedes V-Class with driver": the chauffeur, with the car they drive.
  if (
    (intent?.serviceType === 'luxury_vehicle' ||
      (intent?.serviceType === 'other' && VEHICLE.test(text))) &&
    WITH_DRIVER.test(text)
  ) {
    intent = { serviceType: 'personal_driver', keywords: ['with driver'] };
  }
  // "a luxury car without a driver": a car to hire.
  if (intent?.serviceType === 'personal_driver' && WITHOUT_DRIVER.test(text)) {
    intent = { serviceType: 'luxury_vehicle', keywords: ['without a driver'] };
  }
  // "... for 8 people at the house in Durbanville": where they are, not a stay to book.
  if (
    loose &&
    intent?.serviceType === 'accommodation' &&
    AT_THE_HOUSE.test(text) &&
    !ASKING.test(text) &&
    !STAY.test(text)
  ) {
    intent = null;
  }
  // "just the car, we have a driver", "..., early flight": what they have, or why; no request.
  if (asksNothing(text)) intent = null;
  // "Two couples, Hyde Park, Friday at half 7": a message of only who, where and when is a table.
  const bareTable =
    !loose &&
    !intent &&
    reading.partySize !== null &&
    reading.when.time !== null &&
    reading.where !== null &&
    text.trim().split(/\s+/).length <= BARE_TABLE_WORDS &&
    !ARRIVING.test(text);
  const mealOut = (loose && !intent && isMealOut(text, reading)) || bareTable;
  const dining = !journey && (asksForTable(text, intent) || mealOut || namedTable);
  if (dining) {
    intent = {
      serviceType: 'other',
      keywords: intent?.keywords.length ? intent.keywords : ['table'],
    };
  }
  const note = ownWords.length > 50 ? ownWords : null;
  // "... for 22 people because the cousins from Pietermaritzburg are coming": not where.
  const asked = reason ? reason[1]! : text;
  const where =
    placeOfService(asked, intent?.serviceType) ??
    (reason ? readRequest(asked, now) : reading).where;
  // "in Franschhoek... no sorry, in Stellenbosch": the place said instead.
  const placeAgain = text.match(PLACE_SAID_AGAIN);
  const corrected = placeAgain ? readWhere(placeAgain[1]!) : null;
  const read = { ...reading, text: ownWords, intent, dining, note, where: corrected ?? where };
  // ("staying in Ballito but want to eat ... on Saturday night", "a chef in our apartment
  // tomorrow night": the night is the meal's hour, not a stay's.)
  if (
    reading.intent?.serviceType === 'accommodation' &&
    intent?.serviceType !== 'accommodation' &&
    read.when.partOfDay
  ) {
    read.when = readRequest(
      text.replace(STAYED, ' ').replace(SERVICE_COMES_TO, ' at home'),
      now,
    ).when;
  }
  // "plan a lunch at Groot Constantia for 40": the meal names the event, not an hour to start.
  if (
    intent?.serviceType === 'event_planning' &&
    read.when.partOfDay &&
    MEAL_TO_RUN.test(text) &&
    !/\b(?:morning|afternoon|evening|tonight|night|noon|midday|sunset|sundowners?|sunrise|late|early)\b/i.test(
      text,
    )
  ) {
    read.when = { ...read.when, time: null, partOfDay: undefined };
  }
  // "a table for 2 at 8pm, no, make it 8:30": the hour said again.
  const again = text.match(SAID_AGAIN);
  // "say 1": a bare hour, read as one.
  const said = again ? again[1]!.replace(/^(\d{1,2}(?:[:h.]\d\d)?)\b/, 'at $1') : '';
  const hour = again ? readRequest(said, now).when.time : null;
  // ("at 8pm on Friday... no, 7:30": the hour nearer the one it replaces.)
  if (hour) {
    const said = eveningHour(hour, again![1]!, read);
    read.when = { ...read.when, time: nearestHour(said, again![1]!, read.when.time) };
  }
  // "We land at OR Tambo at 5pm ... and want dinner in Kempton Park at 7:30pm": the meal's own
  // hour and place, not the landing's.
  const meal = dining ? text.match(LANDED_THEN_MEAL) : null;
  const own = meal ? readRequest(meal[1]!, now) : null;
  if (own?.when.time) read.when = { ...read.when, time: own.when.time };
  if (own?.where) read.where = own.where;
  return dining ? atTableHours(read, text, now) : read;
}

/**
 * What a reading asks for: a table ('dining'), a service type, or for the type 'other' the
 * service it names ("golf at 8, spa at 2" are two services of their own); null when none.
 */
export function requestKind(reading: RequestReading): string | null {
  if (reading.dining) return 'dining';
  if (!reading.intent) return null;
  const { serviceType, keywords } = reading.intent;
  return serviceType === 'other' ? `other:${namingTerm('other', keywords) ?? ''}` : serviceType;
}
