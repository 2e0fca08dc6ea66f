import { isRealDate, HH_MM } from '@aurum/shared/onboarding/onboarding-contract';
import { SERVICE_TYPE_VALUES, SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import type { ProviderSummary } from '@aurum/shared/requests/request-contract';
import { withoutMedicine } from '@aurum/shared/medical/shared-with-providers';
import { isStorableText, storableString } from '@aurum/shared/text/storable-text';
import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { z } from 'zod';
import type { ChatModel, ModelMessage } from '../../platform/ai/chat-model';
import { CONFIDENCE } from '@aurum/shared/chat/chat-texts';
import { confidenceOf, proposalShape } from './engine/confidence';
import type { ComposedReply, ProposalDraft } from './engine/proposal-draft';
import type { LifeTone } from './engine/replies/life-tone';
import { type MemberContext, specialRequestsFor } from './engine/member-context';
import type { RequestReading } from './engine/read-request';
import type { Intention, Situation } from './engine/understanding';
import { readWhere } from './engine/where';
import { ACTION_TOOLS, intentionOfToolCall, requestsForModel } from './model-tools';

/** The tool the model proposes a request with; its arguments are checked with this schema. */
const proposeArguments = z.object({
  service_type: z.enum(SERVICE_TYPE_VALUES),
  location: storableString().trim().min(1).max(120).nullable(),
  preferred_date: z.string().refine(isRealDate, 'YYYY-MM-DD').nullable(),
  preferred_time: z.string().regex(HH_MM, 'HH:MM').nullable(),
  special_requests: storableString().trim().max(1000).nullable(),
});

const PROPOSE_TOOL = {
  name: 'propose_request',
  description:
    'Propose a concierge request for the member to confirm. Call it whenever the member asks for a service; use null for anything they did not say.',
  parameters: z.toJSONSchema(proposeArguments) as Record<string, unknown>,
};

/** The model answered something Aurum cannot use; the engine's reply is given instead. */
class InvalidModelOutput extends Error {}

const clock = (now: Date) =>
  new Intl.DateTimeFormat('en-ZA', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: MEMBER_TIME_ZONE,
  }).format(now);

/** What the model is told: who Aurum is, today, the member (never vault contents), hints. */
/** How the active persona and an away note shape the model's answer (ADR 064). */
const TONE_LINES: Record<LifeTone['persona'], string> = {
  focus: 'The member is in Focus mode: answer in one or two sentences, with no extra suggestions.',
  rest: 'The member is resting: answer in one or two calm sentences, with no extra suggestions.',
  wellness: 'The member is in Wellness mode: where you suggest something, suggest wellness.',
  power: 'The member is in Power mode: end with one proactive suggestion for their day.',
};

function toneLine(tone: LifeTone | undefined): string {
  if (!tone) return '';
  return tone.away
    ? 'The member is away and resetting: keep strictly to what they ask, with no suggestions.'
    : TONE_LINES[tone.persona];
}

function systemPrompt(
  context: MemberContext,
  reading: RequestReading,
  now: Date,
  situation: Situation,
  tone?: LifeTone,
): string {
  const lines = [
    "You are Aurum's concierge for members in South Africa. Answer briefly and warmly in South African English.",
    `It is now ${clock(now)} (${MEMBER_TIME_ZONE}).`,
    `Services (stored codes): ${SERVICE_TYPES.map((t) => `${t.value} (${t.label})`).join(', ')}.`,
    'When the member asks for a service, call propose_request. Never say it is booked: the member confirms the proposal first.',
    "To cancel, change or check one of the member's requests, or to answer about their membership, allowance, bookings or what Aurum remembers, call the matching tool: Aurum answers from its own records. Answer in the member's language (English, Afrikaans or isiZulu).",
    "For anything the member keeps in their vault (passport, ID, policies, passwords, recipes), call vault_lookup: the vault is sealed on the member's device, you never see its contents, and Aurum asks the member before anything opens.",
  ];
  const requests = requestsForModel(situation);
  if (requests)
    lines.push(`The member's requests (id | service | date | time | place | status):\n${requests}`);
  // Medical info stays with Aurum: the model hears only that there is some (ADR 033).
  const known = [
    context.firstName ? `name ${context.firstName}` : '',
    context.foodAllergies.length || context.dietaryRestrictions.length
      ? 'food allergies or dietary needs on file (Aurum adds them to a proposal itself; do not ask for them)'
      : '',
    context.cuisineTypes.length ? `favourite cuisines: ${context.cuisineTypes.join(', ')}` : '',
    context.vehicleType ? `vehicle: ${context.vehicleType}` : '',
    context.accommodationType ? `accommodation: ${context.accommodationType}` : '',
    ...context.memories.map((memory) => `${memory.key}: ${memory.value}`),
  ].filter(Boolean);
  if (known.length) lines.push(`The member: ${known.join('; ')}.`);
  if (context.recentRequests.length) {
    lines.push(`Recent requests: ${context.recentRequests.map((r) => r.serviceType).join(', ')}.`);
  }
  const hints = [
    reading.intent ? `service ${reading.intent.serviceType}` : '',
    reading.where ? `place ${reading.where.location} (${reading.where.area})` : '',
    reading.when.date ? `date ${reading.when.date}` : '',
    reading.when.time ? `time ${reading.when.time}` : '',
  ].filter(Boolean);
  if (hints.length) lines.push(`Aurum's own reading of the last message: ${hints.join(', ')}.`);
  const toned = toneLine(tone);
  if (toned) lines.push(toned);
  return lines.join('\n');
}

