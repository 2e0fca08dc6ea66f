import { PARTY_SIZE } from '@aurum/shared/chat/chat-contract';
import { HH_MM, isRealDate } from '@aurum/shared/onboarding/onboarding-contract';
import { storableString } from '@aurum/shared/text/storable-text';
import { CATEGORIES_BY_TYPE } from '@aurum/shared/vault/vault-rules';
import { z } from 'zod';
import type { ModelTool } from '../../platform/ai/chat-model';
import type { Intention, QuestionTopic, RequestChanges, Situation } from './engine/understanding';
import { readWhere } from './engine/where';

/**
 * The actions the language model may take on the member's requests and data: the same actions
 * the engine understands, as tool calls whose arguments are checked with these schemas. A call
 * on a request that is not the member's own, or arguments that fail, give the engine's reply.
 */

const requestId = z.uuid();
const date = z.string().refine(isRealDate, 'YYYY-MM-DD');
const time = z.string().regex(HH_MM, 'HH:MM');

const cancelArguments = z.object({ request_id: requestId });
const statusArguments = z.object({ request_id: requestId });
const changeArguments = z.object({
  request_id: requestId,
  preferred_date: date.nullable().optional(),
  preferred_time: time.nullable().optional(),
  location: storableString().trim().min(1).max(120).nullable().optional(),
  party_size: z.number().int().min(PARTY_SIZE.min).max(PARTY_SIZE.max).nullable().optional(),
  notes: storableString().trim().min(1).max(500).nullable().optional(),
});
const TOPICS = [
  'tier',
  'allowance',
  'renewal',
  'upcoming',
  'requests',
  'provider_said',
  'memory',
  'mood',
  'capabilities',
] as const satisfies readonly QuestionTopic[];
const questionArguments = z.object({ topics: z.array(z.enum(TOPICS)).min(1).max(TOPICS.length) });
const humanArguments = z.object({});
const VAULT_CATEGORIES = Object.values(CATEGORIES_BY_TYPE).flat() as [string, ...string[]];
/** Categories and a focus only: the model never sees a vault item, nor could Aurum show it one. */
const vaultArguments = z.object({
  categories: z.array(z.enum(VAULT_CATEGORIES)).max(VAULT_CATEGORIES.length),
  focus: z.enum(['dates', 'numbers']).nullable().optional(),
});

const tool = (name: string, description: string, schema: z.ZodType): ModelTool => ({
  name,
  description,
  parameters: z.toJSONSchema(schema) as Record<string, unknown>,
});

export const ACTION_TOOLS: ModelTool[] = [
  tool(
    'cancel_request',
    "Propose cancelling one of the member's own requests (listed with their ids). The member confirms first.",
    cancelArguments,
  ),
  tool(
    'change_request',
    "Propose changing one of the member's own requests: only the fields they want changed. The member confirms first.",
    changeArguments,
  ),
  tool(
    'request_status',
    'Tell the member how one of their own requests stands and what its provider said.',
    statusArguments,
  ),
  tool(
    'answer_question',
    "Answer the member's question about their own account: membership tier, requests left this month, renewal, upcoming bookings, their requests, what a provider said, what Aurum remembers, mood, what the assistant can do.",
    questionArguments,
  ),
  tool('offer_human', 'The member wants a person: offer the human concierge.', humanArguments),
  tool(
    'vault_lookup',
    "The member asks for something they keep in their vault (passport, ID, insurance policy, bank details, a password, a recipe...): name the vault categories ([] for the vault as a whole) and whether they want a date (dates) or a number (numbers). You never see vault contents: Aurum asks the member's approval and the items open on the member's own device.",
    vaultArguments,
  ),
];

/** Thrown for a call Aurum cannot use; the engine answers instead. */
export class UnusableToolCall extends Error {}

function changesFrom(args: z.output<typeof changeArguments>): RequestChanges {
  const changes: RequestChanges = {};
  if (args.preferred_date) changes.date = args.preferred_date;
  if (args.preferred_time) changes.time = args.preferred_time;
  if (args.location) {
    const place = readWhere(args.location);
    changes.location = place?.location ?? args.location;
    if (place) changes.area = place.area;
  }
  if (args.party_size) changes.partySize = args.party_size;
  if (args.notes) changes.notes = args.notes;
  return changes;
}

/**
 * The intention of an action tool call, checked: its schema, and a request id that is one of
 * the member's own. Null for a tool that is not an action tool (a proposal).
 */
export function intentionOfToolCall(
  call: { name: string; arguments: string },
  situation: Situation,
): Intention | null {
  if (!ACTION_TOOLS.some((candidate) => candidate.name === call.name)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(call.arguments || '{}');
  } catch {
    throw new UnusableToolCall('tool arguments are not JSON');
  }
  const own = (id: string) => {
    if (!situation.requests.some((request) => request.id === id)) {
      throw new UnusableToolCall('a request that is not the member’s');
    }
    return [id];
  };
  const check = <T>(schema: z.ZodType<T>) => {
    const result = schema.safeParse(parsed);
    if (!result.success) throw new UnusableToolCall('tool arguments fail the schema');
    return result.data;
  };
  switch (call.name) {
    case 'cancel_request': {
      const args = check(cancelArguments);
      return { kind: 'act', action: 'cancel', candidates: own(args.request_id), changes: {} };
    }
    case 'request_status': {
      const args = check(statusArguments);
      return { kind: 'act', action: 'status', candidates: own(args.request_id), changes: {} };
    }
    case 'change_request': {
      const args = check(changeArguments);
      return {
        kind: 'act',
        action: 'change',
        candidates: own(args.request_id),
        changes: changesFrom(args),
      };
    }
    case 'answer_question':
      return { kind: 'question', topics: check(questionArguments).topics };
    case 'vault_lookup': {
      const args = check(vaultArguments);
      return {
        kind: 'question',
        topics: ['vault'],
        vault: { categories: [...new Set(args.categories)], focus: args.focus ?? null },
      };
    }
    default:
      check(humanArguments);
      return { kind: 'human' };
  }
}

/** The member's own requests as the model is told them (ids to act on; no notes, no health). */
export function requestsForModel(situation: Situation): string {
  return situation.requests
    .slice(0, 20)
    .map((request) =>
      [
        request.id,
        request.dining ? 'restaurant table' : request.serviceType,
        request.preferredDate ?? 'no date',
        request.preferredTime ?? '',
        request.location ?? '',
        request.status,
        request.providerName ? `provider ${request.providerName}` : '',
      ]
        .filter(Boolean)
        .join(' | '),
    )
    .join('\n');
}
