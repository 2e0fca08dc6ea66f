/**
 * The words that tie the parts of a multi-request message together (the engine's understanding,
 * ADR 058, 084): a party, a day, a place or a ride said in one part for another, a part taken
 * back, told again or only adding to the request before it. Read by new-requests.ts.
 */
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { wordCount } from './existing-requests';
import type { RequestReading } from './read-request';
import { tellsOwnTravel } from './scene';

/** The party of the request before: "for the same group", "all of us again". */
export const SAME_PARTY =
  /\b(?:the same (?:group|people|party|guests|crowd|number|lot)|same (?:group|party|people)|(?:cook|cater|cooking|catering) for us)\b/i;

/** "a table ... after", "then dinner afterwards": what the same people do after the request before. */
export const AFTER_IT =
  /\bafter(?:wards)?\b(?!\s+(?:that|the|our|my|a|an|we|i|it|work|lunch|dinner)\b)/i;
/** "Chef for 8 at 7:30pm", "The boat at 10": a service named bare, told again with its details. */
export const TOLD_AGAIN =
  /^\W*(?:the )?(?:chef|cook|driver|chauffeur|car|villa|house|boat|yacht|table|lodge|guards?|security|dinner|lunch|supper|breakfast|brunch)\b(?! (?:and|&))/i;
/** "a car at the airport", "a driver from the airport": an airport not named. */
export const AT_THE_AIRPORT = /\b(?:at|from|to meet (?:me|us) at) the airport\b/i;
/** "when I land", "on arrival": at an hour the flight's departure does not say. */
export const ON_LANDING =
  /\bwhen (?:i|we|they|he|she) (?:land|lands|arrive|arrives|get in)\b|\bon arrival\b/i;
