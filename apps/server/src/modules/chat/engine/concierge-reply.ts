import { formatWeekdayDate } from '@aurum/shared/format/dates';
import { formatPriceText } from '@aurum/shared/format/money';
import { joinPresent } from '@aurum/shared/format/words';
import { CONFIDENCE } from '@aurum/shared/chat/chat-texts';
import type { MemorySuggestion } from '@aurum/shared/chat/chat-contract';
import type { ProviderSummary } from '@aurum/shared/requests/request-contract';
import { serviceTypeLabel, type ServiceType } from '@aurum/shared/requests/service-types';
import { localDateTime } from '@aurum/shared/time/member-time';
import { confidenceOf, proposalShape } from './confidence';
import { dietFor, type MemberContext, specialRequestsFor } from './member-context';
import { readMemoryStatement } from './memory-statements';
import type { RequestReading } from './read-request';

/**
 * A request the assistant proposes, before it is stored. It holds no medical info: the member's
 * food allergies and diet are read from their sealed medical info when it is shown or filed.
 */
export interface ProposalDraft {
  serviceType: ServiceType;
  description: string;
  location: string | null;
  area: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  specialRequests: string | null;
  confidence: number;
  providers: ProviderSummary[];
}

export interface ConciergeReply {
  text: string;
  proposal: ProposalDraft | null;
  hasGoogleFallback: boolean;
  memorySuggestion: MemorySuggestion | null;
}

/** The service the member names, or the one they asked for last when they say "again". */
export function serviceOf(reading: RequestReading, context: MemberContext) {
  if (reading.intent) return reading.intent;
  const again = /\b(again|same as (last time|before)|the usual|repeat my last)\b/i.test(
    reading.text,
  );
  const last = context.recentRequests[0];
  return again && last
    ? { serviceType: last.serviceType as ServiceType, keywords: ['again'] }
    : null;
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function whenText(date: string | null, time: string | null): string {
  if (!date && !time) return '';
  const day = date ? ` on ${formatWeekdayDate(localDateTime(date, time ?? '12:00'))}` : '';
  return `${day}${time ? ` at ${time}` : ''}`;
}

const placeText = (draft: ProposalDraft) =>
  draft.location
    ? ` in ${draft.location}${draft.area && draft.area !== draft.location ? ` (${draft.area})` : ''}`
    : '';

function providerLine(provider: ProviderSummary): string {
  const rating =
    provider.review_count > 0 ? `rated ${provider.rating.toFixed(1)}/5` : 'new to Aurum';
  return `${provider.name} (${joinPresent([provider.location, rating, formatPriceText(provider.price_range)], ', ')})`;
}

/** The reply to a message that names no service: greetings, thanks, questions, preferences. */
function conversationReply(text: string, context: MemberContext): string {
  const name = context.firstName ? `, ${context.firstName}` : '';
  if (/\b(thanks|thank you|cheers|appreciate|shot|dankie|ngiyabonga)\b/i.test(text)) {
    return `It's a pleasure${name}. Is there anything else I can arrange for you?`;
  }
  if (/\b(membership|plan|tier|gold|platinum|black|upgrade|subscription)\b/i.test(text)) {
    return 'Your membership sets how many concierge requests you can make each month. You can compare the plans and change yours on the Membership page.';
  }
  if (/\b(status|my request|update on|progress|confirmed yet)\b/i.test(text)) {
    return 'You can follow every request live on the Request Status page: I will tell you there as soon as a provider confirms.';
  }
  if (
    /\b(what can you do|help me with|who are you|are you (a )?real|how does this work)\b/i.test(
      text,
    )
  ) {
    return "I'm Aurum's concierge. I can arrange a private chef, a personal driver, a luxury vehicle, a villa or hotel, a yacht charter, events, personal shopping, travel, security and other premium services anywhere in South Africa. Tell me what you need, where and when, and I'll propose it for you to confirm.";
  }
  if (
    /\b(hi|hello|hey|howzit|sawubona|molo|hallo|good (morning|afternoon|evening|day))\b/i.test(text)
  ) {
    return `Hello${name}! What may I arrange for you today? Tell me what you need, where and when.`;
  }
  return 'I would love to help. What would you like me to arrange (a private chef, a driver, a villa, a yacht...), where, and when?';
}

/**
 * Aurum's own concierge engine's reply (spec 02 section 9): with providers and confidence above
 * 0.7 one best match, above 0.5 up to three options, without providers the search fallback, and
 * for a general message a clarifying question. A proposal is offered whenever a service is named;
 * nothing is filed until the member confirms it.
 */
export function conciergeReply(
  reading: RequestReading,
  providers: ProviderSummary[],
  context: MemberContext,
): ConciergeReply {
  const memorySuggestion = readMemoryStatement(reading.text);
  const intent = serviceOf(reading, context);
  if (!intent) {
    const text = memorySuggestion
      ? `Noted: ${memorySuggestion.preference_value.toLowerCase()}. Shall I remember that for next time? Save it below and I'll take it into account.`
      : conversationReply(reading.text, context);
    return { text, proposal: null, hasGoogleFallback: false, memorySuggestion };
  }

  const { date, time } = reading.when;
  const confidence = confidenceOf({
    keywords: intent.keywords.length,
    providersFound: providers.length > 0,
    hasLocation: reading.where !== null,
    hasTime: date !== null || time !== null,
    textLength: reading.text.length,
  });
  const shape = proposalShape(confidence, providers.length);
  const offered =
    shape === 'best_match' ? providers.slice(0, 1) : providers.slice(0, CONFIDENCE.maxOptions);
  const draft: ProposalDraft = {
    serviceType: intent.serviceType,
    description: reading.text,
    location: reading.where?.location ?? null,
    area: reading.where?.area ?? null,
    preferredDate: date,
    preferredTime: time,
    specialRequests: specialRequestsFor(intent.serviceType, reading.note, context),
    confidence,
    providers: offered,
  };

  const label = serviceTypeLabel(intent.serviceType);
  const request = `a ${label}${placeText(draft)}${whenText(date, time)}`;
  const lines: string[] = [];
  if (shape === 'best_match') {
    lines.push(
      `Certainly. I can arrange ${request}.`,
      `Your best match is ${providerLine(offered[0]!)}.`,
    );
  } else if (shape === 'options') {
    lines.push(
      `Certainly. Here ${offered.length === 1 ? 'is an option' : `are ${offered.length} options`} for ${request}: ${list(offered.map(providerLine))}.`,
    );
  } else {
    lines.push(
      `I couldn't find a verified ${label} provider${draft.area ? ` for ${draft.area}` : ''} just now. Confirm the request below and our concierge team will find one for you personally, or search on Google.`,
    );
  }
  // The reply is stored as it is, so it names no allergy or diet: the proposal shows them.
  const diet = dietFor(intent.serviceType, context);
  const noted = [
    diet.allergies.length ? 'your food allergies' : '',
    diet.dietaryRestrictions.length ? 'your dietary needs' : '',
  ].filter(Boolean);
  if (noted.length) lines.push(`I've added ${list(noted)} to the request.`);
  const missing = [!date ? 'when' : '', !draft.location ? 'where' : ''].filter(Boolean);
  if (missing.length) lines.push(`Tell me ${list(missing)}, or add it when you confirm.`);
  lines.push(
    'Please check the details below and confirm, or edit them first. Nothing is booked until you confirm.',
  );
  return {
    text: lines.join(' '),
    proposal: draft,
    hasGoogleFallback: shape === 'search_fallback',
    memorySuggestion,
  };
}
