/**
 * Aurum's own guidance for a conflict (issue 30, ADR 070), when no language model is configured
 * or it fails: written from well-known couples-therapy practice (a soft start-up, repair
 * attempts, a break when flooded, turning complaints into wishes), addressed to both partners
 * alike and never deciding who is right. What the two wrote only chooses which steps come first.
 */
export interface GuidanceText {
  summary: string;
  steps: string[];
}

const HEATED =
  /\b(shout\w*|yell\w*|scream\w*|furious|rage|slam\w*|storm\w* off|can'?t calm|so angry|blew up|lost (my|his|her) temper|kwaad|woedend)\b/i;
const ABSOLUTES = /\b(always|never|every time|nooit|altyd)\b/i;
const DISTANCE =
  /\b(ignor\w*|silent treatment|shut(s)? down|walk\w* away|won'?t talk|doesn'?t listen|don'?t listen|not listening)\b/i;

const SOFT_START =
  'Start softly. Open with "I feel ... about ... and I need ...", about one situation, without "you always". A conversation usually ends the way it starts.';
const BREAK =
  'If either of you feels flooded (racing heart, wanting to shout or to leave), agree on a pause of at least 20 minutes. Do something calming apart, then come back at a time you name together.';
const REPAIR =
  'Use repair attempts and accept them: "Let me try that again", "I see your point", a touch of humour or "can we slow down?". Taking a repair attempt matters more than making a perfect one.';
const WISHES =
  'Turn each complaint into a wish: instead of what went wrong, say what would help next time, specifically enough that the other could do it this week.';
const LISTEN =
  'Take turns as speaker and listener. The listener sums up what they heard ("So what matters to you is ...") before answering, until the speaker says "yes, that is it".';
const SHARED =
  'Look for what you both want underneath the disagreement: feeling respected, time together, fairness, safety. Name it together before you look for a solution.';
const CLOSE =
  'End with one small, concrete agreement each of you will try, and a time to check in on how it went. Then mark this as resolved.';

/** Guidance for two perspectives on one issue; the same for whichever partner asks. */
export function ownGuidance(issue: string, perspectives: string[]): GuidanceText {
  const all = [issue, ...perspectives].join('\n');
  const steps: string[] = [];
  if (HEATED.test(all)) steps.push(BREAK, SOFT_START);
  else steps.push(SOFT_START);
  if (DISTANCE.test(all)) steps.push(LISTEN);
  if (ABSOLUTES.test(all)) steps.push(WISHES);
  steps.push(REPAIR);
  if (!steps.includes(BREAK)) steps.push(BREAK);
  if (!steps.includes(LISTEN)) steps.push(LISTEN);
  if (!steps.includes(WISHES)) steps.push(WISHES);
  steps.push(SHARED, CLOSE);
  return {
    summary:
      'You have both said how this looks from where you stand. Each view makes sense from the inside; the aim is not to decide who is right but to understand each other well enough to find the next step together.',
    steps,
  };
}
