/**
 * Messages about the member's existing requests: cancel, change and status (the engine's
 * understanding, ADR 058); follow-ups on the open proposal are in open-proposal-follow-ups.ts.
 */
import { withoutMedicine } from '@aurum/shared/medical/shared-with-providers';
import { adjustChanges, inTheEvening } from './relative-changes';
import { hasChanges, noteSaidFirst, readChanges, splitChange } from './request-changes';
import {
  BY_STATUS,
  findRequests,
  LAST,
  namedKinds,
  namesAProvider,
  namesVenue,
  stillOn,
  withoutStatusNamed,
} from './request-references';
import type { Intention, RequestFact, Situation } from './understanding';
import { namesDay } from './day-words';
import { readWhen } from './when';
import { readWhere } from './where';

/** Words that cancel an existing request. */
const CANCEL =
  /\b(?:cancel+(?:l?ed|ling)?|get rid of (?:the|my|that|our)|(?:ge)?kanselleer(?: word)?|khansel\w*|cancle|cancl|cansel|kancel|cnacel|call (?:it |the \w+ |off the \w+)?off|scrap|scratch (?=the|my|that|our|it\b)|kill|ditch|nix|no longer need|won'?t need|withdraw|abort|forget (?:about )?(?:my|the)|(?:remove|delete|drop) (?:the |my |that )?(?:\w+ ){0,3}(?:request|booking|reservation|order)s?|(?:^\s*|\bso\s+|[,;]\s*)(?:please\s+|just\s+)?drop (?!(?:the|my) (?:number|numbers|head ?count|count|guest count|party size|size)\b)(?:the|my) (?:\w+ ){0,3}(?:party|dinner|chef|driver|car|table|yacht|boat|villa|security|stay|trip|run|pick-?up|transfer|ride|lift))\b|\b(?:don'?t|do not) need\b.{0,60}\b(?:any ?(?:more|longer)|after all)\b|\bno need for (?:the|my|our|that)\b|\bundo (?:it|that|the|my)\b|\bnever ?mind (?:the|my|our|that)\b|\b(?:can'?t|cannot|won'?t) (?:happen|go ahead)\b|(?<!\b(?:nanny|au pair|helper|housekeeper|maid|gardener|sitter|babysitter|she|he|i|we|staff)\s*)\b(?:is|are|'s) (?:now )?(?:off|pointless|no longer needed|not needed anymore)\b(?! (?:to|at|from|the|by|for|sick|ill|work|duty|today|tomorrow|this)\b)|\b(?:can|must|should|has to) go\b(?! (?:ahead|through|on|to|at|from|up|down|back|out|in|with|there|via|by|for))|(?:^\s*|\b(?:but|so|and)\s+|[,;]\s*)(?:please\s+|just\s+)?drop (?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s\b/i;
/** Whether the message says to cancel something (a learned guess of a cancel needs the words). */
export const saysCancel = (english: string) => CANCEL.test(english);

/** Words that change an existing request. */
const CHANGE =
  /\b(?:(?:could|can) (?:it|that|we) (?:be|have)|is joining|are joining|change|move|moving|moved|reschedule|flag|swap|mention(?= to| that)|let (?!me\b|us\b)(?:[\w'&-]+ ){1,5}?know|re-schedule|shift|slide (?=to |back |forward |by )|push|postpone|bring (?:it |(?:the |my |our )?\w+ )?forward|delay|update|amend|switch|bump|pass (?:that|it|this) on|warn|make(?!-up| up\b)|instead|rather|should be|now|add|tell|let (?:the|my|them)|(?:could|can) they (?:please )?(?:give|keep|seat|put|set|reserve|save|arrange)|(?:can|could) (?:the|my|our) (?:[\w'-]+ ){0,3}?(?:table|booking|reservation|driver|chef|boat|yacht|villa) be\b|ask (?:(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week)'s (?:[\w&'-]+ ){0,3}?(?:driver|chauffeur|chef|cook|skipper|captain|crew|guards?|planner) to\b|for|them|the|(?:my|our) \w+ to|(?!you\b|u\b)(?:[A-Z][\w&'-]+ ){1,3}?(?:if|whether))|start\b(?! (?:with|by|over)\b)(?!\s*[?.!]?\s*$)|becomes? (?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b)|earlier|later|more (?:people|guests|persons?)|(?:gone|went|go|goes) (?:up|down) to|fewer|less people|extra|should (?:\w+ )?(?:collect|fetch|pick|meet|drop)|must (?:now |only )?(?:come|be there|arrive|collect|fetch|pick)|(?:please|pls|plz) note|note that|squeeze (?:us|me|them) in|(?:would|will) suit (?:us|me) better|works better for (?:us|me)|(?:we|i)(?:'d| would) prefer|(?:dropped|fallen|grown|increased|decreased) to|(?:drop|reduce|cut|lower) (?:the )?(?:number|numbers|head ?count|guest count|party size)\b|(?:drop|take off|remove) (?:one|two|three|four|\d) (?:people|guests|persons?|pax|seats?) (?:from|off)\b|(?:can|could) (?:the|my|our|\w+'s) (?:[\w&-]+ ){0,3}?(?:driver|chauffeur|chef|cook|skipper|captain) (?:please )?(?:bring|pack|have|carry|hold)\b|\bminus (?:a|an|one|two|three|\d)\b|\bput (?:it|that|the \w+|my \w+) (?:back|forward)\b|(?:dropped|pulled|pulling|dropping) out\b.{0,30}\b(?:so|now)\b|fit (?:us|me|them) in|(?:was|has been|got|been|be) (?:moved|changed|delayed|pushed|postponed|shifted|bumped|brought forward)|(?:have|get) (?:them|him|her|the \w+) (?:there|waiting|ready)|we(?:'ll| will) be (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b.{0,30}\bnot (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b)\b|,\s*not\b|\d\s*(?:am|pm)?\s*(?:pls |please |plz )?not \d|\bwe(?:'ll| will)(?: now)? be (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*\?/i;
/** Whether the message says to change something (a learned guess of a change may lack them). */
export const saysChange = (english: string) => CHANGE.test(english);
/** Words that ask how an existing request is going. */
const STATUS =
  /\b(?:tell me what (?:[\w&'-]+ ){1,4}?(?:said|says|replied)\b|status|update on|any movement|(?:still )?ha(?:s|ve) (?:us|me) (?:down|booked|pencil+ed in)|what'?s the story (?:with|on)|what did (?:they|he|she|the \w+) (?:end up )?(?:say|saying|decide)|chase (?:it |them |this |that )?up|chase (?:the|my) \w+|is (?:everything|all|it) (?:still )?in order|still in order\s*\?|any (?:news|word|updates?)|locked in|still waiting (?:on|for)|do i (?:actually |still |really )?have (?:the|my)\b|where (?:the|my|our) .{1,40}\bstands\b|what time (?:was|is) (?:it|that)(?: again)?|what time does (?:it|that|the \w+) start|(?:the )?news (?:on|about|of) (?:the|my|our)\b|progress|confirmed yet|been confirmed|is\b.{1,50}\b(?:confirmed|booked|sorted|arranged|on track|still on|happening|ready)|has\b.{1,50}\b(?:confirmed|replied|answered|responded|accepted|been (?:confirmed|booked|sorted))|what'?s? (?:is )?happening with|what(?:ever)? happened (?:to|with)|(?:gone|got|go|going) anywhere|why (?:was|is|has|have|did)|how'?s? (?:is )?(?:my|the|that|our) .{1,30}(?:going|looking|coming)|where (?:is|are) (?:my|we with)|what did (?:the |my )?\w+ say|did (?:the |my |anyone |any\w* )?\w* ?(?:confirm|reply|answer|respond|accept)|check on|follow up on|where does (?:that|it|this|the|my|our)\b.{0,60}?\bstand\b|what went wrong|any confirmation|what time (?:is|does|will) (?:my|our|the) \w+(?: \w+)?(?: again| coming| arriving| be)?\s*\?|heard back|(?:still )?going ahead\s*\?|anything back|heard anything|still on|(?:is there|any) (?:\w+ )?update|where are we (?:at )?with|(?:go|gone|went) through|sorted (?:out )?yet|(?:the )?latest (?:on|with)|(?:get|got|gotten|come|came) back to (?:me|us|you|u)|who(?:'s| is) (?:driving|cooking|picking|collecting|taking|looking after|guarding)|picked up my|(?:confirm|confirmed|accept|accepted|say|said|reply|replied)\?|confirmed\b[^.!]*\?|\bdid\b.{1,40}\b(?:say|said|reply|replied|respond|responded)\b|\bhave\b.{1,50}\b(?:answered|replied|responded|come back|got back)\b[^.!]*\?|(?:not|no|never|n't)\s+(?:yet\s+)?(?:received|got(?:ten)?|had|heard)\b.{0,20}\b(?:confirmation|reply|answer|word|news|response)|,?\s*all (?:good|sorted|set|fine|ok(?:ay)?|on track)\s*\?|(?:come|came|get|got) back to (?:confirm|say)|what(?:'s| has)? become of|what became of|turned (?:me|us) down|(?:come|came|got|get) back (?:to (?:me|us) )?(?:on|about|re|regarding) (?:the|my|our)\b|what(?:'s| is) (?:the|his|her|their) (?:registration|reg|number ?plate|licen[cs]e plate|car'?s? registration)|\bon hold\b|tell me about (?:the|my|our)\b|(?:said|say|heard) anything\b|anything from (?:them|him|her|the \w+)\b|\bupdate\s*\?)/i;
/** Whether the message asks how a request is going (a learned status needs these words). */
export const saysStatus = (english: string) => STATUS.test(english);
/** A reference to a request the member already made. */
const MY_REQUEST =
  /\b(?:my|the|our|that|this)\s+(?:[\w&'-]+\s+){0,3}?(?:requests?|bookings?|reservations?|orders?|chef|cook|driver|chauffeur|pick ?-?up|transfer|ride|lift|airport run|(?<='s\s)\d{2}(?:st|nd|rd|th)|table|villa|yacht|boat|cruise|sail(?:ing)?|charter|skipper|car|trip|(?<=the\s+(?:[\w'-]+\s+){1,2})house|flights?|events?|party|security|guards?|bodyguard|stay|accommodation|suite|lodge|room|hotel|shopping|shopper|stylist|dinner|lunch|breakfast|nanny|planner|planning|photographer|restaurant|(?<=\b(?:weekend|week|trip|holiday)\s+)(?:stuff|things?|plans|arrangements)|(?<=\bthe\s+)thing(?=\s+(?:this|next|on|for)\b)|(?<=\b(?:airport|driving|chef|catering|security|transfer|pick-?up|boat)\s+)job)s?\b/i;
/** "tomorrow's pick-up", "tonights table": a request named by its day. */
const DAY_OWNED =
  /\bnext week'?s\b|\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening|night))?'?s\b/i;
/** "Can dinner be at 7:30 instead?": a meal named bare, moved to another hour. */
const MEAL_MOVED =
  /^\s*(?:(?:can|could) (?:dinner|lunch|breakfast|supper|brunch) (?:be|start)|(?:the )?(?:dinner|lunch|breakfast|supper|brunch),? (?:can|could) it (?:be|start)) (?:at|from) \d.*\b(?:instead|rather)\b/i;
/** "book me a new one", "please a new flight": something new, whatever changed before. */
const NEW_ONE =
  /\b(?:book|get|find|arrange|need|want|please)\b(?: me| us)? a new (?:one|flight|booking|hotel|room|car)\b/i;
/** "my", "our": the member's own, even when Aurum finds no such request. */
const OWN = /\b(?:my|our)\b/i;
/** Asking for something new even when a proposal is open. */
export const NEW_REQUEST =
  /\b(?:also need|another(?! (?:couple|person|guest|friend|two|three|four|\d))|a second|as well as|book (?:me |us )?(?:a|an)|i need (?:a|an)|i want (?:a|an)|get (?:me|us) (?:a|an)|arrange (?:a|an)|^(?:a|an) (?:\w+ )?(?:table|reservation|driver|chef|villa|boat|yacht)\b(?=.*\b(?:for \d|\d+ people|at \d)))\b/i;
/** Thanks and greetings are conversation, not notes for a provider. */
export const SMALL_TALK =
  /^\s*(?:thanks?|thank you|cheers|shot|great|perfect|lovely|awesome|ok(?:ay)?|cool|sure|yes|yep|no|nope|hi|hello|hey|howzit|good (?:morning|afternoon|evening))\b[\s!.,]*(?:\w+[\s!.,]*)?$/i;

/** "at 4 instead of 3", "for 6 rather than 4": a value said in place of another. */
const INSTEAD_OF_VALUE = /\b(?:instead of|rather than)\s+(?:the\s+)?\d/i;
/** How many words a message has. */
export const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** Whether the message points at one of the member's existing requests. */
export function refersToRequest(english: string, situation: Situation): boolean {
  if (MY_REQUEST.test(english) || DAY_OWNED.test(english) || LAST.test(english)) return true;
  if (BY_STATUS.test(english)) return true;
  if (MADE_REQUEST.test(english)) return true;
  // "Can dinner be at 7:30 instead?": a meal already asked for, moved.
  if (!situation.openProposal && MEAL_MOVED.test(english)) return true;
  if (situation.requests.some((request) => namesAProvider(english, request))) return true;
  // "make it 3 at the test kitchen tonight": the venue the member wrote (with no proposal open,
  // whose places are its own).
  const venue = (r: RequestFact) => namesVenue(english, r);
  if (!situation.openProposal && situation.requests.some(venue)) return true;
  // "re Woodstock tonight, bump it 45 min later": the place of a request, and a change to it.
  const said =
    (CHANGE.test(english) || STATUS.test(english)) && !ASKS_ANEW.test(english)
      ? readWhere(english)
      : null;
  const there = (r: RequestFact) => r.location?.toLowerCase() === said?.location.toLowerCase();
  if (said && !situation.openProposal && situation.requests.some(there)) return true;
  // "swap Camps Bay for something in Llandudno": the place of a request, whichever is read first.
  const named = (r: RequestFact) => !!r.location && namesPlaceOf(english, r.location);
  const swaps = /\b(?:swap|exchange|trade)\b/i.test(english);
  if (said && swaps && !situation.openProposal && situation.requests.some(named)) return true;
  // "chef: 7 is too early, make it 8": a request named as the heading of the message.
  // ("Chef on Saturday: one guest is coeliac, please pass it on": with its day, and a change.)
  const heading = (english.match(HEADING) ??
    (CHANGE.test(english) ? english.match(DAY_HEADING) : null))?.[1];
  if (heading) {
    const kinds = namedKinds(heading, false);
    if (situation.requests.some((r) => kinds.has(r.dining ? 'dining' : r.serviceType))) return true;
  }
  // "cancel the boat on Sunday" (isiZulu and Afrikaans need no "my"), "villa for 8 instead of 6":
  // an action or a correction naming a service the member has a request for.
  if (
    !CORRECTION.test(english) &&
    !CANCEL.test(english) &&
    !STATUS_NAMED.test(english) &&
    !CHANGE_NAMED.test(english)
  ) {
    return false;
  }
  // "Cancel Saturday please": the day names the request when the member has one that day.
  if ((CANCEL.test(english) || STATUS_NAMED.test(english)) && namesDay(english)) {
    const day = readWhen(english, situation.now).date;
    // A confirmed one too: a cancel or a status question is answered honestly about it.
    const open = (r: RequestFact) => r.changeable || stillOn(r);
    if (day && situation.requests.some((r) => open(r) && r.preferredDate === day)) return true;
  }
  const kinds = namedKinds(english);
  // "Dinner confirmed?", "dinner, can we change it to 8:30?": a table's or a chef's dinner.
  const statusOrChange = STATUS_NAMED.test(english) || CHANGE_NAMED.test(english);
  if (kinds.size === 0 && statusOrChange && /\b(?:dinner|lunch)\b/i.test(english)) {
    kinds.add('dining');
    kinds.add('private_chef');
  }
  // A status question or a cancel may name a request that can no longer change (it is answered
  // honestly); a correction only one that can.
  const anyRequest = STATUS_NAMED.test(english) || CANCEL.test(english);
  // "no confirmation for our house in Camps Bay": a status or a cancel of the request there.
  const place = anyRequest && kinds.size === 0 ? readWhere(english) : null;
  // "Sunday boat trip, can we go out at 4 instead of 3": a correction of a booking still on,
  // even a confirmed one (the reply says what can still change).
  const corrects = INSTEAD_OF_VALUE.test(english);
  return situation.requests.some(
    (request) =>
      ((request.changeable || anyRequest || (corrects && stillOn(request))) &&
        kinds.has(request.dining ? 'dining' : request.serviceType)) ||
      (place && request.location?.toLowerCase() === place.location.toLowerCase()),
  );
}

/** Whether the text names a request's place in its own words ("Camps Bay"). */
const namesPlaceOf = (text: string, location: string) =>
  new RegExp(String.raw`\b${location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(text);

/** "chef: ...", "the driver - ...": a service named, then what about it. */
const HEADING =
  /^\s*(?:(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s)?\s+)?((?:the\s+)?[a-z]+(?:\s[a-z]+)?)\s*(?::|\s[-–]\s)/i;
const DAY_HEADING =
  /^\s*((?:the\s+)?[a-z]+(?:\s[a-z]+)?) (?:on |for )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*(?::|\s[-–]\s)/i;

/** "the request (that) I made yesterday", "any news on dinner booking?": a request the member made. */
const MADE_REQUEST =
  /\b(?:request|booking)s? (?:that )?i (?:made|sent|asked for|booked|put in|logged)\b|\b(?:request|booking)s? from (?:last week|last month|yesterday|earlier|this morning)\b|\b(?:news|updates?|word) (?:on|about) (?:[\w-]+ ){1,2}(?:booking|request|reservation)s?\b/i;

/** "Was my lunch cancelled?": a question about a cancel, not one. */
const ASKED_IF_CANCELLED =
  /\b(?:someone|somebody|they|i heard|i was told|apparently)\b[^?.!]{0,40}\b(?:got|was|has been|is) cancel+(?:l?ed)\b|\b(?:was|were|is|has|have|had|did|got)\b[^?.!]*\bcancel+(?:l?ed)\b[^?.!]*\?|\bdid (?:someone|somebody|anyone|they|you|the \w+) cancel\b[^?.!]*\?|\b(?:checking|check|confirm|make sure)\b[^.!?]{0,60}\b(?:was|were|is|has been|got) (?:\w+ )?cancel+(?:l?ed)\b|\b(?:says?|shows?|marked(?: as)?|showing|listed as)\s+(?:as\s+)?cancel+(?:l?ed)\b/i;

/** A status question or change verb that may stand before a bare service name. */
const STATUS_NAMED =
  /\b(?:confirmed|confirmation|status|update|still on|any (?:word|news) (?:from (?:a|an|the|my|our)|(?:on|about) (?:the|my|our))\b|what happened|who(?:'s| is) (?:driving|cooking|picking|collecting))\b/i;
const CHANGE_NAMED =
  /\b(?:change|move|reschedule|postpone|should be|tell|let|make(?= (?:dinner|lunch) (?:at )?\d))\b/i;

/** "not the Friday driver", "not the Friday one": a request the member does not mean. */
const NOT_THAT_ONE =
  /\bnot (?:the|my|(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s) (?:[\w']+ ){0,2}?(?:one|booking|request|driver|chef|table|boat|yacht|villa|pick-?up|car|dinner|lunch|transfer)\b,?(?:\s*that one(?:'s| is)? (?:fine|ok(?:ay)?|good|staying|stays)[,.!]?)?/gi;

/** "cancel the driver... actually no, cancel the table": what follows the member's change of mind. */
const CHANGED_MIND =
  /\b(?:actually,? no|no wait|wait no|sorry,? no|scratch that)\b[\s,.;:!-]*(.+)$/i;
/** "Don't cancel the villa!", "keep the driver": a request the member keeps. */
const KEPT_REQUEST =
  /\b(?:(?:don'?t|do not|please don'?t) (?:cancel|touch|change)|keep|leave) (?:the|my|next week'?s|(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s) (?:[\w']+ ){0,2}?[\w']+\b(?: (?:on|for) (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|the \w+)| (?:tonight|tomorrow|today|next week))?[!.,]?/gi;

/** The words of a cancellation without the requests the member turns down or keeps. */
function turnedDownLeftOut(english: string): string {
  const meant = english.match(CHANGED_MIND)?.[1] ?? english;
  return meant.replace(NOT_THAT_ONE, ' ').replace(KEPT_REQUEST, ' ');
}

/** "I'm not cancelling anything", "not to cancel": a cancel the member does not ask for. */
const NOT_CANCELLING =
  /\b(?:(?:i'?m|i am|we'?re|we are) not|not (?:to|asking to)|(?:i|we) (?:don'?t|do not) want to) cancel\w*(?: (?:anything|it|them))?\b/gi;
/** "two guests cancelled", "my brother cancelled": people who will not come, not a cancel. */
const PEOPLE_CANCELLED =
  /\b(?:guests?|people|friends?|couples?|of them|of us|pax|brother|sister|cousins?|colleagues?|parents|in-laws|mom|mum|dad|son|daughter|wife|husband|partner|baby-?sitter|sitter|nanny|au pair|boss|clients?|[A-Z][a-z]+) (?:have |has |just |also |keep |kept )*cancel+(?:l?ed|l?ing)\b(?! (?:the|my|our|it|that|this)\b)/g;
/** "Flight was cancelled outright": something else cancelled, the reason for a change. */
const OTHERS_CANCELLED =
  /\b(?:(?:my|our|the|his|her|their) )?(?:flight|meeting|match|game|concert|show|conference|event|trip|appointment)s? (?:was|were|has been|have been|got|is|are) (?:\w+ )?cancel+(?:l?ed)\b/gi;
/** A reason after the request named ("..., I'll redo it tomorrow"): its words say no request. */
/** "My in-laws have taken over the plans so you can scrap ...": the reason said before the ask. */
const REASON_BEFORE =
  /^.*\bso (?:you can |please |pls |can you )?(?=(?:cancel|scrap|drop|kill|forget|remove)\b)/i;
const REASON_AFTER =
  /[,.;]\s*(?:(?:i'?ll|i will|i'?m|i am|we'?ll|we will|we'?re|we are|he'?s|she'?s|they'?re|it'?s)\b|(?:we|i|they) (?:stay|decided|changed|can'?t|won'?t|don'?t)\b|(?:my|our) \w+(?:'s| is| are| has| will)\b|because\b|since\b).*$/i;

/** "make a dinner reservation for 2 in Sandton": a new request asked, not one of the member's. */
const ASKS_ANEW =
  /\b(?:a|an)\s+(?:\w+\s+)?(?:reservation|booking|table|driver|car|chef|villa|boat|yacht|guard)\b/i;
/** "..., so the Constantia dinner must ...": what is asked after a reason. */
const AFTER_SO = /^.{10,}?,?\s+so\s+((?:the|my|our|can|could|please|pls)\b.+)$/i;
/** "..., say 7:15? My mom can only keep the kids till 10": a reason in a sentence of its own. */
const REASON_SENTENCE =
  /(?<=[.?!])\s+(?:(?:tonight|today|tomorrow|this (?:evening|morning|afternoon)),?\s+)?(?:my|our|i|we|she|he|they|it'?s|because|since|the (?:kids|children|guests|boys|girls)\b)[^.?!]*[.?!]?\s*$|(?<=\?)\s+[^.?!\d]{1,25}[.!]?\s*$/i;
/** The message without a last sentence that only gives the reason for a change. */
export function withoutReason(english: string): string {
  const reason = english.match(REASON_SENTENCE);
  return reason && !CHANGE.test(reason[0]) ? english.slice(0, reason.index) : english;
}

/** "The OR Tambo driver tomorrow: ...", "For tonight's booking ...": a request named, then words for it. */
const HEADED_NOTE =
  /^\s*for (?:(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s) (?:booking|table|reservation|dinner|lunch)\b|^\s*(?:the |my |our )?(?:(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s )?(?:[\w'&-]+ ){0,3}?(?:driver|chauffeur|chef|cook|table|booking|boat|yacht|villa|car|pick-?up|transfer)(?: (?:today|tonight|tomorrow|on (?:mon|tues|wednes|thurs|fri|satur|sun)day))?\s*(?:[:—–]|\s-\s)/i;
/**
 * "For the chef on Saturday: ...": a request named as a heading, then words for its provider
 * ("For my auditor: ..." names who the member asks for, not a request).
 */
const FOR_THE_REQUEST =
  /^\s*for (?:the|my|our|next week'?s) (?:(?!(?:auditor|accountant|bookkeeper|lawyer|attorney|pa|assistant|secretary|records|files|tax|taxes|budget|insurance|admin)\b)[^:—–]{2,40}?(?:[:—–]|\s-\s)|(?:[\w'-]+ ){0,2}(?:driver|chauffeur|chef|villa|house|boat|yacht|charter|table|booking|car|security|planner|stay|pick-?up|transfer)(?: (?:today|tonight|tomorrow|next week|on \w+day))?(?:,|\s+(?=(?:we|i|they|he|she)(?:'ll|'d)?\s+(?:need|want|would|will|must|have)\b)))\s*(.{3,})$|^\s*for (?:(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s) (?:booking|table|reservation|dinner|lunch)\s*,?\s*(.{3,})$|^\s*(?:the |my |our )?(?:(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s )?(?:[\w'&-]+ ){0,3}?(?:driver|chauffeur|chef|cook|table|booking|boat|yacht|villa|car|pick-?up|transfer)(?: (?:today|tonight|tomorrow|on (?:mon|tues|wednes|thurs|fri|satur|sun)day))?\s*[:—–]\s*(.{3,})$/i;

/** "a car seat for the baby": something for the car, not a car asked for. */
const CHILD_SEAT = /\b(?:car|baby|booster|child) seats?\b/gi;

/** The words after "For the villa, ..." when they name no service of their own. */
function headedWords(english: string): string | null {
  const headed = english.match(FOR_THE_REQUEST);
  const words = headed ? (headed[1] ?? headed[2] ?? headed[3] ?? '') : '';
  return words && namedKinds(words.replace(CHILD_SEAT, ' '), false).size === 0 ? words : null;
}

/** Words that correct something already asked for. */
const CORRECTION = /\b(?:instead|rather|should be|not \d+|now|anymore|any more)\b|,\s*not\b/i;

/**
 * An action on the member's existing requests, when the message asks for one. `learned` is the
 * action the learned reader (ADR 079) is sure of: then the message is taken to refer to a request
 * even in words the patterns do not list, and that action stands where no pattern names one.
 */
export function actionOf(
  english: string,
  situation: Situation,
  learned?: 'cancel' | 'change' | 'status',
): Intention | null {
  const chosen = situation.chosenRequestId;
  if (!chosen && !learned && !refersToRequest(english, situation)) return null;
  // "the confirmed booking - can it move to 5pm?": the status names the request, asks nothing;
  // "I'm not cancelling anything": no cancel.
  const asked = withoutStatusNamed(english)
    .replace(NOT_CANCELLING, ' ')
    .replace(PEOPLE_CANCELLED, ' ')
    .replace(OTHERS_CANCELLED, ' ');
  const action =
    (ASKED_IF_CANCELLED.test(asked)
      ? 'status'
      : CANCEL.test(asked)
        ? 'cancel'
        : STATUS.test(asked)
          ? 'status'
          : CHANGE.test(asked)
            ? 'change'
            : null) ??
    learned ??
    // "The OR Tambo driver tomorrow: I'll be coming out of international arrivals": words for it;
    // "For the Camps Bay villa we need a cot": so are these, when they name no other service.
    (HEADED_NOTE.test(english) || headedWords(english) ? 'change' : null);
  if (!action) return null;
  if (action === 'change' && NEW_REQUEST.test(english) && !OWN.test(english) && !learned) {
    return null;
  }
  // "my flight got moved, can you book me a new one": a new one asked for, the change its reason.
  if (action === 'change' && NEW_ONE.test(english) && !learned) return null;
  // "not the Friday driver, cancel tomorrow's pickup": the request turned down is not the one.
  const meant =
    action === 'change' ? english : turnedDownLeftOut(english).replace(REASON_BEFORE, '');
  const { reference, change } =
    action === 'change'
      ? splitChange(withoutReason(english))
      : {
          reference: meant.replace(REASON_AFTER, '') || meant,
          change: '',
        };
  let candidates = chosen
    ? situation.requests.filter((r) => r.id === chosen).map((r) => r.id)
    : findRequests(
        meant,
        reference || meant,
        situation.requests,
        situation.now,
        action,
        action === 'change' && reference === '',
      );
  // "Can the driver tomorrow come at 7:30 instead of 9": the day in the change part may say
  // which request it is when the reference alone fits several.
  if (!chosen && candidates.length > 1 && reference) {
    const narrowed = findRequests(
      english,
      english,
      situation.requests,
      situation.now,
      action,
      true,
    );
    if (narrowed.length === 1) candidates = narrowed;
  }
  // "Our friends' flight is delayed, so the Constantia dinner must be on the Sunday": the
  // request named after the reason.
  const afterSo = english.match(AFTER_SO)?.[1];
  if (!chosen && candidates.length === 0 && afterSo) {
    const { reference: named } = splitChange(afterSo);
    candidates = findRequests(
      afterSo,
      named || afterSo,
      situation.requests,
      situation.now,
      action,
      named === '',
    );
  }
  // "the chef" with no chef request is a new request; "my chef" is the member's, found or not.
  if (candidates.length === 0 && !OWN.test(english) && !chosen && !learned) return null;
  let changes = action === 'change' ? readChanges(change, situation.now, true) : {};
  const target =
    candidates.length === 1 ? situation.requests.find((r) => r.id === candidates[0]) : null;
  if (action === 'change' && target) changes = adjustChanges(changes, change, target);
  else if (action === 'change' && changes.time) {
    // "can we move the dinner to 8:30", a table and a chef both in the evening: 20:30.
    const fits = situation.requests.filter((r) => candidates.includes(r.id));
    changes = { ...changes, time: inTheEvening(changes.time, change, fits) };
  }
  // "For the chef on Saturday: one guest is coeliac, ...": what follows the heading is for them.
  // ("For the villa, it must be pet-friendly, we are bringing our Labrador": all of it.)
  const onlyNotes = Object.keys(changes).every((field) => field === 'notes');
  const headed = action === 'change' && onlyNotes ? english.match(FOR_THE_REQUEST) : null;
  const words = headed ? withoutMedicine((headed[1] ?? headed[2] ?? headed[3])!.trim()) : null;
  if (words) changes = { notes: words };
  // "My husband has gone vegan, please warn them": the words before, for the provider.
  const first = action === 'change' && !hasChanges(changes) ? noteSaidFirst(english) : null;
  if (first) changes = { notes: first };
  return { kind: 'act', action, candidates, changes };
}
