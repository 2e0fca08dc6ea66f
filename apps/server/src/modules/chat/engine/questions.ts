import type { QuestionTopic } from './understanding';
import { WAITING_ON_PROVIDERS } from './question-keywords';
import { vaultAskOf } from './vault-questions';

/** How members ask about their own data, topic by topic. */
const TOPICS: readonly [QuestionTopic, RegExp][] = [
  [
    'tier',
    /\b(?:(?:what|which) (?:tier|plan|membership|level|package)|my (?:membership )?(?:tier|level|package)|am i (?:still )?(?:on |a member of )?(?:a |the )?(?:gold|platinum|black|trial|premium)|what am i on|(?:we're|we are|i'm|i am|am i|are we) (?:still )?on (?:the )?(?:essentials|signature|elite)(?: access)?\b|(?:is it|is that|is mine) still (?:on )?(?:the )?(?:essentials|signature|elite|gold|platinum|black)\b|what am i paying for|(?:gold|black) or platinum|platinum or (?:gold|black)|(?:essentials|signature|elite) or (?:essentials|signature|elite)|which (?:one )?am i on|membership (?:tier|level|status)|tier am i|(?:tier|level) (?:of )?my (?:membership|plan)|what(?:'s| is) my (?:membership |current )?(?:tier|plan|level|package|membership)|(?:tell|show|remind) me (?:of )?my (?:membership |current )?(?:tier|plan|level|package)\b(?! (?:for|to|on)\b))\b/i,
  ],
  [
    'allowance',
    /\b(?:how many (?:\w+ )?(?:requests?|bookings?) (?:are|is) (?:still )?(?:open|available) to (?:me|us)|how many (?:\w+ )?(?:requests?|bookings?) (?:have i|do i have) (?:still |got )?(?:available|left|remaining)|(?:a |the )?(?:cap|limit|maximum) on how (?:much|many)|how many (?:more )?(?:requests?|bookings?)(?! (?:are|is|have i|did i|do i have (?:open|pending)))|how many (?:\w+ )?(?:can i (?:still )?(?:make|file|send|book)|(?:do )?i have left|i've got left|have i got left|have i still got|do i still have)|requests? (?:do i have )?(?:left|remaining|available)|(?:requests?|bookings?) (?:i have )?left|(?:monthly |request )?(?:allowance|quota)|my (?:monthly )?limit|(?:close|near|nearly|getting) (?:to )?(?:the|my) (?:monthly )?(?:limit|cap|maximum)|limit of (?:requests|bookings)|(?:left|remaining) this month|reached my limit|used (?:\w+ ){0,2}(?:of )?my (?:\w+ )?requests|have i run out|(?:can|may) i still ask (?:you )?for|use[sd]? up|burn(?:t|ed)? through|run out of (?:requests|bookings)|still have requests|can i still (?:make|file|send|book)|how many (?:\w+ ){0,5}(?:left|remaining)\b|left on my (?:plan|membership|allowance)|what'?s left (?:on|for|this)|how many of them (?:are|have been) (?:gone|used|used up|taken))\b/i,
  ],
  [
    'renewal',
    /\b(?:when (?:will|do|does|are) (?:you|aurum|they) (?:going to )?(?:charge|bill|debit) (?:me|us|my card) (?:again|next)|how long (?:is )?(?:left|remaining) (?:on|of|in) (?:my|the) (?:free )?trial|how many days\b.{0,40}\btrial|(?:membership|plan|trial|subscription),? when (?:does|will|is) (?:it|that) (?:\w+ )?(?:run out|end|expire|lapse|over)|days (?:of|on|left (?:on|of|in)) (?:my|the) (?:free )?trial|days\b.{0,20}\b(?:left|remaining)\b.{0,12}\b(?:my|the) (?:free )?trial|(?:my )?trial(?:'s| is)? (?:almost |nearly |just about |about to be )?(?:over|done|finished)|(?:up to|until|till) (?:which|what) date is my (?:membership|plan|subscription)|(?:membership|plan|subscription) (?:is )?paid (?:for|up|until|till)|paid for (?:my|the) (?:\w+ )?(?:membership|plan|subscription)|renew(?:s|al)?(?! (?:our|my|their|the) vows)|(?:membership|plan|subscription)\b.{0,20}\b(?:needs?|due for) renewing|expir(?:e|es|y)|(?:membership|plan|trial|subscription) (?:ends?|end date|runs out)|(?:membership|plan|trial|subscription) (?:\w+ ){0,3}(?:run(?:s|ning)? out|ending)|until when is my (?:membership|plan|trial|subscription)|(?:membership|plan|trial|subscription) (?:is )?paid (?:up )?(?:until|till|to)|paid up (?:until|till)|(?:membership|plan|subscription) (?:is )?still paid(?: up)?|when does (?:it|my \w+) lapse|paid up and until when|(?:is it|am i|are we) paid up\b|when (?:does|will|do) my (?:membership|plan|trial|subscription)|next (?:\w+ )?(?:payment|billing|debit)|(?:membership|plan|subscription|payment|debit order) (?:\w+ ){0,2}(?:lapses?|going off|goes off)|(?:payment|debit order) (?:is )?(?:going|goes) off|billing date|(?:membership|plan|subscription) (?:\w+ ){0,2}?roll(?:s|ing)? over|billed again|charged again|how long (?:is|does) my (?:trial|plan|membership)|how long (?:do i have|have i got) left|debit(?:ed)? again|payment (?:is )?due|pay (?:\w+ ){0,4}again|when (?:do|must|should|will) i (?:\w+ )?pay|when (?:do|must|should|will) i\b.{0,40}\bpay\b|(?:count|allowance|requests?|quota|limit|balance) (?:\w+ )?resets?|when does (?:it|the \w+|my \w+) reset)\b/i,
  ],
  [
    'upcoming',
    /\b(?:(?:anything|something) (?:booked|planned|lined up) for (?:me|us) (?:for|this|next|on)\b|what'?s happening (?:this|next) (?:week|weekend|month)|what'?s (?:happening|on|planned) (?:on |for )?(?:today|tonight|tomorrow|this weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?! (?:with|at|in)\b)|upcoming|coming up(?! for renewal| from| to\b)|(?:what(?:'?s| is| have i got| do i have| i have)) (?:on|planned|booked|lined up|scheduled)|my (?:bookings|plans|schedule|calendar|diary|agenda|events)\b(?! (?:fell|have fallen|changed|got|were|are off))|what do i have (?:on |booked |planned )?(?:this|next|for|today|tomorrow|on)|what(?:'s| is) (?:all |everything )?(?:booked|planned|lined up) for (?:me|us)|anything (?:booked|planned|on) (?:for|this|next|today|tomorrow)|do i have anything (?:booked|planned|on|coming|lined up|scheduled)|what bookings do i have|what i have (?:planned|booked|on)|what (?:have|did) i (?:booked|book|planned|got (?:on|planned|booked))|what do i have (?:\w+ ){1,3}(?:planned|booked|lined up)|(?:still )?ahead of (?:me|us)|still to come|where (?:do|must|should) (?:i|we) (?:have to |need to )?be next|(?:am i|are we) booked (?:for |in )?(?:anything|something))/i,
  ],
  [
    'requests',
    /\b(?:(?:list|show)(?: me)? (?:all )?(?:the |my )?(?:bookings|requests) (?:i'?ve|ive|i have) made|(?:list|show)(?: me)? (?:all )?(?:the |my )?(?:bookings|requests) (?:that|which) (?:were|are|have been|got)\b|how many (?:of my )?(?:bookings|requests) (?:have been|were|are|got) (?:declined|confirmed|cancell?ed|pending|turned down)|(?:what|which|show|list)(?: are| me)? (?:all )?(?:of )?my (?:open |current |pending |active )?requests|my (?:open|current|pending|active) requests|(?:what|which) requests (?:do i have|have i (?:made|sent|filed|asked for))|how many (?:of my )?requests (?:have i|did i|are|is) (?:made|make|filed|still|pending|open)|(?:any|my) pending requests|my requests? list|list of (?:my )?requests|which of my requests|how many (?:of my )?requests (?:do i have|have i got|are) (?:open|pending|outstanding|in progress)|which ones are (?:still )?(?:pending|open|outstanding)|what have i asked (?:you )?for|list my requests|show me my requests|requests are (?:still )?pending|(?:which|what) of my (?:bookings|requests)|status of (?:all )?my (?:requests|bookings)|all my (?:requests|bookings)|rundown of (?:all )?my (?:requests|bookings)|my (?:requests|bookings),? past and (?:present|future|upcoming)|overview of (?:all )?my (?:\w+ )?(?:requests|bookings)|(?:requests|bookings) and their status(?:es)?|list of (?:all )?my (?:requests|bookings)|(?:requests|bookings),? (?:both )?(?:pending|confirmed|open) (?:and|&) (?:confirmed|pending|declined|cancell?ed)|anything of mine (?:been |was |got |that was )?(?:declined|cancelled|confirmed|accepted|turned down)|(?:see|show|view|list) (?:me )?(?:everything|all(?: of)?(?: the things)?) (?:i'?ve|i have|i) (?:requested|asked for|booked|ordered))\b/i,
  ],
  [
    'provider_said',
    /\b(?:what did (?:the |my )?[\w-]+(?: company)? and (?:the |my )?[\w-]+(?: company)? (?:say|said|reply|replied|answer|answered|respond|responded)\b|(?:providers?|suppliers?|vendors?) (?:left|sent) (?:me |us )?(?:any |a |some )?(?:notes?|messages?|comments?)\b|(?:feedback|news|word|anything|replies|responses|answers) from (?:the |my |any )?(?:providers?|suppliers?|vendors?|companies|partners)|(?:did|have|has) (?:any |some |all )?(?:of )?(?:the |my )?(?:companies|businesses|providers|suppliers|vendors) (?:\w+ )?(?:respond|responded|reply|replied|answer|answered|get back|got back|come back|came back)|(?:has|have) (?:anyone|anybody|any of them) (?:written|wrote) back|(?:has|have) (?:anyone|anybody) (?:replied|responded|answered|got back|gotten back)(?: to (?:me|us))?(?: about (?:it|them|that|those))?(?=\s*(?:[?,.!]|$|and\b))|what did (?:the |my |any )?(?:providers?|suppliers?|vendors?|companies|company|businesses|they|chef|driver|captain|planner|stylist|guard) (?:say|said)|(?:providers?|suppliers?|vendors?) (?:are |have been )?(?:saying|telling (?:you|me|us))|(?:the )?(?:providers?|suppliers?|vendors?) (?:have|has|had) (?:said|replied|answered|responded)\b|(?:providers?|suppliers?|vendors?) (?:have |had )?been saying|(?:providers?|suppliers?|vendors?|anyone|they) (?:wrote|written|replied|responded|got|came) back|(?:has|have) (?:anyone|any(?:body)?|they) (?:replied|responded|answered|written back|got back) (?:to|on|about) my (?:bookings|requests)|(?:providers?|suppliers?|vendors?)(?:'s)? (?:answer|reply|response|message|said)|(?:did|have) (?:anybody|any(?:one| of the providers)?|the providers?|they|any providers?) (?:reply|replied|answer|answered|respond|responded|get back|got back)|messages? from (?:the )?(?:service )?providers?|(?:providers?|suppliers?|vendors?) (?:leave|left|send|sent|write|wrote) (?:a |any |me a )?(?:message|note|reply|comment)s?|(?:notes?|messages?|comments?) (?:did |have |has )?(?:the |my |any )?(?:providers?|suppliers?|they) (?:leave|left|send|sent|write|wrote|add|added)|(?:has|have|did) (?:anyone|anybody|any of them) (?:confirmed|accepted|replied|answered)(?: (?:yet|anything))?(?=\s*\??\s*$)|(?:has|have|did) (?:any|a|the) (?:of the )?(?:providers?|suppliers?|vendors?|one|body) (?:\w+ )?(?:got|get|gotten|come) back|(?:has|have|did) (?:anybody|anyone|someone|somebody) (?:got|get|gotten|come) back to (?:me|us)|(?:any|the|a|my) (?:of the )?(?:service )?(?:providers?|suppliers?|vendors?) (?:has |have )?(?:replied|answered|responded|written|messaged|reply|answer|respond|sent me|send me|got back|get back|come back))\b/i,
  ],
  [
    'memory',
    /\b(?:(?:you )?(?:have|got) (?:that|it) (?:noted|written down|saved)(?=\s*\?)|(?:your (?:own )?)?memory notes|(?:kept|keep|got|have) (?:a )?note of my\b|what do you (?:know|remember) about my (?:\w+ )?habits|what do you (?:know|remember) about me|what (?:have you|did you) (?:saved|save|remember(?:ed)?|learn(?:ed|t)?)|my (?:saved )?preferences|(?:remember|know) about me|my memory bank|(?:have|got|keep) (?:it|that) on (?:record|file)|on record that|what you (?:know|remember|have saved) about (?:me|my)\b|what you(?:'ve| have) (?:learn(?:ed|t)|saved|remembered|noted|picked up) about (?:me|my)\b|what did i tell you|do you remember (?:my|what|that)|(?:have|got) on file|my favou?rite \w+|what do you (?:know|remember) about my (?:\w+ )?(?:preferences|likes|dislikes|allergies|diet|favou?rites|tastes)|what do you have on (?:me|file)|what have you got on (?:me|file)|(?:info|information|data|details|preferences|allergies|things|stuff) (?:do |have |did )?you (?:keep|kept|have|hold|store|stored|saved|save|know|remember)|(?:have|did) i (?:told|tell) you(?: about)?|i'?ve told you|(?:stored|saved|kept|keep|have|hold) (?:on|about) me)\b/i,
  ],
  [
    'mood',
    /\b(?:how (?:have|has) (?:i|my week|my mood) been|how (?:am i|was i) (?:doing|feeling)|how (?:happy|sad|stressed|calm|tired|anxious|relaxed|rested|energetic) (?:have i been|was i|am i)|(?:do|did|does) my (?:journal )?(?:entries|check-?ins?|journal)\b.{0,30}\b(?:show|say|suggest)|my mood|(?:was|am|have) i (?:been )?(?:(?:this|last) week |lately |recently )?(?:happier|sadder|calmer|less stressed|more stressed|more relaxed|more anxious)\b|(?:was|am|have) i (?:been )?in a (?:happier|better|calmer|worse|good|bad|dark|darker|lighter) (?:space|place|headspace|mood)\b|mood (?:this|last) week|how was my week|been feeling|(?:have i|am i) been sleeping|sleeping better|my sleep|(?:keeping up|kept up) with my|my (?:\w+ )?routine|my stress|my energy|(?:have i been|am i|was i|i've been) (?:\w+ ){0,2}(?:stressed|anxious|happy|down|tired|sad|low|calm|moody)\b(?=.{0,40}\b(?:week|month|lately|check-?ins?|journal|mood))|(?:according to|from|in) my (?:check-?ins?|journal))\b/i,
  ],
  [
    'capabilities',
    /\b(?:(?:write|speak|talk|chat|type) (?:to you )?in (?:afrikaans|zulu|isizulu|english|xhosa)\b.{0,30}\b(?:follow|understand|cope|manage|keep up)\b|and can you (?:open|read|view|access) (?:the )?(?:documents?|files?)|(?:can|could|will|do) you (?:also )?remind me (?:by|via|on|over|with) (?:sms|text|e-?mail|whatsapp|push)|(?:can|may|could) i (?:send|leave|record|give) (?:you )?(?:a )?(?:voice ?notes?|voice messages?|audio)|(?:can|could|will) you (?:also )?(?:cancel|change|move|amend) (?:a|an|any) (?:booking|request|reservation)s?\b(?: for (?:me|us))?(?= (?:if|when|once|later|after)\b|\s*\?)|(?:^|[.?!]\s+)(?:and |also |oh,? )?can you (?:also |even )?(?:book|arrange|do|handle) (?:restaurants|tables|flights|hotels|villas|yachts|boats|drivers|chefs|helicopters|spa days|events)(?=\s*\?)|(?:do|can|could) you (?:speak|understand|know|read|write) (?:afrikaans|zulu|isizulu|english|xhosa)|(?:can|do|will|would) you understand (?:me )?(?:if|when|in)\b.{0,30}\b(?:afrikaans|zulu|isizulu|english|xhosa)|(?:can|may|could) i (?:speak|talk|write|chat) (?:to you |with you )?in (?:afrikaans|zulu|isizulu|english|xhosa)|is it (?:fine|ok(?:ay)?|alright|all right|possible) (?:if i|for me to|to) (?:write|speak|talk|chat|type|message) (?:to you |with you )?in (?:afrikaans|zulu|isizulu|english|xhosa)|is (?:[\w'-]+ ){1,4}?something (?:you|aurum) (?:can|could) (?:help(?: me)? with|do|arrange|handle|assist with)|what you can (?:actually |really )?do|what (?:can|do) you (?:actually |really )?(?:do|help(?: me)? with|offer|arrange)|what (?:kind of |sort of )?things can i ask|what are you|who are you|how does (?:this|aurum|it) work|are you (?:a )?(?:real|human|bot|robot|ai)|is (?:this|it) (?:a )?(?:real (?:person|human)|human|bot|robot|machine)\b|(?:can|could|do) you (?:book|arrange|do|handle) [\w\s]{1,30}? or (?:only|just)\b|what services|(?:do|can|will) you (?:only |also |still )?(?:work|operate|answer|reply|respond)\b(?= (?:in|outside|across|around|at|on|after|over|through)\b|\s*\?)|(?:can|could|will|do) you (?:also )?remind me (?:about|of) (?:things|stuff|dates|birthdays|anniversaries|appointments)\b|what (?:sort|kind|type)s? of (?:stuff|things|services|help|requests|bookings) (?:can|do|could) you|can you handle|could you handle|too big for you|(?:are|is) (?:you|julle|u) able to (?:book|arrange|do|handle|send|message|call|phone)|what can you (?:help|do)|what else (?:can|do) you (?:do|offer|help with)|can i (?:send|give|ask) you (?:several|many|multiple|a few|more than one|two|three) (?:requests|things|bookings)|how does (?:this|the|your) (?:\w+ ){0,2}(?:work|thing work)|(?:what|how) can you help(?: me)?(?: with)?)\b/i,
  ],
];

/** Words of the membership itself: with them, "expire" asks about it, not about a passport. */
const MEMBERSHIP_WORDS =
  /\b(?:membership|plan|trial|subscription|tier|aurum|(?<!(?:passport|licen[cs]e|id|visa) )renewal)\b/i;

/** "what can you do and can you see my vault": what Aurum does, beside the vault. */
const ASKS_WHAT_YOU_DO =
  /\bwhat (?:else )?(?:can|do) you (?:actually |really )?do\b|\band can you (?:open|read|view|access) (?:the )?(?:documents?|files?)/i;

/**
 * A question about the vault (vault-questions.ts) is the vault's: "when does my passport
 * expire?" is not the membership's renewal, "my favourite recipe" not the memory bank.
 */
function withVault(topics: QuestionTopic[], text: string): QuestionTopic[] {
  // "My credit card expires at the end of the month - when is my membership due?": the card is
  // the reason, the question is the membership's.
  const questions = text
    .split(/(?<=[.!?])\s+|\s+[—–-]\s+/)
    .filter((clause) => /\?\s*$/.test(clause))
    .join(' ');
  if (!vaultAskOf(MEMBERSHIP_WORDS.test(questions) ? questions : text)) return topics;
  const aboutMe = /\b(?:remember|know) about me\b|\bmemory notes?\b/i.test(text);
  const kept = topics.filter(
    (topic) =>
      (topic !== 'memory' || aboutMe) &&
      (topic !== 'capabilities' || ASKS_WHAT_YOU_DO.test(text)) &&
      (topic !== 'renewal' || MEMBERSHIP_WORDS.test(text)),
  );
  return [...kept, 'vault'];
}

/** "my membership" alone asks for the tier only when nothing more precise is asked. */
const MY_MEMBERSHIP = /\bmy (?:membership|plan|subscription)\b/i;

/** How long the trial or the paid membership still runs. */
const TRIAL_LEFT =
  /\b(?:how long (?:is )?(?:left|remaining) (?:on|of|in) (?:my|the) (?:free )?trial|how many days\b.{0,40}\btrial|days (?:of|on|left (?:on|of|in)) (?:my|the) (?:free )?trial|days\b.{0,20}\b(?:left|remaining)\b.{0,12}\b(?:my|the) (?:free )?trial|trial(?:'s| is)? (?:almost |nearly |just about |about to be )?(?:over|done|finished)|paid for|(?:up to|until|till) (?:which|what) date)\b/i;

/** Words that ask to see requests, not to count what is left of the allowance. */
const LISTS_REQUESTS =
  /\b(?:which (?:of (?:my|the) )?(?:requests|bookings|ones)|show|list|status|pending|open|active|current|see)\b/i;

/** The topics a message asks about, in the order Aurum answers them. */
export function questionTopics(text: string): QuestionTopic[] {
  const plain = text.replace(/[’‘`]/g, "'");
  let topics = TOPICS.filter(([, pattern]) => pattern.test(plain)).map(([topic]) => topic);
  // "Which of my bookings are confirmed?" asks about the requests, not the days ahead.
  if (
    topics.includes('requests') &&
    !/\b(?:coming|upcoming|planned|calendar|schedule|diary|ahead)\b/i.test(plain)
  ) {
    topics = topics.filter((topic) => topic !== 'upcoming');
  }
  // "Which of my bookings are still ahead of me?" asks what is ahead, not for every request.
  if (topics.includes('upcoming') && /\b(?:ahead of|still to come)\b/i.test(plain)) {
    topics = topics.filter((topic) => topic !== 'requests');
  }
  // "Which of my bookings is coming up first?" asks what is next, not for every request.
  if (topics.includes('upcoming') && /\bcoming up (?:first|next)\b/i.test(plain)) {
    topics = topics.filter((topic) => topic !== 'requests');
  }
  // "What notes did the providers leave on my bookings?" asks what they said, not what is ahead.
  if (topics.includes('provider_said') && !/\b(?:coming|upcoming|planned|and)\b/i.test(plain)) {
    topics = topics.filter((topic) => topic !== 'upcoming');
  }
  // "Can you remind me by SMS before my bookings?" asks what Aurum does, not what is ahead.
  if (topics.includes('capabilities') && /\bremind me (?:by|via|on|over|with)\b/i.test(plain)) {
    topics = topics.filter((topic) => topic !== 'upcoming');
  }
  // "Which ones are still waiting on a provider?" asks for the list, not what they said.
  if (topics.includes('requests') && WAITING_ON_PROVIDERS.test(plain)) {
    topics = topics.filter((topic) => topic !== 'provider_said');
  }
  // "Have I used up all my requests?" asks about the allowance, not for a list of them.
  if (topics.includes('allowance') && !LISTS_REQUESTS.test(plain)) {
    topics = topics.filter((topic) => topic !== 'requests');
  }
  // "How many days of my free trial are left?" asks when it ends, not the tier or the allowance.
  if (topics.includes('renewal') && TRIAL_LEFT.test(plain)) {
    topics = topics.filter((topic) => topic !== 'tier' && topic !== 'allowance');
  }
  topics = withVault(topics, plain);
  if (topics.length === 0 && MY_MEMBERSHIP.test(plain) && /\?|\bwhat\b|\btell me\b/i.test(plain)) {
    return ['tier'];
  }
  return topics;
}

/** "Can you book restaurants?", "Do you do yacht charters too?": a question about what Aurum does. */
export const ASKS_WHAT_AURUM_DOES =
  /^\s*(?:would|could|can) you (?:be able to )?(?:plan|organi[sz]e|arrange|handle) (?:a|an|the) (?:whole|entire|full)\b[^?]*\?\s*$|^\s*(?:are|is) (?:you|julle|u) able to\b[^?]*\b\w+s\b[^?]*\?\s*$|^\s*(?:hi,?\s+|hello,?\s+)?(?:can|could|do|does|will) (?:you|aurum|u)\b(?![^?]*\b(?:our|my)\b)(?:.*\b(?:too|also|as well)\b|[^?]*\b\w+s\b[^?]*)\?\s*$|^\s*(?:can|could) (?:you|aurum|u)\b.*\bor (?:is (?:that|it)|are you) (?:beyond|outside|too much for) (?:you|your \w+)\b|^\s*(?:can|could|do|does|will) (?:you|aurum|u) (?:also |even )?(?:plan|organi[sz]e|arrange|do|handle|book) (?:a |an )?(?:whole|entire|full)\b[^?]*\?\s*$/i;

/** A member asking for a person rather than the assistant. */
export const ASKS_FOR_A_PERSON =
  /^\W*operator\W*$|\b(?:can|could) (?:a|one of your|your) (?:concierge|person|human|agent|consultant)s? (?:please )?(?:call|phone|ring|contact|whatsapp) me\b|\btransfer me to (?:a|an|the) (?:live |real )?(?:consultant|agent|person|human|concierge)\b|\b(?:one of )?your (?:consultants|agents|staff|team|people|concierges) to (?:phone|call|ring|contact)\b|\b(?:can|could) a (?:human|person|real person) (?:look|help|check|call|deal)\b|\bemergency\b.{0,80}\bi need (?:someone|somebody|help)\b|\b(?:get|want|need) (?:a |your |the )?(?:supervisor|manager)\b|(?:^|[.!]\s*)transfer me\W*$|\b(?:operator,? please|(?:get|want|need|have) (?:a |an )?(?:human|real human|person|agent|live agent)\b|human being|customer (?:service|care|support)|(?:speak|talk|chat) (?:with|to) (?:your|the|a member of your|someone (?:from|on) your) (?:team|staff|concierge|people)|(?:anyone|someone|somebody) (?:i can|to) (?:call|phone|speak|talk)|is there (?:a |an )?(?:person|human|someone)|(?:a |an )?real concierge|someone (?:from|on) your team|(?:phone|call|ring) (?:someone|somebody|a person)|account manager|(?:someone|somebody|a person|a human) (?:to )?(?:call|phone|ring|contact) me|(?:speak|talk|chat) (?:to|with) (?:a |an |someone|somebody|a real |an actual )?(?:real |actual |live )?(?:person|human|someone|somebody|agent|concierge|manager|staff|team member|representative)|human concierges?|real (?:person|human)|actual (?:person|human)|live (?:agent|person|chat)|not a (?:bot|robot|machine)|(?:get|connect|put|transfer) me (?:to|through to|with) (?:a |an |the )?(?:person|human|someone|agent|concierge|consultant)|(?:get|connect|put|transfer) me (?:to|through to|with) (?:your|the|a) (?:team|staff|people|team member|member of (?:your|the) team)\b|(?:can|could) (?:a|an) (?:person|human) (?:help|call)|(?:get|have|ask) (?:my|the|a|your) concierge to (?:call|phone|ring|contact)|(?:someone|somebody|anyone) (?:from|on|in) (?:the|your) team (?:to )?(?:call|phone|ring|contact)|(?:call|phone|ring) me back|with (?:a |an )?(?:real )?(?:person|human|mens) (?:talk|speak|chat)|escalate|(?:someone|somebody) (?:from|in) (?:management|the office)|(?:a |the )?manager,? please|speak to (?:a |the |your )?(?:manager|management|supervisor)|(?:lodge|make|file|log|lay) (?:a )?(?:formal |official )?complaint|(?:transfer|put|connect) me (?:to|through to|with) (?:my|our) (?:personal |own )?(?:concierge|assistant|manager|account manager|consultant|agent))\b/i;

/** Asking for a person in other words: a person named and a way to reach them. */
export const PERSON_NAMED =
  /\b(?:human|person|someone|somebody|agent|manager|supervisor|staff|team|your people|concierge desk|real concierge|customer care|aurum)\b/i;
export const REACHED =
  /\b(?:call|phone|ring|speak|talk|chat|escalate|hand (?:me |this |it )?over|put me through|connect|get me|transfer)\b/i;

/** Questions Aurum has no answer of its own to: the spec's search fallback. */
export const OUT_OF_SCOPE =
  /\b(?:(?:(?:can|could|would) you (?:please )?explain|explain to me|teach me|^\s*(?:please\s+)?explain)\b(?![^?]*\b(?:membership|aurum|tiers?|plans?|requests?|bookings?|vault|allowance|renewal|trial|you|your|journal|mood)\b)|how do i (?:know|tell) (?:if|when|whether)\b(?![^?]*\b(?:bookings?|requests?|reservations?|driver|chef|table|villa|yacht|boat|providers?|membership|payment|trial|confirmed|cancell?ed|declined)\b)|load ?shedding|public holiday|fertili[sz]ers?|(?:clay|sandy) soil|the time in|what should i (?:name|call)|suggest (?:a |some )?names? for|school (?:holiday|term) dates|difference between|timesheet|solve (?:this|for|\d)|crossword|sudoku|wordle|anagram|(?:does|do) [\w-]+ stand for|renew (?:my |a |the )?(?:driver'?s )?(?:licen[cs]e|passport|id)\b|kilojoules|calories in|how many calories|\d\s*[x+*/-]\s*\d+\s*=|snow(?:ing|fall)?|(?:is|are) (?:the )?[\w' ]{1,30}? (?:pass|road|roads|border|route|highway|beach|beaches|cableway|cable car) (?:open|closed)\b|how (?:do|can|should) i claim|play (?:me )?[A-Z][\w']*(?: [\w']+){0,6} by [A-Z]\w*|tax returns?|medical aid (?:plans?|options?|schemes?)\b|medical aid (?:has )?(?:rejected|declined|refused)|(?:submit|file|lodge) (?:my |a |the )?(?:medical aid |insurance )?claim|legal (?:options|advice|action)|(?:draft|write|suggest|give me) (?:a |an |me a )?(?:linkedin|facebook|instagram|social media) post|(?:suggest|plan|give) (?:me )?a (?:[\w-]+ ){0,3}(?:workout|exercise routine)|play (?:some |me )?[A-Z][\w]* [A-Z][\w]*(?: for me)?\s*$|claims? (?:was |got |has been )?(?:rejected|declined)|play (?:me )?(?:some |a )?(?:music|jazz|songs?|playlist|radio|tunes)\b|who(?:'s| is)? play(?:s|ing)?\b|\b(?:bokke|springboks|stormers|bafana bafana|banyana banyana)\b|\bspringbok (?:squad|team|score|results?)\b|(?:plan|write|give|make) me a (?:[\w-]+ ){0,2}(?:workout|exercise routine|training plan|meal plan|diet plan)|(?:calculate|work out|file|do) (?:my |our )?tax(?:es)?|sars|e-?filing|history of (?!my\b)|after (?:we|you|i) die|meaning of life|how do (?:you|i) say|currie cup|printer|paper jam|a toast for|(?:diesel|petrol|fuel) (?:cost|price)|(?:cost|price) of (?:diesel|petrol|fuel)|power (?:cut|outage|failure)|bee sting|(?:put|do) on a (?:burn|cut|sting|bite)|recommend (?:me )?(?:a|an|some) (?:[\w-]+ ){0,3}(?:book|novel|movie|film|podcast|series|show)s?|science project|school project|assignment|shark spotters?|\d+\s*%\s*of|poem|song|essay|surf|waves|how (?:tall|high|big|old|far|long|deep|heavy) is(?! my\b| left\b| remaining\b)|homework|maths|math|how (?:do|should|can) i (?:make|cook|bake|fix|reset|reboot|restart|boil|repair|install|clean|unblock)|how long (?:should|must|do|does) (?:i |you )?(?:\w+ ){0,8}?(?:boil|cook|bake|roast|grill|braai)\b|traffic|win the|won the|beat the|weather|forecast|rain(?:ing)?|temperature|sunny|news(?! from\b| on (?:my|the|our)\b| about (?:my|our)\b)|headlines|(?<!\bmood )scores?|who won|who\b.{0,30}\bwin\b|what year (?:did|was|were)\b|world cup|golf (?:swing|ball|grip|handicap)\b|why does my (?!booking|request|reservation|driver|chef|table)\w+(?: \w+)? keep\b|how (?:do|can|should) i get (?:my|our|the) (?:toddler|baby|child|kids?|son|daughter|dog|puppy|cat) to\b|who(?:'s| is) winning|rhym\w*|best time (?:of (?:the )?year )?to (?:see|visit|go|travel|spot)\b|how (?:do|can|should) i (?:stop|get rid of|keep away|deter|scare (?:off|away))\b|match result|stocks|stock (?:market|price|exchange|tips?)|share price|exchange rate|dollar|bitcoin|crypto|jokes?|riddle|(?<!\b(?:my|our|saved|own) )recipe for|how do i cook|capital of|president|election|lottery|lotto|load ?shedding schedule|traffic (?:on|report)|horoscope|translate|define|meaning of|what time is it|how old is|population of|how far is|distance from|(?:is )?the [nmr]\d{1,3} (?:busy|open|closed|jammed)|recommend (?:me )?a (?:good )?(?:book|novel|movie|film|podcast|series|show)|celsius|fahrenheit|what does ['"]?[\w-]+['"]? (?:actually |really )?mean|convert \d[\d.,]*\s*\w+ to|(?:tax|investment|financial|legal) advice|offshore investments?|should i (?:\w+ ){0,4}(?:sell|buy|invest in)\b(?! (?:a |an |some )?(?:gift|present|tickets?|flowers))|summari[sz]e (?:this|that|an?|the|my) (?:article|document|pdf|report|text|e-?mail|link|book|chapter)|hack(?:ing)? (?:into|my|his|her)|hack\w* (?:\w+ )?(?:instagram|facebook|whatsapp|email|phone|account))\b/i;

/**
 * What Aurum cannot do whatever booking words stand beside it: "a good book to read", "a speech
 * for the wedding", "an email to my lawyer", "what should I wear to the wedding".
 */
export const NEVER_A_REQUEST =
  /\b(?:recommend (?:me )?(?:a |an |some )?(?:good |great |nice )?(?:\w+ )?(?:book|novel|movie|film|podcast|series|show)s?\b(?! (?:a |me |us )?(?:table|driver|chef|car|villa|boat|yacht|flight))|(?:write|draft)(?: me)? (?:a |an |the )?(?:\w+ )?(?:speech|toast|eulogy|email|e-mail|letter|cv|essay|reply|response|message|whatsapp|text|caption|post|bio|tweet)|help me (?:write|draft) |\b(?:a|an) (?:letter|e-?mail|speech|toast|poem)\b.{0,60}\bwrite\b|(?:write|draft|compose)(?: me)? (?:a |an |some |a few |the )?(?:[\w-]+ ){0,2}(?:lines|verses?|rhymes?|limericks?|haikus?|sonnets?)\b|what (?:should|do) i wear|(?:which|what) (?:is|'s) (?:the )?better (?:\w+ )?to buy|(?:which|what) (?:\w+ )?should i buy|what to wear|netflix|showmax|\b(?:phone|iphone|android|laptop|tv|printer|wi-?fi|router|airpods|tablet|ipad|speaker)\b.{0,30}\b(?:won'?t|wont|doesn'?t|does not|can'?t|cannot) (?:connect|pair|charge|turn on|sync)\b|\b(?:phone|iphone|android|laptop|computer|pc|mac|tv|printer|wi-?fi|router|internet|tablet|ipad)\b.{0,20}\b(?:so slow|slow lately|is slow|keeps (?:crashing|freezing|dying)|crashing|freezing|not working)\b|\bbluetooth\b)/i;

/** A general question ("what's the time in London?"): the search fallback when nothing else fits. */
export const GENERAL_QUESTION =
  /^\s*(?:(?:what|what's|whats|who|who's|when|where|why|which|how|is it|are there|will it|does|do you know|tell me|write|explain|translate|calculate|define)\b|.*\?\s*$)/i;
/** Small talk that is conversation, not a question to search for. */
export const SMALL_TALK_QUESTION =
  /\b(?:how are you|how's it going|how is it going|how do you do|are you there|you there|what's up|wassup|how are things)\b/i;