export interface ModelReplyInput {
  model: ChatModel;
  timeoutMs: number;
  history: ModelMessage[];
  reading: RequestReading;
  context: MemberContext;
  engineReply: ComposedReply;
  now: Date;
  providersFor: (
    serviceType: string,
    location: string,
    dining: boolean,
  ) => Promise<ProviderSummary[]>;
  onText?: (text: string) => void;
  /** The member's own requests, which the action tools may name. */
  situation: Situation;
  /** The active persona and an away note (ADR 064). */
  tone?: LifeTone;
}

/** The model's answer: a reply of its own, or an action Aurum composes from its records. */
export type ModelOutcome = { reply: ComposedReply } | { intention: Intention; text: string };

/**
 * The language model's reply (PRODUCT.md "AI assistant"): streamed text and a schema-checked
 * propose_request tool call, turned into a proposal with Aurum's own places, providers and
 * confidence. Throws on an error, a time-out or output that fails the schema, and the caller
 * gives the engine's reply instead.
 */
export async function modelReply(input: ModelReplyInput): Promise<ModelOutcome> {
  const { reading, context, now } = input;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), input.timeoutMs);
  let answer;
  try {
    answer = await input.model.answer({
      messages: [
        {
          role: 'system',
          content: systemPrompt(context, reading, now, input.situation, input.tone),
        },
        ...input.history,
      ],
      tools: [PROPOSE_TOOL, ...ACTION_TOOLS],
      signal: controller.signal,
      onText: input.onText,
    });
  } finally {
    clearTimeout(timer);
  }
  const text = answer.text.trim();
  if (!isStorableText(text)) throw new InvalidModelOutput('text that cannot be stored');
  if (!answer.toolCall) {
    if (!text) throw new InvalidModelOutput('empty answer');
    return { reply: { ...input.engineReply, text, proposals: [], hasGoogleFallback: false } };
  }
  if (answer.toolCall.name !== PROPOSE_TOOL.name) {
    const intention = intentionOfToolCall(answer.toolCall, input.situation);
    if (!intention) throw new InvalidModelOutput('unknown tool');
    return { intention, text };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.toolCall.arguments);
  } catch {
    throw new InvalidModelOutput('tool arguments are not JSON');
  }
  const args = proposeArguments.safeParse(parsed);
  if (!args.success) throw new InvalidModelOutput('tool arguments fail the schema');
  const proposal = await draftFrom(args.data, input);
  return {
    reply: {
      text: text || input.engineReply.text,
      proposals: [proposal],
      hasGoogleFallback: proposal.providers.length === 0,
      memorySuggestion: input.engineReply.memorySuggestion,
      choices: [],
      offersHuman: false,
    },
  };
}

async function draftFrom(
  args: z.output<typeof proposeArguments>,
  { reading, context, providersFor }: ModelReplyInput,
): Promise<ProposalDraft> {
  const place = args.location ? readWhere(args.location) : null;
  const location =
    place?.location ?? (args.location && args.location.length <= 19 ? args.location : null);
  const dining = reading.dining && args.service_type === 'other';
  const providers = await providersFor(args.service_type, location ?? '', dining);
  const sameService = reading.intent?.serviceType === args.service_type;
  const confidence = confidenceOf({
    keywords: sameService ? reading.intent!.keywords.length : 1,
    providersFound: providers.length > 0,
    hasLocation: location !== null,
    hasTime: args.preferred_date !== null || args.preferred_time !== null,
    textLength: reading.text.length,
  });
  const shape = proposalShape(confidence, providers.length);
  const notes = specialRequestsFor(args.service_type, reading.note, context);
  const extra =
    args.special_requests && !notes?.includes(args.special_requests)
      ? withoutMedicine(args.special_requests)
      : null;
  return {
    kind: 'new',
    target: null,
    alternatives: [],
    changed: [],
    partySize: reading.partySize,
    dining,
    serviceType: args.service_type,
    description: reading.text,
    location,
    area: place?.area ?? null,
    preferredDate: args.preferred_date,
    preferredTime: args.preferred_date ? args.preferred_time : null,
    specialRequests: [extra, notes].filter(Boolean).join('\n').slice(0, 1000) || null,
    confidence,
    providers:
      shape === 'best_match' ? providers.slice(0, 1) : providers.slice(0, CONFIDENCE.maxOptions),
  };
}
