import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { CONFIDENCE } from '@aurum/shared/chat/chat-texts';
import { formatPriceText } from '@aurum/shared/format/money';
import { joinPresent } from '@aurum/shared/format/words';
import type { ProviderSummary } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { confidenceOf, proposalShape } from './confidence';
import { dietFor, type MemberContext, specialRequestsFor } from './member-context';
import { readMemoryStatement } from './memory-statements';
import { type ComposedReply, plainReply, type ProposalDraft } from './proposal-draft';
import type { RequestReading } from './read-request';
import { listText, partyText, placeText, serviceName, whenText } from './replies/describe';
import { repliesIn, type ReplyTexts } from './replies/reply-texts';

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

/** "a Private Chef in Constantia (Cape Town) on Sat, 28 Nov 2026 at 19:00 for 8 people". */
export function describeDraft(draft: ProposalDraft, language: ChatLanguage): string {
  const name = serviceName(draft.serviceType, language, draft.dining);
  const article = language === 'en' ? 'a ' : language === 'af' ? "'n " : '';
  return `${article}${name}${placeText(draft.location, draft.area, language)}${whenText(draft.preferredDate, draft.preferredTime, language)}${draft.partySize ? ` ${partyText(draft.partySize, language)}` : ''}`;
}

function providerLine(provider: ProviderSummary): string {
  const rating =
    provider.review_count > 0 ? `rated ${provider.rating.toFixed(1)}/5` : 'new to Aurum';
  return `${provider.name} (${joinPresent([provider.location, rating, formatPriceText(provider.price_range)], ', ')})`;
}

/** The reply to a message that names no service: greetings, thanks, questions, preferences. */
function conversationReply(text: string, context: MemberContext, say: ReplyTexts): string {
  const name = context.firstName ?? '';
  if (/\b(thanks|thank you|cheers|appreciate|shot|dankie|ngiyabonga)\b/i.test(text)) {
    return say.thanks(name);
  }
  if (
    /\b(what can you do|help me with|who are you|are you (a )?real|how does this work)\b/i.test(
      text,
    )
  ) {
    return say.capabilities;
  }
  if (
    /\b(hi|hello|hey|howzit|sawubona|molo|hallo|good (morning|afternoon|evening|day))\b/i.test(text)
  ) {
    return say.greeting(name);
  }
  return say.askWhat;
}

/** The proposal for one reading, and how it is offered (spec 02 section 9's thresholds). */
function draftFor(
  reading: RequestReading,
  serviceType: ServiceType,
  keywords: number,
  providers: ProviderSummary[],
  context: MemberContext,
) {
  const { date, time } = reading.when;
  const confidence = confidenceOf({
    keywords,
    providersFound: providers.length > 0,
    hasLocation: reading.where !== null,
    hasTime: date !== null || time !== null,
    textLength: reading.text.length,
  });
  const shape = proposalShape(confidence, providers.length);
  const offered =
    shape === 'best_match' ? providers.slice(0, 1) : providers.slice(0, CONFIDENCE.maxOptions);
  const draft: ProposalDraft = {
    kind: 'new',
    target: null,
    alternatives: [],
    changed: [],
    serviceType,
    description: reading.text,
    location: reading.where?.location ?? null,
    area: reading.where?.area ?? null,
    preferredDate: date,
    preferredTime: time,
    specialRequests: specialRequestsFor(serviceType, reading.note, context),
    partySize: reading.partySize,
    dining: reading.dining,
    confidence,
    providers: offered,
  };
  return { draft, shape };
}

/** "I've added your food allergies and your dietary needs to the request." or "". */
function dietLine(
  drafts: readonly ProposalDraft[],
  context: MemberContext,
  language: ChatLanguage,
) {
  const say = repliesIn(language);
  const shown = drafts.map((draft) => dietFor(draft.serviceType, context, draft.dining));
  const noted = [
    shown.some((diet) => diet.allergies.length) ? say.foodAllergies : '',
    shown.some((diet) => diet.dietaryRestrictions.length) ? say.dietaryNeeds : '',
  ].filter(Boolean);
  return noted.length ? say.dietAdded(listText(noted, language)) : '';
}

/**
 * Aurum's own concierge engine's reply to new requests (spec 02 section 9): for one request, with
 * providers and confidence above 0.7 one best match, above 0.5 up to three options, without
 * providers the search fallback; for several, one proposal each and a reply that says what it
 * understood; for a message that names no service, conversation. Nothing is filed until the
 * member confirms.
 */
export function conciergeReply(
  readings: RequestReading | readonly RequestReading[],
  providers: ProviderSummary[] | readonly ProviderSummary[][],
  context: MemberContext,
  language: ChatLanguage = 'en',
): ComposedReply & { proposal: ProposalDraft | null } {
  const all = Array.isArray(readings) ? readings : [readings as RequestReading];
  const providerLists = (
    all.length === 1 && !Array.isArray((providers as unknown[])[0])
      ? [providers as ProviderSummary[]]
      : (providers as ProviderSummary[][])
  ) as ProviderSummary[][];
  const say = repliesIn(language);
  const first = all[0]!;
  const memorySuggestion = all.length === 1 ? readMemoryStatement(first.text) : null;
  const offered = all
    .map((reading, index) => ({ reading, intent: serviceOf(reading, context), index }))
    .filter((entry) => entry.intent !== null)
    .map(({ reading, intent, index }) =>
      draftFor(
        reading,
        intent!.serviceType,
        intent!.keywords.length,
        providerLists[index] ?? [],
        context,
      ),
    );
  if (offered.length === 0) {
    const text = memorySuggestion
      ? say.memoryNoted(memorySuggestion.preference_value.toLowerCase())
      : conversationReply(first.text, context, say);
    return { ...plainReply(text), memorySuggestion, proposal: null };
  }
  const drafts = offered.map((entry) => entry.draft);
  const lines: string[] = [];
  if (offered.length > 1) {
    lines.push(
      say.several(
        drafts.length,
        listText(
          drafts.map((d) => describeDraft(d, language)),
          language,
        ),
      ),
    );
    const diet = dietLine(drafts, context, language);
    if (diet) lines.push(diet);
    return {
      ...plainReply(lines.join(' ')),
      proposals: drafts,
      hasGoogleFallback: false,
      memorySuggestion: null,
      proposal: drafts[0]!,
    };
  }
  const { draft, shape } = offered[0]!;
  const request = describeDraft(draft, language);
  if (draft.dining) lines.push(say.table(request));
  else if (shape === 'best_match')
    lines.push(say.bestMatch(request, providerLine(draft.providers[0]!)));
  else if (shape === 'options') {
    lines.push(
      say.options(
        draft.providers.length,
        request,
        listText(draft.providers.map(providerLine), language),
      ),
    );
  } else {
    lines.push(
      say.noProvider(serviceName(draft.serviceType, language, draft.dining), draft.area ?? ''),
    );
  }
  // The reply is stored as it is, so it names no allergy or diet: the proposal shows them.
  const diet = dietLine(drafts, context, language);
  if (diet) lines.push(diet);
  const missing = [!draft.preferredDate ? say.when : '', !draft.location ? say.where : ''].filter(
    Boolean,
  );
  if (missing.length) lines.push(say.tellMissing(listText(missing, language)));
  lines.push(say.confirmBelow);
  return {
    text: lines.join(' '),
    proposals: [draft],
    hasGoogleFallback: shape === 'search_fallback' && !draft.dining,
    memorySuggestion,
    choices: [],
    offersHuman: false,
    proposal: draft,
  };
}
