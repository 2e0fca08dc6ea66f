import type { QuestionTopic } from './understanding';

/**
 * The member's own data asked about in words the topic patterns (questions.ts) do not list:
 * "What's my request balance for the month", "Did any of the providers leave me a note?",
 * "Do you still have my wife's birthday saved?". A question that speaks of the member and names a
 * topic's words is about that topic; used only where the patterns found none and the message
 * books nothing.
 */

/** The member speaks of themselves. */
const ABOUT_THE_MEMBER =
  /\b(?:my|me|mine|i|i'm|im|i've|ive|am i|do i|have i|did i|i'd|we|our|us)\b/i;
/** A question or a request to be shown something. */
const ASKS =
  /\?\s*$|^\s*(?:so\s+|and\s+|ok(?:ay)?,?\s+|hi,?\s+|hey,?\s+)?(?:what|whats|what's|which|when|how|do|does|did|is|are|has|have|had|any|anything|show|list|tell|give|remind|can|could|who|where)\b/i;

const KEYWORDS: readonly [QuestionTopic, RegExp][] = [
  [
    'tier',
    /\b(?:(?<!\bto )plan(?! (?:a|an|the|my|our|some|it|this|that)\b)|tier|level|membership|member status|upgrade[sd]?|downgrade[sd]?|gold|platinum|black|trial)\b/i,
  ],
  [
    'allowance',
    /\b(?:remain(?:s|ing)?|left|balance|quota|allowance|limit|burn(?:t|ed)? through|used up|run out of|how many (?:more )?(?:(?!open|pending|confirmed|active|current|declined|cancell?ed)\w+ )?(?:requests|bookings)(?! (?:have|did|had) i (?:put|made|make|sent|send|filed|file|logged|log)\b)|monthly (?:requests|bookings)\b.{0,30}\bused|how many of (?:my|the) (?:\w+ )?(?:requests|bookings)\b.{0,30}\b(?:used|left))\b/i,
  ],
  [
    'renewal',
    /\b(?:bill(?:ed|ing)?|renew(?:s|al|ed)?(?! (?:our|my|their|the) vows)|expir(?:e|es|y|ing)|(?<!\b(?:password|pin|code|it) )resets?(?!\s+(?:it|my|the|your|a)\b)|charged|debit(?:ed)?|next payment|roll(?:s|ing)? over|pay(?:ment)? (?:date|due)|end date|runs? out|ends?|paid (?:up|until|till))\b/i,
  ],
  [
    'upcoming',
    /\b(?:upcoming|coming up|next (?:booking|event|thing)|this (?:weekend|week)|tonight|tomorrow|doing|schedule|diary|calendar|agenda|rsvp'?d?|on the cards|lined up)\b/i,
  ],
  [
    'requests',
    /\b(?:history|every request|all (?:of )?(?:my|the) requests|everything (?:i'?ve|i have|i)|requests? (?:did|have|had) i|asked (?:you )?for|requested|open requests|pending|since i joined|put through)\b/i,
  ],
  [
    'provider_said',
    /\b(?:respond(?:ed)?|response|repl(?:y|ied|ies)|feedback|note|answer(?:ed)?|heard back|got back|vendors?|suppliers?|providers?)\b/i,
  ],
  [
    'memory',
    /\b(?:(?<!\b(?:want|wants|need|needs|should|to|i|we) )know|remember|saved|stored|on file|prefer(?:s|ences?)?|dietary|allerg(?:y|ies|ic)|birthday|favou?rites?|anniversary)\b/i,
  ],
  [
    'mood',
    /\b(?:mood|moods|emotionally|emotional|mental(?:ly)? (?:health|state)|state of mind|well-?being)\b/i,
  ],
  [
    'capabilities',
    /\b(?:help (?:me )?with|can you do|what (?:exactly )?can you|how does (?:this|it) work|can you (?:actually |really )?(?:make|do|handle) (?:bookings|reservations)|(?:just|only) (?:give|make) suggestions)\b/i,
  ],
];
/** Topics asked about the assistant itself: no word about the member is needed. */
const ABOUT_AURUM: readonly QuestionTopic[] = ['capabilities'];

/** Topics that share words: the more precise one wins. */
const OUTRANKS: readonly [QuestionTopic, QuestionTopic][] = [
  ['allowance', 'requests'],
  ['allowance', 'renewal'],
  ['provider_said', 'requests'],
  ['provider_said', 'upcoming'],
  ['renewal', 'tier'],
  ['capabilities', 'memory'],
  ['provider_said', 'memory'],
  ['mood', 'upcoming'],
];

/** "which ones are still waiting on a provider?": the requests not yet answered, not their replies. */
export const WAITING_ON_PROVIDERS =
  /\bwhich (?:ones?|requests?|bookings?|of (?:them|my \w+))\b.{0,30}\b(?:still )?waiting (?:on|for)\b/i;

/** The topics a question names by its words, or none when it is no question about the member. */
export function keywordTopics(text: string): QuestionTopic[] {
  const plain = text.replace(/[’‘`]/g, "'");
  if (!ASKS.test(plain)) return [];
  const aboutTheMember = ABOUT_THE_MEMBER.test(plain);
  let topics = KEYWORDS.filter(
    ([topic, words]) => (aboutTheMember || ABOUT_AURUM.includes(topic)) && words.test(plain),
  ).map(([topic]) => topic);
  for (const [precise, broad] of OUTRANKS) {
    if (topics.includes(precise) && topics.length > 1 && !/\band\b|,/.test(plain)) {
      topics = topics.filter((topic) => topic !== broad);
    }
  }
  if (topics.includes('requests') && WAITING_ON_PROVIDERS.test(plain)) {
    topics = topics.filter((topic) => topic !== 'provider_said');
  }
  return topics;
}
