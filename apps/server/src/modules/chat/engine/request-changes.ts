import { withoutMedicine } from '@aurum/shared/medical/shared-with-providers';
import { namesDay, namesTime } from './day-words';
import { count, readPartySize, withoutPartySize } from './party-size';
import {
  BRINGING,
  COUNT_ON_THE_DAY,
  DIET_SAID,
  GOING_TO_BE,
  INSTEAD,
  LANDED_SO,
  NAMED_AT_HOUR,
  OTHERS_JOURNEY,
  PEOPLE_FROM,
  STATED_BEFORE,
  TAKES_COUNT,
  WE_WILL_BE,
  WOULD_LIKE,
} from './request-change-words';
import { REQUEST_AT_HOUR } from './request-references';
import type { RequestChanges } from './understanding';
import { readWhen } from './when';
import { COMING_FROM, readWhere, withoutPlaces } from './where';

/** "instead of 7pm", "rather than Friday", "3 not 2": what it is now, after what it becomes. */
const INSTEAD_OF = /\b(?:instead of|rather than|not)\b/i;
/** A bare hour ("to 8"): a time of day when a change names it. */
const BARE_HOUR =
  /^\s*(?:at\s+)?(\d{1,2})(?:[:.h](\d{2}))?\s*(?:[,.!?]|$|\s+(?:please|pls|instead|rather|then|thanks|if|is|would|works|suits))/i;
/** "make the driver 10 instead", "move the chef to 8": a service named, then its new hour. */
const SERVICE_AT_HOUR =
  /^\s*(?:make|move|push|shift|change)\s+(?:the|my|our)\s+(?:driver|chauffeur|pick-?up|chef|cook|boat|yacht|cruise|massage|spa|transfer|car)\s+(?:to\s+)?(?=\d{1,2}(?:[:h.]\d\d)?\s*(?:[,.!?]|$|\s+(?:please|pls|instead|rather|then)))/i;
/** "actually no,", "scratch that": the member takes back what they said before. */
export const RETRACTED =
  /(?:(?<=[.!;]\s{0,3})no|\b(?:actually,? no|no wait|wait no|scratch that|never ?mind|forget that|sorry,? no|(?:sorry,?\s+)?i mean|actually,? make (?:that|it)))\b[\s,.;:!-]*(.+)$/i;
/** "to Sunday", "till 10", "until": what follows is the new value. */
const TO =
  /\s(?:to|till|until|->|→|(?:must|should) (?:now )?(?:(?:come|arrive|be there|collect us|fetch us)(?: at)?|be))\s/gi;
