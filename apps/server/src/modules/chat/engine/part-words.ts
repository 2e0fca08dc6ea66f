/**
 * A part of a message rewritten into the words the readers take as meant (the engine's
 * understanding, ADR 058): texting shorthand, and words of one service that stand for another.
 */
import { findPlace } from '@aurum/shared/places/gazetteer';

/** "We are at the lodge in Hoedspruit from Tuesday": where they will stay, not a stay to book. */
const STAYING_AT = String.raw`\b((?:we|i)(?:'re| are| am|'m|'ll be| will be) (?:(?:staying )?(?:at|in)|renting|staying in) (?:the|a|our|my) (?:[\w'-]+ )?)(?:lodge|hotel|villa|house|cottage|guesthouse|apartment|resort)\b`;
export const STAYING = new RegExp(STAYING_AT, 'i');
/** The same, before words that ask for something: the place named is the request's. */
const STAYING_THEN_ASKING = new RegExp(
  `${STAYING_AT}(?=.*\\b(?:could you|can you|please|pls|send|book|need|arrange)\\b)`,
  'gi',
);

/** The part with shorthand spelled out and words that mislead the service read as meant. */
export function rewritePart(written: string): string {
  // Texting shorthand: "table 4 two @ 8".
  return (
    written
      // "a car and driver", "a chauffeured car": one driver, not a car and a driver.
      .replace(
        /\b(?:an? )?(?:car|vehicle) (?:and|with) (?:a )?(?:driver|chauffeur)\b|\bchauffeu?r(?:ed|-driven) (?:car|vehicle)\b/gi,
        'a chauffeur',
      )

      .replace(
        /\b(table|dinner|lunch|booking|reservation) 4 (two|three|four|five|six|seven|eight|nine|ten|\d+)\b/gi,
        '$1 for $2',
      )
      .replace(/\s@\s*(\d)/g, ' at $1')
      // "renew my driver's licence": a licence, not a driver.
      .replace(/\bdriver'?s licen[cs]e\b/gi, 'licence')
      // "a car from the Oyster Box, where we'll be staying, to King Shaka": no stay asked.
      .replace(
        /,?\s*where (?:we|i|they|he|she)(?:'ll| will)? (?:be )?(?:staying|sleeping)\b[^,;]*/gi,
        ' ',
      )
      // "take my wife (she flies in on Friday night) out on a boat": an aside asks for nothing
      // ("(so 9 of us)", "(8 adults, 4 kids)" count the party).
      .replace(
        /\s*\((?!\d{1,2}\b)(?![^)]*\b(?:of us|people|guests|pax|in total|adults?|kids|children)\b)[^)]{3,}\)/g,
        ' ',
      )
      // "dinner at Gold Reef City after the rides": a theme park's rides, not a driver.
      .replace(/\bafter the rides\b/gi, 'afterwards')
      // "George's airport" (Afrikaans "George se lughawe"): the airport of that town.
      .replace(/\b([A-Z][\w-]+)'s (airport|airstrip)\b/g, '$1 $2')
      // "a table at the Saxon's restaurant": the restaurant of that hotel.
      .replace(/\b([A-Z][\w-]+)'s (restaurant|spa|bar|lounge|terrace)\b/g, '$1 $2')
      // "a driver to meet us with a big vehicle or two cars": the driver's car, not a car to hire.
      .replace(
        /\b(driver|chauffeur)\b([^,.]{0,40}?)\bwith (?:a |an |two |\d+ )?(?:big |bigger |large |luxury |spacious |proper )?(?:vehicle|car|van|suv|kombi)s?\b(?: or (?:a |an |two |\d+ )?(?:big |bigger |large )?(?:vehicle|car|van|suv|kombi)s?\b)?/gi,
        '$1$2with room',
      )
      // "pick up a birthday gift", "collect my suit": an errand of shopping, not a ride.
      .replace(
        /\b(?:pick up|collect|fetch)\s+(?=(?:a|an|the|my|our|her|his)\s+(?:\w+\s+)?(?:gift|present|suit|dress|order|parcel|package|outfit|cake|watch|ring|necklace|bracelet|jewellery|jewelry|handbag|alterations)\b)/gi,
        'shop for ',
      )
      // "overnight security", "an overnight nanny": the night's service, not a stay.
      .replace(
        /\bovernight (?=(?:armed )?(?:security|guards?|bodyguards?|nanny|babysitter|sitter|nurse|driver)\b)/gi,
        'night ',
      )
      // "dinner near the convention centre after my conference": the occasion before, not one
      // to plan.
      .replace(
        /\bafter (?:my|our|the|his|her) (?:conference|meeting|event|show|game|match|function|flight|gym|workout)\b/gi,
        'afterwards',
      )
      // "the hotel we're at in Umhlanga": where the member stays, not a stay to book.
      .replace(
        /\bthe (?:hotel|lodge|villa|guest ?house|resort) (?:we(?:'re| are)|i(?:'m| am)) (?:staying )?(?:at|in)\b/gi,
        'where we are staying',
      )
      // A restaurant's "chef's table" or "chef's counter" is a table, not a private chef; so is a
      // private dining room.
      .replace(/\bchef'?s (?:table|counter)\b/gi, 'tasting table')
      // "dinner for 2 at Harbour House": a house in a restaurant's name names no stay (a place
      // the gazetteer knows, such as Ellerman House, keeps its name).
      .replace(
        /(?<=\b(?:dinner|lunch|supper|brunch|breakfast|table|drinks)\b[^.]{0,30}\bat (?:the )?)([A-Z][\w'&-]+) House\b/g,
        (house, name: string) => (findPlace(house) ? house : `${name} Restaurant`),
      )
      // "run the evening", "the day after the party": the occasion, not a part of the day or
      // another party.
      .replace(/\b(run|host|manage|coordinate) the (?:evening|night)\b/gi, '$1 the event')
      .replace(/\bthe day after the (?:party|wedding|function|event)\b/gi, 'the day after')
      // "a private dinner for 22 at Lanzerac": a restaurant's private dinner, not a chef's.
      .replace(/\bprivate (dinner|lunch)\b(?=[^.;]{0,20}\bat (?:the )?[A-Z])/g, '$1')
      // "a table at Chefs Warehouse": a chef's word in a restaurant's name names no chef.
      .replace(/\bChef(?:'s|s'?)\s+(?=[A-Z][a-z])/g, 'The ')
      .replace(/\bprivate dining room\b/gi, 'private room table')
      // "a chef for 6 at the villa", "a photographer on the boat": where, not another booking.
      .replace(
        /\b(at|to|on) (the|our|my|a) (?:holiday |beach |family |weekend |rented )?(villa|house|lodge|guesthouse|cottage|apartment|boat|yacht|hotel|suite|venue)\b(?<=\b(?:chef|cook|driver|chauffeur|security|guards?|bodyguard|photographer|massage|spa|florist|flowers|dj|waiters?|nanny|babysitter|stylist|shopper|prepare|groceries|grocery|stocked)\b.*)/gi,
        '$1 $2 place',
      )
      // "an electric BMW ..., delivered to my hotel in Umhlanga": where it goes, not a stay.
      .replace(
        /\b(delivered|brought|dropped off|sent) to (my|our|the) (?:hotel|villa|house|lodge|guest ?house|apartment)\b/gi,
        '$1 to $2 place',
      )
      // "two rooms ... for a medical conference": why they stay, not an event to plan.
      .replace(
        /\bfor (?:a|an|the|our|my) (?:[\w-]+ )?(?:conference|congress|summit|expo|convention)\b(?<=\b(?:rooms?|hotel|accommodation|stay|guest ?house|lodge|apartment|suite|flights?)\b.*)/gi,
        'for work',
      )
      // "bikes and a guide for a ride up Jonkershoek": a ride on the bikes, not a driver's.
      .replace(
        /\b(for|on) a ride (?=up|along|through|around|into|over)\b(?<=\b(?:bikes?|e-bikes?|guide|horses?|cycling)\b.*)/gi,
        '$1 an outing ',
      )
      // "flowers for the event": for the occasion already asked, not a planner (a photographer
      // or a musician is there at its hour; flowers and a cake come before it).
      .replace(
        /\bfor (?:the|our|my|this) (?:event|function|occasion|ceremony)\b(?<=\b(?:photographer|videographer|dj|musician|band)\b.*)/gi,
        'for it',
      )
      .replace(
        /\bfor (?:the|our|my|this) (?:event|function|occasion)\b(?<=\b(?:flowers|florist|cake|balloons)\b.*)/gi,
        'for the guests',
      )
      // "a photographer for the boat": for that outing, not another boat.
      .replace(
        /\bfor (?:the|our|my) (?:boat|yacht|cruise|catamaran|charter)\b(?<=\b(?:photographer|dj|musician|florist|caterer|chef|cook|waiters?|bartender|security|guards?|bodyguard)\b.*)/gi,
        'for the outing',
      )
      // "leaving at 4am for a 6am flight": the reason for the ride, not a flight to book.
      .replace(
        /\bfor (?:a|an|my|our|the|his|her|their) (?:\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?\s+)?(?:[\w-]+\s+)?flight\b(?=\s*[,.;!?]|\s*$)/gi,
        'for the departure',
      )
      // "a table in Knysna, something on the water": a table with a view, not a boat.
      .replace(
        /(?<=\b(?:tables?|restaurant|dinner|lunch|breakfast|brunch|spot)\b.*)\b(?:something|somewhere|ideally|preferably) (?:on|by|near|overlooking) the (?:water|sea|beach|ocean|lagoon)\b/gi,
        'somewhere with a view',
      )
      // "We are at the lodge from Tuesday, could you send a chef": where they stay, then the ask.
      .replace(STAYING_THEN_ASKING, '$1place')
      // "an SUV to drive the Panorama Route": a car to drive oneself, not a driver.
      .replace(
        /\b(suv|car|vehicle|convertible|4x4|bakkie|porsche|range rover|merc(?:edes)?|bmw|cabriolet)\s+to drive (?=(?:the|around|up|down|along|through|over|myself|ourselves|it)\b)/gi,
        '$1 for self-drive ',
      )
      // "7 of us with golf bags": luggage, not a round of golf.
      .replace(/\bgolf (?:bags?|clubs|gear|sets?)\b/gi, 'luggage')
      // "a private room for 14 at a steakhouse": a restaurant's room is a table.
      .replace(
        /\bprivate room\b(?=.{0,40}\b(?:restaurant|steakhouse|bistro|brasserie|trattoria|grill|eatery)\b)/gi,
        'private room table',
      )
  );
}

/**
 * "we have a driver", "I've got my own chef": what the member already has ("we have a lodge in
 * mind" asks for one).
 */
const ALREADY_HAVE =
  /^\s*(?:but\s+|and\s+)?(?:we|i)(?:'ve| have| already have|'ve already got|'ve got| have got| got| already got)\s+(?:a|an|our|my|our own|my own)\b(?!.*\bin mind\b)/i;
/**
 * "early flight", "year-end function", "a present for my husband": a reason given after the
 * request, asking nothing.
 */
const REASON_ONLY =
  /^\s*(?:(?:it'?s |for )?(?:an?|my|our|the)\s+)?(?:(?:present|gift|surprise|treat) for (?:my|our|his|her) [\w-]+|(?:early|late|red-?eye|morning|evening|connecting|international|domestic)\s+flights?|(?:year-?end|work|office|team|company|corporate|birthday|anniversary|farewell|graduation)\s+(?:function|do|party|celebration|thing))\s*[.!]?\s*$/i;

/**
 * "we already have flights booked from Skukuza", "the charter is already booked by my company",
 * "the flight back is also company", "the planner is running everything ..., so please don't get
 * involved", "the planner has their car sorted": what is sorted, unless the part asks for
 * something too.
 */
const ALREADY_SORTED =
  /\b(?:we|i)(?:'ve| have)? already (?:have|got|booked|sorted|arranged|organi[sz]ed)\b|\b(?:is|are) (?:also |already |all )?(?:company|covered|sorted|taken care of|handled|(?:already )?booked)\b|(?<!\b(?:we|i|you)\s)\b(?:is|are) (?:handling|sorting|booking|arranging) (?:the|her|his|their|our|my)\b|\balready in (?:her|his|their|my|our) name\b|\b(?:has|have) already (?:done|booked|sorted|arranged|handled|paid for)\b|\bunder control\b|\b(?:is|are) running everything\b|\bdon'?t get involved\b|\bha(?:s|ve) (?:their|his|her|our|my|the) [\w-]+(?: [\w-]+)? (?:sorted|covered|booked|arranged)\b/i;
/** Words that ask, around what is sorted: "where I have already booked the rooms, please arrange". */
const ASKS_TOO =
  /\b(?:but|need|please(?! don'?t)|pls|could you|can you|arrange|would like|'d like)\b|(?<!\b(?:don'?t|do not|not|no need to)\s)\bbook\b/i;

/** "..., so no chef please", "no drivers.": a service the member does not want, at the end. */
const NONE_OF_IT =
  /\bno (?:\w+ )?(?:chefs?|drivers?|cars?|flights?|transfers?|boats?|security|guards?|hotels?)(?:\s+(?:please|pls|thanks))?\s*[.!]?\s*$/i;

/** "paintball or quad biking, but we voted and we're doing neither": what was decided against. */
const DECIDED_AGAINST =
  /\b(?:we(?:'re| are| will be)(?: doing| having| booking)? (?:neither|none of (?:them|those|it))|(?:doing|having|booking) neither|decided against (?:it|them|both|that|those))\b/i;

/**
 * "two colleagues ... will take a shuttle, so don't worry about them", "please do not book her a
 * car", "I'll book those flights myself", "he'll book his own flight": people who see to it
 * themselves.
 */
const OWN_WAY =
  /\b(?:don'?t|do not|no need to) worry about (?:them|him|her|that|those|it)\b|\b(?:don'?t|do not|no need to) (?:book|arrange|get|send) (?:her|him|them|me|us) (?:a|an|any)\b|\b(?:will|'ll) (?:take|get|catch) (?:a |an |their own |his own |her own )?(?:shuttle|uber|taxi|bolt)\b|\bmake (?:their|his|her) own way\b|\b(?:figure|work|sort) out (?:our|their|his|her|my) own way\b|\b(?:i|we)(?:'ll| will) (?:book|sort(?: out)?|arrange|organi[sz]e|handle) (?:those|these|that|it|them|the \w+)(?: \w+)? (?:myself|ourselves)\b|\b(?:he|she|they)(?:'ll| will) (?:book|sort(?: out)?|arrange) (?:his|her|their) own\b/i;

/** "..., but my aunts are cooking, so nothing for Sunday": nothing asked, whatever else it says. */
export const NOTHING_NEEDED = /\bso nothing (?:is )?(?:needed|for)\b/i;

/** Whether a part asks for nothing: what the member has, or a reason ("early flight"). */
export const asksNothing = (text: string) =>
  ALREADY_HAVE.test(text) ||
  REASON_ONLY.test(text) ||
  // Said of one part, never of a whole message that asks in another sentence.
  (oneSentence(text) &&
    (NONE_OF_IT.test(text) ||
      NOTHING_NEEDED.test(text) ||
      DECIDED_AGAINST.test(text) ||
      OWN_WAY.test(text) ||
      (ALREADY_SORTED.test(text) && !ASKS_TOO.test(text))));
const oneSentence = (text: string) => !/[.!?;]\s+\S/.test(text.trim());

/**
 * "ideally a lift or ground floor room", "preferably something like a V-Class", "small plane is
 * fine", "enough parking for 5 cars", "a musician if possible": what the member would like of the
 * request before, said in a long message without a day or hour of its own; never a request.
 */
export const PREFERENCE =
  /^\s*(?:and\s+|but\s+)?(?:(?:please\s+)?(?:find|get|book)\s+somewhere (?:with|that|where)\b|ideally|preferably|if possible|something like|nothing (?:too|flashy|fancy|over)|minimum|at least|enough|no more than|not too)\b|^[^,]{0,30}\b(?:is|are) (?:fine|ok|okay|perfect|great)\b|^\s*(?:and\s+)?(?:a|an|some)\s+[\w-]+(?:\s+[\w-]+)?\s+if (?:possible|available|they can)\b/i;

/** "Actually scrap number 3": an item of the member's own list taken back. */
export const SCRAP_ITEM =
  /\b(?:scrap|cancel|drop|forget|remove|skip|strike|ignore|leave out)\s+(?:number|no\.?|item|point|#)\s*(\d)\b/i;

/** "private room if they have one": something the provider before may have, not a request. */
export const IF_THEY_HAVE =
  /\bif (?:they|the (?:restaurant|place|venue|hotel|lodge|house)|it) (?:ha(?:ve|s)|do(?:es)?|offers?|can)(?:\s+(?:one|it|that|them|any))?\s*[.!]?\s*$|^\W*(?:at|in|on|by|near|outside|inside)\b.{0,40}\bif (?:possible|available|poss)\W*$|^\W*(?:a |the |in a )?(?:private|quiet|outside|outdoor|window|corner|booth|terrace) (?:room|area|section|table|seat(?:ing)?|spot)s?\b.{0,30}\bif (?:possible|available|poss|they can)\W*$/i;

/** "Sun City trip: ...", "Saturday plan: ...": a heading that sets the scene, then the ask. */
export const SCENE_HEADING =
  /^(?:[^:]{2,30}\b(?:trip|plan|plans|weekend|visit|itinerary|day|getaway|holiday)|\s*(?:the |our |my )?(?:trip|visit|itinerary|programme) (?:for|with|on)\b[^:]{2,40})\s*:\s*(.+)$/i;
/** "Trip for the minister on the 22nd: ...": a heading that says whose trip and when. */
export const TRIP_HEADING =
  /^\s*(?:the |our |my )?(?:trip|visit|itinerary|programme) (?:for|with|on)\b[^:]{2,40}$/i;
