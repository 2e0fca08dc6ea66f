import type { ServiceType } from '@aurum/shared/requests/service-types';
import { namesDay } from './day-words';
import { findPartySize } from './party-size';
import type { RequestReading } from './read-request';

/** "to do the tables", "dress the tables": tables decorated for an occasion. */
const TABLES_DRESSED = /\b(?:do|decorate|dress|style|lay)(?:ing)? (?:the |all the |our )?tables\b/i;

/** A restaurant table: the request is of type 'other' and goes to dining providers. */
const DINING = [
  /\btables?\s+(?:for|at|4|in|there)\b/i,
  /\breservation (?:in|at)\b/i,
  // "get us into FYN tomorrow night, around 8" (a lodge "from the 26th" is a stay).
  /\b(?:get (?:us|me|(?:the )?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) of us)|(?:can|could) (?:we|i) get) into\b(?=.*\b(?:(?:at|around|about|by) \d{1,2}(?:[:h.]\d\d)?\b|tonight|lunch|dinner|brunch|breakfast|(?:tomorrow|\w+day) night)\b)/i,
  // "any decent italian on sat 7pm for 4?": a kitchen with a party is a table.
  /\b(?:italian|indian|thai|chinese|japanese|greek|portuguese|mexican|french|lebanese|sushi|steakhouse|seafood|tapas)\b.{0,40}\bfor (?:\d{1,2}|two|three|four|five|six|seven|eight)\b/i,
  /\b(?:two|three|four|2|3|4) tables\b/i,
  // "chef's counter seats for 2" (read as "tasting table seats"): a restaurant's counter.
  /\btasting table\b/i,
  /\btables?\b.{0,20}\b(?:book|reserve)\b/i,
  /\b(?:book|reserve|get|find|need|want|organi[sz]e|grab|arrange|sort(?: out)?)\b.{0,40}\btables?\b/i,
  // "Can we get a booking for 6pm tonight in Newlands, 4 of us": a booking for people, at an hour.
  /\b(?:get|make|need|want)\b.{0,20}\ba (?:booking|reservation)\b(?=.*\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (?:of us|people|pax|guests)\b)(?!.*\b(?:nights?|villa|lodge|hotel|boat|yacht|chef)\b)/i,
  /\brestaurants?\b/i,
  // "Quick dinner near the ICC tomorrow at 6:30pm, party of 2": a meal out, for people, at an hour.
  /^\W*(?:[\w-]+ ){0,2}(?:dinner|supper|lunch|breakfast|brunch)\b(?=.*\b(?:party of|table for|for(?: the)?) (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?!\s*(?:nights?|days?|weeks?)))(?=.*(?:\bat \d|\d\s*[ap]m\b|\btonight\b|\btomorrow\b|\b\w+day\b))(?!.*\b(?:home|house|villa|our place|my place|chef|cook|caterer|catering)\b)/i,
  // "a meal for 4 in Soweto": a meal out, for people, somewhere not home.
  /\bmeal for (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?: people)?,? (?:in|at) (?!(?:our|my|the|his|her) (?:house|home|place|villa)\b)/i,
  // "high tea at the Nelly", "a table by the window".
  /\b(?:high|afternoon) tea\b/i,
  /\btables? (?:by|near|on|outside|inside|overlooking|with a view)\b/i,
  // "A proper steakhouse in Sandton on Thursday evening": a kind of restaurant.
  /\b(?:steak ?houses?|bistros?|brasseries?|trattorias?|osterias?|pizzerias?|tavernas?|grill ?rooms?)\b/i,
  /\b(?:dinner|supper|lunch|breakfast|brunch) (?:booking|reservation)s?\b/i,
  /\b(?:booking|reservation) at\b/i,
  /\b(?:reservation|booking) for (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?! (?:nights?|days?|weeks?))/i,
  /\btabel\b/i,
  // "book somewhere nice in Umhlanga for the 5 of us tomorrow evening" (not somewhere to stay).
  /\b(?:book|find|reserve)\s+(?:us\s+|me\s+)?(?:somewhere|a spot|a place)\b(?!\s+to\s+(?:stay|sleep))(?!.*\b(?:nights?|stay)\b)(?=.{0,60}\bfor (?:the )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b)/i,
  /\bbook (?:us |me )?in at\b/i,
  // "a client dinner in Umhlanga Ridge on Monday at 7pm, 3 guests plus me": a meal out, counted.
  /\b(?:dinner|lunch|supper|brunch|breakfast)\b(?=.*\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (?:guests|people|clients|colleagues|friends),? (?:plus|and|\+|&) (?:me|myself)\b)(?=.*(?:\bat \d|\d\s*[ap]m\b))(?!.*\b(?:home|house|villa|our place|my place|chef|cook|caterer|catering)\b)/i,
  // "Can you get us in somewhere nice in Umhlanga tonight?": a table somewhere.
  /\bget (?:us|me|the \w+ of us) in (?:somewhere|anywhere|at)\b/i,
  // "2 ppl lunch at the Woodstock Exchange tmrw 1": a party, then the meal out.
  /^\W*(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:ppl|people|pax|persons|adults|of us),? (?:for )?(?:lunch|dinner|supper|breakfast|brunch)\b(?!.{0,30}\b(?:home|house|villa|chef|cook|caterer)\b)/i,
  // "anywhere good in Bedfordview for 6 tonight at 7?": somewhere to eat, for people, at an hour.
  /\b(?:anywhere|somewhere|someplace|a spot|a place) (?:good|nice|decent|great|lekker|special|fancy|new|fun)\b(?!\s+to\s+(?:stay|sleep|visit|go|see))(?=.{0,50}\bfor (?:the )?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?!\s*(?:nights?|days?|weeks?)))(?=.*(?:\btonight\b|\b(?:lunch|dinner|supper|brunch)\b|\bat \d|\d\s*[ap]m\b))(?!.*\b(?:nights?|stay|sleep|hotel|villa|lodge)\b)/i,
  /\b(?:book|reserve)\b.{0,10}\b(?:dinner|supper|lunch|breakfast|brunch)\b(?!.{0,30}\b(?:chef|cook|caterer)\b)/i,
  // "and lunch there for two at 1": a meal at the place of the request before.
  /^(?:and )?(?:then )?(?:dinner|supper|lunch|breakfast|brunch) there for (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i,
  /\b(?:dinner|supper|lunch|breakfast|brunch) for (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?:.{0,20}\b(?:at|in)\b)(?!.{0,30}\b(?:home|(?:my|our|the|his|her) (?:house|villa|place))\b)/i,
  // "and lunch after at 2 for 8 as well", "dinner at 8:30 afterwards in Green Point for 12".
  /^\s*(?:and |then |plus )*(?:a )?(?:dinner|supper|lunch|breakfast|brunch)\b(?=.{0,60}\bfor (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b)(?=.*(?:\bafter(?:wards)?\b|\bat \d|\d\s*[ap]m\b|\bin [A-Z]))(?!.*\b(?:home|house|villa|place|chef|cook|caterer)\b)/i,
];
/** "book La Colombe for 2", "book The Saxon for dinner": a named place, booked for people or a meal. */
const NAMED_TABLE =
  /\b(?:book|reserve)\s+(?:us\s+|me\s+)?(?:at\s+)?(?:the\s+)?(?:[A-Z][\w'&-]*\s+){1,4}for\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|dinner|lunch|breakfast|brunch)\b/;
/** "The team of 16 needs a dinner venue in Centurion": a restaurant for a meal, no function. */
const MEAL_VENUE =
  /\bpizza (?:place|restaurant|spot|joint)\b|\btea ?rooms?\b|\b(?:dinner|lunch|supper|brunch|breakfast) (?:venue|spot)\b(?!.*\b(?:party|function|wedding|celebration|birthday|planner|decor|dj|band)\b)/i;
/**
 * "Family dinner at Casterbridge in White River, 5 people": a meal at a named place, for people,
 * is a table there, though its words ("family dinner") would be a chef's (`asksForTable`).
 */
const MEAL_AT_NAMED =
  /^\W*(?:[\w-]+ ){0,2}(?:dinner|supper|lunch|brunch|breakfast) at (?:the )?[A-Z](?!.*\b(?:birthday|party|function|wedding|celebration|anniversary|\d{1,3}(?:st|nd|rd|th)|planner|decor)\b)/;
/** Services whose words also mean a table ("dinner") but are another service here. */
const NOT_A_TABLE: readonly ServiceType[] = [
  'private_chef',
  'event_planning',
  'yacht_charter',
  'accommodation',
];
/** Words of eating out: with a number of people, a meal out somewhere is a table. */
const EATING =
  /\b(?:eat|eating|dine|dining|dinner|supper|lunch|brunch|breakfast|spot|bistro|caf[eé]|brasserie|seafood|steakhouse|sushi|shisanyama|trattoria|tapas|dim sum|yum cha|curry|pizza|burgers?|oysters|prawns|peri-peri)\b/i;
/** Where a meal is the member's own: a chef's or a caterer's, not a table. */
const MEAL_AT_HOME = /\b(?:home|house|villa|our place|my place|chef|cook|caterer|catering)\b/i;
export const BOOKING_WORDS =
  /\b(?:book|reserve|get|find|looking for|want|need|sort|organi[sz]e|arrange|take|(?:can|could) (?:we|i|you) (?:please )?do|let'?s do|(?:we|i)(?:'d| would) like)\b/i;
function eatingOut(text: string, service: ServiceType | null): boolean {
  if (service && service !== 'other') return false;
  // "My wife and I plus her parents - Sunday lunch at Babylonstoren?": asked, for a day.
  // "Dinner for the rugby club committee (10 of us) in Centurion on Wednesday": a meal said first.
  const asked =
    BOOKING_WORDS.test(text) ||
    (/\?\s*$/.test(text) && namesDay(text)) ||
    (MEAL_FIRST.test(text) && !MEAL_AT_HOME.test(text));
  return EATING.test(text) && asked && findPartySize(text) !== null;
}

/** Whether a part asks for a restaurant table (the intent read so far may be another service's). */
export function asksForTable(text: string, intent: RequestReading['intent']): boolean {
  if (MEAL_VENUE.test(text)) return true;
  const namedMeal = MEAL_AT_NAMED.test(text) && !MEAL_AT_HOME.test(text) && !!findPartySize(text);
  if (namedMeal && (!intent || intent.serviceType === 'private_chef')) return true;
  // "a florist to do the tables there": tables dressed, not one booked.
  if (TABLES_DRESSED.test(text)) return false;
  return (
    (DINING.some((pattern) => pattern.test(text)) ||
      (!intent && NAMED_TABLE.test(text)) ||
      eatingOut(text, intent?.serviceType ?? null)) &&
    !(intent && NOT_A_TABLE.includes(intent.serviceType))
  );
}

/**
 * A part that starts with a meal: "lunch 2 ppl Rosebank 1pm", "and dinner for 4 in Illovo", "1pm
 * lunch for 4 on the Golden Mile", "oysters and bubbles at the Knysna Waterfront for 4".
 */
const MEAL_FIRST =
  /^\s*(?:and\s+|then\s+)?(?:\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?\s+)?(?:a\s+)?(?:lunch|dinner|breakfast|brunch|supper|oysters|sushi|tapas|dim sum|drinks|cocktails)\b/i;

/** In a list, "lunch 2 ppl Rosebank 1pm", "dinner in George at 7": a meal out is a table. */
export function isMealOut(text: string, reading: RequestReading): boolean {
  return (
    MEAL_FIRST.test(text) &&
    (findPartySize(text) !== null || (reading.where !== null && reading.when.time !== null))
  );
}