/** "Please let the restaurant we are going to tonight know that": words for the provider. */
const LET_THEM_KNOW_THAT = /^\s*(?:please\s+)?let (?:the|my|our) [^.,]{1,60}? know (?:that\b|:)/i;
/** "make it four people", "make it for four": the number of people a request becomes. */
const MADE_COUNT =
  /\bmake (?:it|that|us) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:people|guests|persons|pax)\b|\bmake (?:it|that) for (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?![:.h]\d|\s*(?:am|pm|o'?clock|nights?|days?|hours?))/i;

/** "same time", "keep the time": the hour is kept. */
export const SAME_TIME = /\b(?:same time|keep the time|time stays)\b/i;

/** "from 2 people to 4": a party size, then the number it becomes. */
const PEOPLE_TO_NUMBER =
  /\bfrom (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (people|guests|pax|persons)\s+to (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?!\s*(?:people|guests|pax|persons|[:.h]\d|am|pm))/i;
/** "the number of people on the weekend booking to 6": the count it becomes. */
const COUNT_TO_NUMBER =
  /\b(?:number of (?:people|guests|persons)|numbers?(?= (?:for|on) (?:the|my|our)\b)|headcount|head count|party size|guest count)\b((?:\s+[\w']+){0,5}?)\s+to\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?![:.h]\d|\s*(?:am|pm|o'?clock|people|guests))/i;
/** A note for the provider: "tell them ...", "add a note: ...". */
const NOTE =
  /\b(?:(?:can|could|would) you (?:please )?note(?: that)?|add (?:a )?note(?: to [^:]{1,60}?)?(?: that| saying)?|add to (?:the |my |our )?[\w' ]{1,40}? that|let (?:(?:the|my|our) )?(?!me\b|us\b)(?:[\w'&-]+ ){1,6}?know(?: that| to(?= \w))?|(?:tell|let|warn) (?:them|him|her|the \w+|my \w+(?: \w+)?|(?:\w+'s )?(?:chef|driver|cook|skipper|captain|planner|provider|stylist|photographer|chauffeur)\b)(?: know)?(?: that)?|(?:can|could) (?:the|my|our|\w+'s) (?:[\w&-]+ ){0,3}?(?:driver|chauffeur|chef|cook|skipper|captain) (?:please )?(?=(?:bring|pack|carry|hold)\b)|(?:the (?:driver|chauffeur|chef|cook|skipper|captain)|he|she) (?:must|should|needs? to|has to)(?= (?:phone|call|text|whatsapp|sms|ring|bring|wait|park|wear|use|knock|hoot|message)\b)|ask (?:them |the (?:[\w&'-]+ ){1,3}?|(?!you\b|u\b)(?:[A-Z][\w&'-]+ ){1,3}?)(?:if|whether)|ask (?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week)'s (?:[\w&'-]+ ){0,3}?(?:driver|chauffeur|chef|cook|skipper|captain|crew|guards?|planner) to(?= \w)|tell (?:[A-Z][\w&'-]+ ){1,4}that|(?:please|pls|plz) note(?: that)?|(?:please|pls|plz) (?:have|hold|bring) (?=(?:a|an) (?:[\w-]+ )?(?:sign|board|placard|name-?board|car seat|booster|umbrella|bottle)s?\b)|add (?:my|our|the) (?=(?:flight|tail|booking|reference|confirmation|room|gate) (?:number|no|details|ref)\b)|note that|mention(?: to (?:the|my|our) (?:[\w'-]+ ){0,3}?(?:owners?|hosts?|team|staff|crew|chef|driver|manager|restaurant|provider|skipper|captain|agent)\b)?(?: that)?|add that|ask (?:them |(?:the|my|our) \w+ |(?!you\b|u\b|if\b|whether\b)(?:the )?(?:[A-Z][\w&'-]+ ){1,3}?)?(?:for|to|about)|(?:could|can) they(?! (?:start|come|arrive|be there|make it|collect|fetch|pick|meet|fit|squeeze|seat|accommodate|manage|take|handle|do \d|rather)\b)|(?:can we|please) add(?! (?:a )?note\b)(?!\s+(?:one|two|three|\d+|another|an extra|a few)\s+(?:more\b|extra\b|(?:more\s+)?(?:person|people|guests?|seats?|pax|friends?)\b))|(?:the (?:[\w'-]+ ){0,4}?[\w'-]+|they|he|she) (?:must|should|needs? to|has to) know(?: that)?|(?=(?:it|everything|the food|the menu|all of it) (?:must|should|has to|needs to) (?:all )?be (?:halal|kosher|vegan|vegetarian|gluten[- ]free|dairy[- ]free|nut[- ]free|pescatarian)\b))(?<!\w(?=\w))\s*:?\s*(.+)$/i;

/** "Tomorrow's 9am: make it 9:45", "the 10-person boat: bring it down to 8": heading, then change. */
const HEADED_CHANGE =
  /^\s*([^:]{2,50}?)\s*:\s+((?:make|move|bring|push|shift|switch|bump|change)\b.+)$/i;
/** "Make it King Shaka, I'm going to Durban first": the change, then why. */
const MAKE_IT_THEN_REASON =
  /^\s*((?:(?:ok(?:ay)?|no|actually|sorry)[,!]?\s+)*make (?:it|that)\s+[^,.;]+)[,.;]\s*(?:i'?m|we'?re|i am|we are|because|since|as)\b/i;
/** "swap Camps Bay for something in Clifton": what the member had, then what they want. */
const SWAPPED = /^(.*\b(?:swap|exchange|trade)\b.+?)\s+for\s+(.+)$/i;

/**
 * "the Friday chauffeur", "tomorrow's pick-up": a day that says which request, not a new day.
 */
const DAY_OF_REQUEST =
  /\b(?:the|my|our|this|that)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow)(?:'?s)?\s+(?:[\w-]+\s+)?(?:driver|chauffeur|car|pick-?up|transfer|ride|lift|chef|cook|table|dinner|lunch|booking|reservation|boat|yacht|charter|villa|stay|security|guards?|shopper)\b|\b(?:driver|chauffeur|car|pick-?up|chef|table|booking|request|reservation|boat|yacht|charter|villa|stay)s?\s+(?:on|for|over|this)?\s*(?:the\s+|this\s+|next\s+)?(?:weekend|week)\b(?:\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)?/gi;

/** "8 is fine", "7pm works fine", "Saturday is perfect": what stays as it is ("better" changes). */
const KEPT =
  /,?\s*\bsame\s+(?:time,?\s+)?(?:at\s+)?\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?(?:\s+(?:slot|time))?\b|,?\s*\b\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?\s+still\s+(?:works|suits(?: us| me)?|fine|good|ok(?:ay)?)\b|,?\s*\b(?:still|same time,?)\s+(?:at\s+)?\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?\b|\b(?:\d{1,2}(?:[:h.]\d\d)?\s*(?:am|pm)?|today|tonight|tomorrow|tmrw|tmr|2moro|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:is|works|suits(?: us| me)?)|'s)\s+(?:still\s+)?(?:fine|good|great|perfect|ok(?:ay)?)\b(?!\s+(?:now|instead))(?:\s*(?:but|,|and))?/gi;

/** "the Woodstock dinner", "the Camps Bay villa": a place that says which request. */
const PLACE_OF_REQUEST =
  /(?<!\b(?:at|to|in|be|from)\s)\b(?:the|my|our|this|that)\s+(?:[A-Z][\w&'-]*\s+){1,3}(?:dinner|lunch|table|booking|reservation|driver|chauffeur|pick-?up|transfer|ride|lift|car|trip|chef|villa|house|stay|boat|yacht|charter|security|event|party|meeting|conference|function|match|game|show|wedding)\b/g;
/** "the V&A is fine, but on the 12th": a place the member keeps. */
const PLACE_KEPT =
  /\b(?:the\s+)?[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*\s+(?:is|works|suits)\s+(?:still\s+)?(?:fine|good|great|perfect|ok(?:ay)?)\b|\b[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*\s+is\s+(?:a bit |way |much )?too (?:far|busy|expensive|noisy|crowded|out of the way)\b/g;
/** "not Saturday, Friday": a day the member turns down. */
const NEGATED_DAY =
  /\b(?:not|instead of|rather than)\s+(?:on\s+)?(?:this\s+|next\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow)\b,?|\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s| is)? (?:a no-go|no good|not good|tough|difficult|out|not possible|impossible|bad|not ideal|(?:a bit |way )?(?:much|too much|too soon|too short notice|a stretch))\b[,.]?/gi;
/** "not Constantia", "instead of Sandton": a place the change moves away from. */
const NEGATED_PLACE =
  /\b(?:[Nn]ot|[Ii]nstead of|[Rr]ather than|than)\s+(?:in\s+|at\s+|the\s+)?[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*/g;

/** "half 7 is too early", "8pm is too late": a time the member turns down. */
const TURNED_DOWN =
  /\b(?:(?:half|quarter (?:past|to)) )?(?:\d{1,2}(?:[:h.]\d\d)?|(?<=(?:half|quarter (?:past|to)) )(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))\s*(?:am|pm)?\s+is (?:a bit |way |much |just |quite |rather )?(?:too )?(?:early|late)\b(?: for (?:us|me|them|him|her))?/gi;
/** "6 becomes 4", "8 is now 10": a party of people becoming another (no clock words). */
const PARTY_BECOMES =
  /\b\d{1,2}(?![:h.]\d|\s*(?:am|pm))\s+(?:becomes|is now|goes down to|goes up to|drops to)\s+(\d{1,2})\b(?![:h.]\d|\s*(?:am|pm|o'?clock))/i;
/** "only 6 now", "just 4 of us": how many people there are now. */
const ONLY_NOW =
  /\b(?:only|just) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (?:now|of us|people|guests|(?:are |will be )?coming)\b|\b(?:we(?:'re| are)|we(?:'ve| have) (?:grown|shrunk|dropped|increased|decreased|gone up|gone down)|numbers? (?:[\w']+ ){0,4}?(?:have |has )?(?:(?:gone|go|went|are|is) (?:down|up)|dropped|fallen|grown|increased|decreased)|(?:bring|take|cut) (?:it|that|this|us|the numbers?) (?:down|up)) (?:down |up )?to (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?![:h.]\d|\s*(?:am|pm|o'?clock))|\b(?:we(?:'ll)? have|there(?:'ll| will) be|there are) (\d{1,2}) (?:coming|joining)\b|\bbe for (\d{1,2})(?=\s*(?:[,.!?]|$|tonight|tomorrow|today|now|people|guests|instead|please)(?![:h.]\d))/i;

/** "The Friday transfer in Cape Town next week: ...": a request named as a heading. */
const REQUEST_HEADING =
  /^\s*(?:the|my|our|(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s|next week'?s)\s[^:]{0,50}?\b(?:driver|chauffeur|transfer|pick-?up|chef|cook|table|booking|reservation|boat|yacht|charter|cruise|villa|house|stay|dinner|lunch|trip|run)\b[^:]{0,30}:\s+(?=\S)/i;

/** "an hour later", "30 minutes earlier": a shift of the request's own hour. */
export const HOURS_SHIFT =
  /\b(an?|one|two|three|half an|\d+)\s*(hours?|hrs?|minutes?|mins?)\s*(later|earlier|sooner)\b/i;

/** "will now be 5", "so we'll be 6", "make it 12", "it's 8 now": a count said after another. */
const NEW_COUNT =
  /\b(?:(?:will|would) (?:now )?be|we(?:'ll| will)(?: now)? be|we(?:'re| are) now|make (?:it|that)(?= \d{1,2}\s*(?:[,.!?]|$|people|guests|of us|pax|now))|(?:so )?it(?:'s| is)|(?:so )?it(?:'ll| will) (?:now )?(?:only |just )?be|(?:so )?that(?:'s| is| makes it)|(?:are|is) now|, so) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! ?(?:[:h.]\d|am\b|pm\b|o'?clock|in the|tonight|tomorrow|people\b.*\bnot\b))/i;

/**
 * "one of them has a nut allergy, please let the chef know", "flight number is SA342, add it for
 * the driver": words for the provider of the open proposal, said before the instruction, read as
 * "tell the chef: ...".
 */
export const NOTE_LAST =
  /^(.{3,}?)[\s,.;:-]+(?:(?:and|so)\s+)?(?:please\s+|pls\s+|can you\s+)?(?:let (?:the|my|our|(?:(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s)) ([\w-]+)(?: (?:for|on) (?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day))? know|(?:tell|warn|pass (?:that|it|this) on to|(?:flag|mention) (?:it|that|this) (?:to|with)) (?:the|my|our|(?:(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s)) ([\w-]+)|(?:warn|tell) (?:them|him|her)|warn [A-Z][\w&'-]*(?: [A-Z][\w&'-]*){0,2}|let (?:them|him|her) know(?: (?:at|for|on) (?:the )?[\w' ]{1,30})?|pass (?:that|it|this) on|note(?: (?:it|that|this)(?: down)?)?(?: for (?:the|my|our) [\w-]+)?|add (?:it|this|that)(?: (?:for|to) (?:the|my|our) ([\w-]+))?|make sure (?:that )?(?:the|my|our) ([\w-]+)\b.*)\s*(?:please|pls)?[.!?]?\s*$/i;
export const KNOW_LAST =
  /^(.{3,}?)[\s,.;:-]+(?:could|can|will|would) (?:they|he|she|you let (?:them|him|her)) (?:please )?know\s*\??\s*$/i;
/** "my husband has gone vegan, please warn them": the words said before, for the provider. */
export function noteSaidFirst(english: string): string | null {
  const said = english.match(KNOW_LAST) ?? english.match(NOTE_LAST);
  return said ? withoutMedicine(said[1]!.trim()) || null : null;
}

/** Whether the message opens with words for the provider ("tell them ...", "the chef must know ..."). */
export const namesNote = (text: string) => (text.match(NOTE)?.index ?? Infinity) <= 12;

/**
 * A message that changes a request split in two: the part that says which request ("my chef on
 * Saturday") and the part that says what it becomes ("to Sunday at 8pm").
 */
export function splitChange(said: string): { reference: string; change: string } {
  // "my table from 2 people to 4": the number after "to" counts people too.
  const text = said
    .replace(PEOPLE_TO_NUMBER, '$1 $2 to $3 $2')
    .replace(COUNT_TO_NUMBER, 'the people$1 to $2 people');
  // "Make it King Shaka, I'm going to Durban first": the change, then the member's reason.
  const reasoned = text.match(MAKE_IT_THEN_REASON);
  if (reasoned) return { reference: '', change: reasoned[1]! };
  // "Tomorrow's 9am: make it 9:45": the request as a heading, then what it becomes.
  const headed = text.match(HEADED_CHANGE);
  if (headed) return splitAtTo(headed[2]!) ?? { reference: headed[1]!, change: headed[2]! };
  // "swap Camps Bay for something in Clifton": the one it was, then the one it becomes.
  const swapped = text.match(SWAPPED);
  if (swapped) return { reference: swapped[1]!, change: swapped[2]! };
  const instead = text.match(INSTEAD_OF);
  if (instead && instead.index! > 0) {
    const before = text.slice(0, instead.index);
    const after = text.slice(instead.index!);
    const changes = (part: string) =>
      Boolean(readWhere(part)) ||
      namesDay(part) ||
      namesTime(part) ||
      readPartySize(part) ||
      BARE_HOUR.test(part.replace(/^.*?(\d)/, '$1'));
    if (
      /\b(?:instead of|rather than)\b/i.test(instead[0]) ||
      changes(after.replace(/^not\s+/i, ''))
    ) {
      // "the friday driver must come at 5pm not 6": which request, then what it becomes;
      // "lunch rather than dinner, say 1pm": what follows the comma changes it too.
      const comma = after.indexOf(',');
      const more = comma > 0 ? after.slice(comma + 1) : '';
      const reference = comma > 0 ? after.slice(0, comma) : after;
      return splitAtTo(before) ?? { change: `${before} ${more}`.trim(), reference };
    }
  }
  // "let the restaurant we are going to tonight know that ...": all of it for them.
  if (LET_THEM_KNOW_THAT.test(text)) return { reference: '', change: text };
  return splitAtTo(text) ?? { reference: '', change: text };
}

/** "my chef on Saturday to Sunday at 8pm": split at the last "to" that a change follows. */
function splitAtTo(text: string): { reference: string; change: string } | null {
  const tos = [...text.matchAll(TO)];
  for (const to of tos.reverse()) {
    const after = text.slice(to.index! + to[0].length);
    // "to my chef" says which request; "to our place in Bishopscourt" where it moves.
    // ("to the day after tomorrow" and "to my sister's house" say what it becomes.)
    if (
      /^\s*(?:my|the|our|this|that)\b/i.test(after) &&
      !/^\s*(?:my|our) (?:[\w-]+'s )?(?:place|house|home|villa|flat|apartment)\b/i.test(after) &&
      !/^\s*the (?:day after tomorrow|next day|following (?:day|week|weekend)|\d{1,2}(?:st|nd|rd|th))\b/i.test(
        after,
      )
    )
      continue;
    // "add to tonight's booking that ...": words for the provider, not a new day; so are "let
    // the chauffeurs know to bring a baby seat on Friday".
    if (/\b(?:add|know|ask(?: [\w&'-]+){1,4})\s*$/i.test(text.slice(0, to.index))) continue;
    // "numbers have gone up to 12": a count of people (ONLY_NOW), not a new hour.
    if (
      /\b(?:(?:gone|go|goes|went|are|is|we're|bring it|take it|cut it) (?:up|down)|dropped|fallen|grown|increased|decreased)\s*$/i.test(
        text.slice(0, to.index),
      )
    )
      continue;
    // "change the party for tonight's table to 3, a friend is tagging along": people.
    if (
      /\bparty\b/i.test(text.slice(0, to.index)) &&
      /\b(?:tagging along|joining|coming|people|guests)\b/i.test(text)
    )
      continue;
    // "we're going to be 4": how many there will be (GOING_TO_BE), not a change "to" it.
    if (/\bgoing\s*$/i.test(text.slice(0, to.index)) && /^be\b/i.test(after)) continue;
    // "quarter to 8", "ten to 7": a clock time, not a change "to" 8.
    if (/\b(?:quarter|half|five|ten|twenty(?:-five)?)\s*$/i.test(text.slice(0, to.index))) continue;
    if (
      namesDay(after) ||
      namesTime(after) ||
      readPartySize(after) ||
      readWhere(after) ||
      BARE_HOUR.test(after)
    ) {
      return { reference: text.slice(0, to.index), change: after };
    }
  }
  return null;
}

/**
 * What a message asks to change: a day only where one is named, a time only where a time is,
 * a party size, a place after "to", "in" or "at" (or alone), a note for the provider. Empty when
 * it names nothing to change.
 */
export function readChanges(change: string, now: Date, placeToo: boolean): RequestChanges {
  const changes: RequestChanges = {};
  // "to Sunday... actually no, keep Saturday, just make it 6:30pm": what follows the retraction.
  const retracted = change.match(RETRACTED);
  if (retracted) change = retracted[1]!;
  // "The Friday transfer in Cape Town next week: please ... at 7pm": the heading says which.
  change = change.replace(REQUEST_HEADING, '');
  const brought = change.match(BRINGING);
  const noted = change.match(NOTE);
  // "ask Atlantic Blue whether they can go out on Saturday instead": a change, asked through them.
  const asked = noted?.[1] ?? '';
  if (INSTEAD.test(asked) && (namesDay(asked) || namesTime(asked)))
    return readChanges(asked, now, placeToo);
  // "add that we'll be 10, not 8": a new count of people, not words for the provider.
  const recount = noted && WE_WILL_BE.test(noted[1] ?? '') && readPartySize(noted[1]!);
  const note = recount
    ? null
    : (noted ?? (brought && !readPartySize(brought[1]!) ? brought : null));
  // "..., please let the chef know": the words before are the note (the follow-ups' noteFirst).
  // "please tell the driver for tomorrow": which request, no words for them.
  const onlyWhich =
    /^(?:(?:at|for|on) (?:the )?(?:restaurant|chef|driver|boat|yacht|villa|house|venue)\s*)?(?:for |on )?(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)?(?:\s+know)?\W*$/i;
  // ("my flight is SA 344, tell the driver please": the words before are the note.)
  const only = (words: string) => /^(?:know|please|pls|plz|thanks|thank you)\W*$/i.test(words);
  if (note?.[1]?.trim() && !only(note[1].trim()) && !onlyWhich.test(note[1].trim())) {
    // "It's a bachelorette, can they decorate the boat?": the reason before is for them too.
    const reason = change.slice(0, note.index).match(STATED_BEFORE);
    const words = withoutMedicine(`${reason ? `${reason[1]}, ` : ''}${note[1].trim()}`);
    if (words) changes.notes = words;
    change = change.slice(0, note.index);
  }
  // "We'll be 6, and we'd like a private room": what they would like, for the provider.
  const liked = changes.notes ? null : change.match(WOULD_LIKE);
  if (liked) {
    changes.notes = liked[1]!.trim();
    change = change.replace(liked[0], ' ');
  }
  // "Halal please, and we're 7": a diet for the provider, said without "tell them".
  const diet = changes.notes ? null : change.match(DIET_SAID);
  if (diet) {
    changes.notes = diet[1]!.trim();
    change = change.replace(diet[1]!, ' ');
  }
  // "8 is fine but tell him ...": the time kept, not a change.
  change = change.replace(KEPT, ' ');
  // "half 7 is too early, 9 works": the time turned down, not the new one.
  change = change.replace(TURNED_DOWN, ' ').replace(/^[\s,;]+/, '');
  // "my flight lands at 10:40 so make it 11": the time after "so make it", not the reason's.
  const reasoned = change.match(/(?:,|\bso|\bthen)\s+(?:can you |please )?make it\s+(.+)$/i);
  // ("Numbers have grown, make it 9": a count of people, read below.)
  const counting = /\b(?:numbers?|headcount)\b/i.test(change);
  if (reasoned && /\d/.test(reasoned[1]!) && !counting) change = reasoned[1]!;
  // "I land at 7:20, so could they be there by 7:30?": the hour after the journey told.
  const landed = change.match(LANDED_SO);
  if (landed && /\d/.test(landed[1]!)) change = landed[1]!;
  // "My sister's wedding is on Saturday, so Sunday please": the day after "so", not the reason's.
  const so = change.match(/,\s*so\s+(.+)$/i);
  if (so && (namesDay(so[1]!) || namesTime(so[1]!))) change = so[1]!;
  // "earlier, like 11", "later, say 8:30": the hour named.
  change = change.replace(
    /\b(?:like|say|maybe|around|about)\s+(\d{1,2}(?:[:h.]\d\d)?)\b(?!\s*(?:people|guests|of us|pax|persons?)\b)/i,
    'at $1',
  );
  // "make the driver 10 instead": the hour of the service named.
  change = change.replace(SERVICE_AT_HOUR, '');
  // "Can we make that 8?", "Make it 7 and for 3 people": the hour it becomes.
  change = change.replace(
    /^\s*(?:(?:can|could) (?:we|you|u) )?(?:please |pls |rather |instead )?(?:make (?:it|that)|let'?s (?:do|say|make it|go for))\s+(?=\d)(?!\d{1,2}\b(?:(?!\d).)*\b(?:joining|join us|coming|people|guests|of us|pax|numbers?)\b)/i,
    'at ',
  );
  // "Actually 9 works better": the hour after the opening word.
  change = change.replace(
    /^\s*(?:actually|ok(?:ay)?|hmm+|um+|oh|so|well|yes|yeah|sorry)\s*[,.!]?\s*(?=\d)/i,
    '',
  );
  const bare = change.match(BARE_HOUR);
  if (bare && !namesTime(change))
    change = change.replace(bare[0], ` at ${bare[1]}${bare[2] ? `:${bare[2]}` : ''} `);
  // "Not Saturday, Friday": the day turned down is not the new one.
  const unsaid = change.replace(NEGATED_DAY, ' ');
  if (unsaid !== change && namesDay(unsaid)) change = unsaid;
  // "numbers have gone up to 12": people, not noon.
  const counted = change.match(PARTY_BECOMES) ?? change.match(ONLY_NOW);
  // ("an hour later on Sunday": the shift is read against the request, not as today's hour.)
  const timeText = withoutPartySize(withoutPlaces(change.replace(ONLY_NOW, ' ')))
    .replace(DAY_OF_REQUEST, ' ')
    // "we're at our beach house in Hermanus that weekend": the request's own day.
    .replace(/\bthat (?:weekend|day|night|evening|morning)\b/gi, ' ')
    // "Next week's Cape Town transfer: ...": the request's own week.
    .replace(/\b(?:next|this|last) week'?s\b/gi, ' ')
    .replace(REQUEST_AT_HOUR, ' ')
    // ("the 8pm Test Kitchen table become 8:45": the table stays, a meal's evening hint.)
    .replace(NAMED_AT_HOUR, (named) => ` ${named.split(/\s+/).at(-1)} `)
    .replace(HOURS_SHIFT, ' ')
    .replace(OTHERS_JOURNEY, ' ')
    .replace(COUNT_ON_THE_DAY, '$1');
  if (namesDay(timeText) || namesTime(timeText)) {
    const when = readWhen(timeText, now);
    if (namesDay(timeText) && when.date) changes.date = when.date;
    if (namesTime(timeText) && when.time) changes.time = when.time;
  }
  // "to tomorrow evening, same time": the hour stays (the part of the day names none).
  if (changes.time && SAME_TIME.test(change) && !/\d/.test(timeText)) delete changes.time;
  // "6 becomes 4", "only 6 now": the number of people it becomes; "the 6 guests will now be 5",
  // "the booking with 10 guests, can we make it 12?": the count after the one it was.
  // ("two of the guests pulled out so it's 8": the count after the people gone.)
  const recounted =
    readPartySize(change) ||
    /\b(?:dropped|pulled|pulling|dropping) out\b|\b(?:people|guests|party|group)\b.{0,40}\bare now\b|\b(?:drop|take off|remove) (?:one|two|three|four|\d) (?:people|guests|persons?|pax|seats?) (?:from|off)\b/i.test(
      change,
    )
      ? change.match(NEW_COUNT)
      : null;
  // "we are down to 8 now, two couples had to pull out": the count said, not the couples gone.
  // "the booking for two tonight, could we make it four people instead?": the count it becomes.
  const madeCount = change.match(MADE_COUNT);
  const party = madeCount
    ? count((madeCount[1] ?? madeCount[2])!)
    : recounted
      ? count(recounted[1]!)
      : counted
        ? count((counted[1] ?? counted[2] ?? counted[3] ?? counted[4])!)
        : readPartySize(change) ||
          count((change.match(TAKES_COUNT) ?? change.match(GOING_TO_BE))?.[1] ?? '');
  if (party) changes.partySize = party;
  // "make it 3 ..., my sister's joining us": people, not three o'clock.
  const joining =
    change.match(
      /\bmake it (\d{1,2})\b(?![:.h]\d)(?=(?:(?!\d).)*\b(?:joining|join us|coming|people|guests|of us|pax)\b)/i,
    ) ??
    // "Numbers have grown, make it 9": people.
    change.match(
      /\b(?:numbers?|headcount|guests?)\b[^.]{0,30}\bmake it (\d{1,2})\b(?![:.h]\d|\s*(?:am|pm))/i,
    ) ??
    // "my sister wants to join us tonight, so make it three": people.
    change.match(
      /\b(?:join|joining|joins|tagging along|coming along)\b.{0,60}\bmake it (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:people|guests)?\s*(?:please|pls)?[.!]?\s*$/i,
    );
  // "my parents are joining, so 4 and at 8pm": the new count of people.
  const joined =
    joining ??
    (/\b(?:joining|join us|coming along|coming too)\b/i.test(change)
      ? change.match(/\bso (\d{1,2})\b(?![:.h]\d|\s*(?:am|pm|o'?clock)\b)/i)
      : null);
  if (joined && !joining && !party) changes.partySize = Number(joined[1]);
  if (joining && !party) {
    changes.partySize = count(joining[1]!);
    if (changes.time && !/\b(?:at|@|by)\s*\d|\d\s*(?:am|pm)|:\d\d/i.test(change))
      delete changes.time;
  }
  if (placeToo) {
    // "Not Constantia, it will be at our place in Llandudno": the place not negated; "the
    // Woodstock dinner" says which request.
    const stays = change.replace(PLACE_KEPT, ' ').replace(PLACE_OF_REQUEST, ' ');
    const kept = stays
      .replace(NEGATED_PLACE, ' ')
      .replace(COMING_FROM, ' ')
      .replace(PEOPLE_FROM, ' ');
    // ("my sister's family is coming down from Joburg": where they come from, no new place.)
    const cameFrom = stays.search(COMING_FROM) >= 0 || stays.search(PEOPLE_FROM) >= 0;
    const where =
      (kept !== change ? readWhere(kept) : null) ??
      (stays === change && !cameFrom ? readWhere(change) : null);
    if (where) {
      changes.location = where.location;
      changes.area = where.area;
    }
  }
  return changes;
}

export const hasChanges = (changes: RequestChanges) => Object.keys(changes).length > 0;