/** "jumping castle and all", "the works": the trimmings of the request before. */
export const AND_ALL =
  /^\W*(?:with\s+)?(?:(?:a|the)\s+)?[\w' -]{2,30}?\s+and all\s*[.!]?\s*$|^\W*the (?:works|lot)\b/i;
/** "we'll drive it ourselves around Franschhoek": where a car hired is driven. */
export const DRIVEN_AROUND =
  /\bdriv(?:e|ing) (?:it|them|ourselves|myself)\b.{0,20}\b(?:around|in|through|to)\s+(?=[A-Z])/;
/** Words that ask for an occasion to be planned, not only told of. */
export const PLANNING =
  /\b(?:plan\w*|organi[sz]\w*|arrang\w*|coordinat\w*|host\w* (?:a|an|our)|help|need|want|book)\b/i;
/** "from the venue at 11:30pm back to our hotel": where a ride goes, said after it. */
export const RIDE_WAY = /^\W*(?:and\s+)?(?:then\s+)?from\b.{2,60}?\b(?:back\s+)?to\b/i;
/**
 * "a clown, no sorry", "a helicopter flip for the 12th but honestly scrap that": a part the member
 * takes back at its end.
 */
export const TAKEN_BACK =
  /(?:[,;—–]|\bbut)\s*(?:(?:no|nah|honestly|actually|so)[,!]?\s+)*(?:sorry|wait|scratch that|i mean|(?:scrap|forget|drop|ditch|nix) (?:that|this))\s*[,.!]?\s*$/i;
/** "Dinner for two at 7:30": a meal, told again as a table named before. */
export const MEAL_TOLD = /^\W*(?:dinner|lunch|supper|breakfast|brunch)\b/i;
/** Services that meet someone: they take the time and place of an arrival said before. */
export const TRANSPORT: readonly ServiceType[] = ['personal_driver', 'luxury_vehicle'];
/** A ride back from where the ride before went: "pick us up again", "fetch us again". */
export const RIDE_AGAIN =
  /\b(?:pick|collect) (?:us|me|them) up again\b|\b(?:fetch|collect) (?:us|me|them) again\b|\b(?:driver|chauffeur|car|ride|lift) back (?:home )?(?:at|by|around) \d/i;
/** "and then on Saturday", "after that": the day comes after the days said before. */
export const ONWARDS = /^\W*(?:and\s+)?(?:then|after that|afterwards|later)\b/i;
/** "our house in Waterkloof": the member's home, named. */
export const HOME_SAID = /\b(?:our|my) (?:house|home|place) (?:in|at) [A-Z]/;
/** "from our house", "from home": a ride that starts at the member's home. */
export const FROM_HOME = /\bfrom (?:our|my|the) (?:house|home|place)\b|\bfrom home\b/i;
/** "a table for 4 there", "a chef at the house": where the request before it is or goes. */
export const THERE_OR_THE_HOUSE = /\bthere\b|\bat the (?:house|villa|place|lodge|estate)\b/i;
/** "a photographer at the house": at the member's home, where one was named. */
export const AT_HOME = /\bat (?:the|our|my) (?:house|home)\b/i;
/** Up to this many words, a part naming only a place gives it to the request before it. */
export const PLACE_ONLY_WORDS = 6;
/**
 * "we are 8 people in Stellenbosch", "it's in Bryanston", "It'll be somewhere in Hatfield": the
 * place of the request before.
 */
export const PLACE_TOLD =
  /\b(?:[Ww]e(?:'re| are| will be|'ll be)|[Ii](?:'m| am| will be|'ll be)|[Ii]t(?:'s| is| will be|'ll be)|people|guests|of us)\b[^,.]{0,15}\b(?:in|at)\s+(?=[A-Z])|\bat (?:our|my|the) (?:house|home|place|villa) in (?=[A-Z])/;
/** From this many parts, a message is an itinerary whose scene-setting parts ask for nothing. */
export const ITINERARY_PARTS = 3;

/** A part that takes back the words before it ("sorry, Gardens", "I mean Camps Bay"). */
export const CORRECTS_PLACE =
  /^\W*(?:no,?\s+)?(?:sorry|i mean|actually|no wait|correction|make that)\b/i;

/**
 * "Everyone is driving down from Cape Town", "We will drive down from Johannesburg": where people
 * come from, no place of the requests.
 */
export const COMING_FROM =
  /\b(?:drive|driving|flying|coming|travell?ing|heading)(?: down| up| in| over| through)? from\b/i;
/** "06:00 a driver ... 13:00 lunch for 2 in Green Point, all on Tuesday please": every request's day. */
const ALL_ON_DAY =
  /(?:[.!;,]\s*|\s+)(?:and\s+)?(?:(?:it'?s|they'?re)\s+)?all(?: of (?:it|them|this))?(?: on| for)? ((?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\b[^.!?\n]{0,20}[.!]?\s*$/i;
/** The message with its day said at the end ("all on Tuesday") as the heading of its list. */
export const allOnDayFirst = (text: string) => {
  const said = text.match(ALL_ON_DAY);
  return said ? `${said[1]}:\n${text.slice(0, said.index)}` : text;
};

/** "..., and a photographer. All in Irene.": the place of every request, said at the end. */
export const ALL_IN_PLACE =
  /(?:[.!;,]\s*|\s+)(?:and\s+)?(?:(?:[Ii]t'?s\s+)?[Aa]ll|[Ee]verything)(?: of (?:it|this|that|them))?(?: will be| is| to be)? (?:in|at) ((?:the )?[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*){0,3})\s*[.!]?\s*$/;
/**
 * "Can someone get it in Sandton tomorrow?", "Can we hire one for Friday at 5pm in Bryanston?":
 * the request before, asked for there.
 */
export const DONE_THERE =
  /\b(?:get|buy|collect|fetch|pick up|deliver|drop off|do|arrange|book|sort|hire|rent)\s+(?:it|them|one|that|this)\b(?:[^,.?!]{0,30}?\s)?(?:in|at)\s+(?=[A-Z])/;
/** "I'm hosting 20 people", "we're 12": the guests every request of the sentence serves. */
export const HOSTS =
  /\b(?:hosting|feeding|catering for|we(?:'re| are| will be|'ll be)|there(?:'ll| will) be) \d{1,3}\b/i;
/** "Can you run it?", "please organise the whole thing": the occasion told before, asked for. */
export const RUN_IT =
  /\b(?:run|organi[sz]e|plan|handle|arrange|coordinate|sort out|take care of) (?:it|this|that|the (?:whole )?(?:thing|lot|event|day|evening))\b/i;
/**
 * "My car is at the workshop.", "We're auctioning my late mother's house": the member's own thing,
 * told, which asks for nothing.
 */
export const OWN_THING_TOLD =
  /^\W*(?:my|our) [\w'-]+(?: [\w-]+)? (?:is|are|was|were|has|have|broke|died)\b(?![^,.]*\b(?:need|want|book)\b)|^\W*(?:we(?:'re| are)|i(?:'m| am)) (?:auctioning|selling|showing|renovating|clearing out|packing up|moving out of|moving into) (?:my|our|the|a|his|her)\b(?![^,.;]*\b(?:need|want|book)\b)/i;

/**
 * Whether a part that names no service gives its place to the request before it: "Driver please.
 * Menlyn. Saturday, 14h00." (a few words naming a place), "We are eight people in Stellenbosch"
 * (where they will be), "We'll drive it ourselves around Franschhoek" (where the car hired is
 * driven).
 */
export function namesOnlyPlace(text: string, previous: RequestReading): boolean {
  return (
    ((wordCount(text) <= PLACE_ONLY_WORDS || PLACE_TOLD.test(text) || DONE_THERE.test(text)) &&
      !tellsOwnTravel(text)) ||
    (previous.intent?.serviceType === 'luxury_vehicle' && DRIVEN_AROUND.test(text))
  );
}
