/**
 * Words of a change to an existing request that readChanges (request-changes.ts) reads apart:
 * another person's journey given as the reason, the number of people a place takes, a change
 * asked through the provider; and the shapes around them: a statement before the words for the
 * provider, a diet said alone, the member's own journey, where people joining come from, a new
 * count, what the member brings.
 */

/** ", my sister is flying in this afternoon": someone else's journey, the reason for a change. */
export const OTHERS_JOURNEY =
  /,\s*(?:(?:my|our|his|her|their) )?(?:[\w'-]+ ){0,2}?(?:sister|brother|mother|mom|mum|father|dad|parents|in-laws|friends?|son|daughter|wife|husband|partner|cousins?|colleagues?|boss|guests?|aunt|uncle|gran\w*|family) (?:is|are) (?:flying in|landing|arriving|driving (?:up|down|in|over)|coming (?:in|down|up|over))\b[^,.;]*/gi;

/** "Can the villa in Camps Bay take 8 instead of 6?": the number of people a request takes. */
export const TAKES_COUNT =
  /\b(?:take|sleep|seat|fit|accommodate|host)s?\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?![:.h]\d|\s*(?:am|pm|o'?clock|nights?|days?|hours?|minutes?|mins?))/i;

/**
 * "Please ask Atlantic Blue whether they can take us out on Saturday instead": a new day or hour
 * asked through the provider, a change rather than words for them (with `namesDay`/`namesTime`).
 */
export const INSTEAD = /\binstead\b/i;

/**
 * "It's a bachelorette, can they ...", "One of the girls is pregnant, please let the crew know":
 * a statement before the words for the provider, for them too.
 */
export const STATED_BEFORE =
  /^\s*((?:it'?s|it is|this is) [^,.;]{3,40}|(?:[\w']+ ){1,7}?(?:is|are|has|have|got|gets?|needs?|eats?|hates?|loves?|can'?t|cannot|doesn'?t|don'?t|won'?t) [^,.;]{2,50})[,.;]\s*(?:please\s*|pls\s*)?$/i;

/** "my cousins from Gqeberha are joining": where the people joining come from. */
export const PEOPLE_FROM =
  /\b(?:friends?|cousins?|family|relatives|parents|in-laws|colleagues) from [A-Z][\w'-]*(?: [A-Z][\w'-]*)*/g;

/** "Halal please", "all vegetarian": a diet, in a clause of its own. */
export const DIET_SAID =
  /(?:^|[,.;]\s*)([^,.;\d]*\b(?:halal|kosher|vegan|vegetarian|pescatarian|gluten[- ]free|dairy[- ]free|nut[- ]free)\b[^,.;\d]*)/i;

/** "I land at 7:20, so ...": the member's journey, then what they ask. */
export const LANDED_SO =
  /^.*\b(?:land|lands|landing|arrive|arrives|arriving|get in|gets in)\b[^,]*?(?:,\s*|\s+)so\s+(.+)$/i;

/** "we'll be 10": how many people there will be. */
export const WE_WILL_BE =
  /^\s*(?:we(?:'ll| will)? be|we are|we're|there(?:'ll| will) be) (?:now )?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;

/** What the member brings along, for the provider to know: "I'll have 3 golf bags with me". */
export const BRINGING =
  /\b((?:i'll|we'll|i will|we will|i'm|we're|i am|we are) (?:have|bring|bringing|carrying|be bringing|be carrying) (?!(?:the|my|our|his|her|a|another) (?:kids|children|wife|husband|partner|parents|in-laws|friends?|family|guests?|boys|girls|son|daughter|mom|mum|dad|colleague|cousin|boss|client|sister|brother|couple)\b).+)$/i;

/** "We're going to be 4 only": how many people there will be. */
export const GOING_TO_BE =
  /\b(?:we(?:'re| are)|there(?:'re| are)) (?:now )?going to be (?:only |just )?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?![:h.]\d|\s*(?:am|pm|o'?clock|minutes?|mins?|late|early))/i;

/** "..., and we'd like a private room": what the member would like, for the provider. */
export const WOULD_LIKE =
  /[,;]?\s*(?:and )?(?:we|i)(?:'d| would) (?:like|love|prefer) ((?:a |an |the )?(?:private|quiet|outside|outdoor|window|corner|booth|terrace|garden|sea-?view|balcony|round|big|bigger)\b[^,.;!?]*)/i;

/** "we will be 3 tonight": the day of the request the count is for, not a new hour. */
export const COUNT_ON_THE_DAY =
  /\b(be (?:only |just )?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)) (?:tonight|today|tomorrow|this evening)\b/gi;

/** "the 8pm Test Kitchen table": the hour that says which request, before the place's name. */
export const NAMED_AT_HOUR =
  /\b(?:[Tt]he|[Mm]y|[Oo]ur)\s+\d{1,2}(?:[:h]\d{2})?\s*(?:o'?clock|am|pm|AM|PM)\s+(?:[A-Z][\w'&-]*\s+){1,3}(?:booking|table|reservation|dinner|lunch|driver|chauffeur|car|chef|boat|yacht)\b/g;
