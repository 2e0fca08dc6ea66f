import type { QuestionTopic } from './understanding';

/** How members ask about their own data, topic by topic. */
const TOPICS: readonly [QuestionTopic, RegExp][] = [
  [
    'tier',
    /\b(?:(?:what|which) (?:tier|plan|membership|level|package)|my (?:tier|plan|membership|level|package|subscription)(?! page)|am i (?:on )?(?:gold|platinum|black|trial)|what am i on|membership (?:tier|level|status))\b/i,
  ],
  [
    'allowance',
    /\b(?:how many (?:more )?(?:requests?|bookings?)|requests? (?:do i have )?(?:left|remaining)|(?:requests?|bookings?) (?:i have )?left|my (?:monthly )?(?:allowance|limit|quota)|(?:left|remaining) this month|reached my limit|used up)\b/i,
  ],
  [
    'renewal',
    /\b(?:renew(?:s|al)?|expir(?:e|es|y)|(?:membership|plan|trial|subscription) (?:ends?|end date|runs out)|when (?:does|will) my (?:membership|plan|trial|subscription)|next (?:payment|billing|debit)|billing date)\b/i,
  ],
  [
    'upcoming',
    /\b(?:upcoming|coming up|(?:what(?:'s| is| have i got| do i have)) (?:on|planned|booked|lined up|scheduled)|my (?:bookings|plans|schedule|calendar|diary|agenda)|what do i have (?:on |booked |planned )?(?:this|next|for|today|tomorrow|on)|anything (?:booked|planned|on) (?:for|this|next|today|tomorrow))\b/i,
  ],
  [
    'requests',
    /\b(?:(?:what|which|show|list)(?: are| me)? (?:all )?my (?:open |current |pending |active )?requests|my (?:open|current|pending|active) requests|(?:what|which) requests (?:do i have|have i made)|how many requests (?:have i|did i) (?:made|make|filed))\b/i,
  ],
  [
    'provider_said',
    /\b(?:what did (?:the |my )?(?:provider|supplier|driver|chef|they|he|she) say|(?:provider|supplier)(?:'s)? (?:answer|reply|response|message|said)|did (?:anyone|the provider|they) (?:reply|answer|respond|get back))\b/i,
  ],
  [
    'memory',
    /\b(?:what do you (?:know|remember) about me|what (?:have you|did you) (?:saved|save|remember(?:ed)?|learn(?:ed|t)?)|my (?:saved )?preferences|(?:remember|know) about me|my memory bank)\b/i,
  ],
  [
    'mood',
    /\b(?:how (?:have|has) (?:i|my week|my mood) been|how (?:am i|was i) (?:doing|feeling)|my mood|mood (?:this|last) week|how was my week|been feeling)\b/i,
  ],
  [
    'capabilities',
    /\b(?:what (?:can|do) you (?:do|help with|offer|arrange)|what are you|who are you|how does (?:this|aurum|it) work|are you (?:a )?(?:real|human|bot|robot|ai)|what services)\b/i,
  ],
];

/** The topics a message asks about, in the order Aurum answers them. */
export function questionTopics(text: string): QuestionTopic[] {
  const plain = text.replace(/[’‘`]/g, "'");
  return TOPICS.filter(([, pattern]) => pattern.test(plain)).map(([topic]) => topic);
}

/** A member asking for a person rather than the assistant. */
export const ASKS_FOR_A_PERSON =
  /\b(?:(?:speak|talk|chat) (?:to|with) (?:a |an |someone|somebody|a real |an actual )?(?:real |actual |live )?(?:person|human|someone|somebody|agent|concierge|manager|staff|team member|representative)|human concierge|real (?:person|human)|actual (?:person|human)|live (?:agent|person|chat)|not a (?:bot|robot|machine)|(?:get|connect|put) me (?:to|through to|with) (?:a |an )?(?:person|human|someone|agent|concierge)|(?:can|could) (?:a|an) (?:person|human) (?:help|call)|call me back|phone me)\b/i;

/** Questions Aurum has no answer of its own to: the spec's search fallback. */
export const OUT_OF_SCOPE =
  /\b(?:weather|forecast|rain(?:ing)?|temperature|sunny|news|headlines|score|scores|who won|match result|stocks?|share price|exchange rate|dollar|bitcoin|crypto|jokes?|riddle|recipe for|how do i cook|capital of|president|election|lottery|lotto|load ?shedding schedule|traffic (?:on|report)|horoscope|translate|define|meaning of|what time is it|how old is|population of|how far is|distance from)\b/i;
