import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { formatDate } from '@aurum/shared/format/dates';
import type { MoodTrends } from '@aurum/shared/journal/journal-contract';
import { formatScore, moodWord } from '@aurum/shared/journal/journal-rules';
import { humanConciergeAllowed } from '@aurum/shared/membership/tier-rules';
import type { RequestAllowance } from '@aurum/shared/requests/request-allowance';
import { type ComposedReply, plainReply } from '../proposal-draft';
import type { QuestionTopic, RequestFact } from '../understanding';
import { listText, serviceName, whenText } from './describe';
import { repliesIn } from './reply-texts';
import { describeRequest, statusWords } from './request-words';

/** What the assistant may tell a member about their own account, read for their question. */
export interface MemberFacts {
  /** As every screen shows it: "Gold Member", "Premium Trial". */
  tierLabel: string;
  /** trial, active, complimentary... (MembershipStatus). */
  membershipStatus: string;
  /** When the trial or the paid period ends; null = no end. */
  endsAt: Date | null;
  allowance: RequestAllowance;
  /** The member's calendar from today: requests and personal events. */
  upcoming: { title: string; date: string; time: string | null; place: string | null }[];
  memories: { key: string; value: string }[];
  requests: RequestFact[];
  /** The member's tier ('trial', 'gold'...), for what the tier allows. */
  tier: string;
  /** The journal's numbers (the Trends tab's), or null when they were not read. */
  mood: MoodTrends | null;
}

const UPCOMING_SHOWN = 5;
const OPEN_SHOWN = 5;

/** Which member facts a question needs, so only those are read. */
export const FACTS_FOR: Record<QuestionTopic, readonly (keyof MemberFacts)[]> = {
  tier: ['tierLabel', 'membershipStatus', 'endsAt'],
  renewal: ['tierLabel', 'membershipStatus', 'endsAt'],
  allowance: ['allowance'],
  upcoming: ['upcoming'],
  requests: ['requests'],
  provider_said: ['requests'],
  memory: ['memories'],
  mood: ['mood', 'tierLabel'],
  capabilities: [],
  // The vault's answer is its own (vault-replies.ts): only plain facts of the member's items.
  vault: [],
};

function answer(topic: QuestionTopic, facts: MemberFacts, language: ChatLanguage): string {
  const say = repliesIn(language);
  const ends = facts.endsAt ? formatDate(facts.endsAt) : null;
  switch (topic) {
    case 'tier':
    case 'renewal': {
      const lines = topic === 'tier' ? [say.tier(facts.tierLabel)] : [];
      if (ends) {
        lines.push(
          facts.membershipStatus === 'trial'
            ? say.trialEnds(ends)
            : facts.membershipStatus === 'active'
              ? say.renews(ends)
              : say.ends(ends),
        );
      } else if (topic === 'renewal') lines.push(say.tier(facts.tierLabel));
      return lines.join(' ');
    }
    case 'allowance': {
      const { remaining, limit, renews_at: renews } = facts.allowance;
      if (limit === null || remaining === null) return say.allowanceUnlimited;
      return say.allowance(remaining, limit, formatDate(renews));
    }
    case 'upcoming': {
      if (facts.upcoming.length === 0) return say.noUpcoming;
      const shown = facts.upcoming
        .slice(0, UPCOMING_SHOWN)
        .map((entry) => `${entry.title}${whenText(entry.date, entry.time, language)}`);
      return say.upcoming(listText(shown, language));
    }
    case 'requests': {
      const open = facts.requests.filter(
        (request) => request.changeable || request.status === 'Confirmed',
      );
      if (open.length === 0) return say.noOpenRequests;
      const shown = open
        .slice(0, OPEN_SHOWN)
        .map(
          (request) =>
            `${serviceName(request.serviceType, language, request.dining)}${whenText(request.preferredDate, request.preferredTime, language)} (${request.status})`,
        );
      return say.requestsSummary(open.length, listText(shown, language));
    }
    case 'provider_said': {
      const answered = facts.requests.find(
        (request) => request.providerSaid && request.providerName,
      );
      if (!answered) return say.noProviderYet;
      return `${say.statusOf(describeRequest(answered, language), statusWords(answered, language))} ${say.providerSaid(answered.providerName!, answered.providerSaid!)}`;
    }
    case 'memory': {
      if (facts.memories.length === 0) return say.noMemory;
      return say.memory(
        listText(
          facts.memories.map((m) => `${m.key}: ${m.value}`),
          language,
        ),
      );
    }
    case 'mood':
      return moodAnswer(facts, language);
    case 'capabilities':
      return say.capabilities;
    case 'vault':
      return '';
  }
}

/** "How have I been this week?": the week's averages of the Trends tab, and a hand if it was low. */
function moodAnswer(facts: MemberFacts, language: ChatLanguage): string {
  const say = repliesIn(language);
  const week = facts.mood?.week;
  if (!week || week.readings === 0 || week.mood === null) return say.noMood;
  const lines = [say.moodWeek(formatScore(week.mood), moodWord(week.mood), week.readings)];
  if (week.energy !== null && week.stress !== null) {
    lines.push(say.energyAndStress(formatScore(week.energy), formatScore(week.stress)));
  }
  if (facts.mood?.low_streak) {
    lines.push(humanConciergeAllowed(facts.tier) ? say.lowMoodPerson : say.lowMoodJournal);
  }
  return lines.join(' ');
}

/** The answers to the member's questions about their own data, in the order asked. */
export function questionReply(
  topics: readonly QuestionTopic[],
  facts: MemberFacts,
  language: ChatLanguage,
): ComposedReply {
  const ordered = topics.includes('tier') ? topics.filter((t) => t !== 'renewal') : topics;
  const lines = ordered.map((topic) => answer(topic, facts, language)).filter(Boolean);
  // Tier also tells when it ends; renewal asked with it says no more.
  const reply = plainReply(lines.join(' '));
  // Three low readings in a row: a person is offered where the tier allows one.
  const offersHuman =
    topics.includes('mood') && Boolean(facts.mood?.low_streak) && humanConciergeAllowed(facts.tier);
  return { ...reply, offersHuman };
}
