import { storableString } from '@aurum/shared/text/storable-text';
import { z } from 'zod';
import type { ChatModel } from '../../../platform/ai/chat-model';
import type { GuidanceText } from './own-guidance';

const guidanceSchema = z.object({
  summary: storableString().trim().min(1).max(600),
  steps: z.array(storableString().trim().min(1).max(400)).min(2).max(8),
});

const GUIDANCE_TOOL = {
  name: 'record_guidance',
  description:
    'Record guidance for the couple: a short even-handed summary and 2 to 8 practical steps.',
  parameters: z.toJSONSchema(guidanceSchema) as Record<string, unknown>,
};

const INSTRUCTIONS = [
  'You help a couple who use Aurum, a concierge for members in South Africa, talk through a disagreement. Each partner wrote their perspective privately; you see the issue and both perspectives.',
  'Call record_guidance once. Be even-handed: never say or imply that one partner is to blame or right; speak to both as "you both" or "each of you". Do not diagnose, do not mention abuse unless the text does, and do not quote either perspective back.',
  'Draw on well-known couples-therapy practice: a soft start-up, repair attempts, taking a break of at least 20 minutes when flooded, listening and summing up before answering, turning complaints into wishes, one small agreement to try.',
  'This is advice, not therapy: keep it warm, practical and short.',
].join('\n');

class InvalidModelGuidance extends Error {}

/**
 * The language model's guidance (ADR 019's pattern, as the journal's analysis): one forced tool
 * call whose arguments must pass the schema. Throws on an error, a time-out or bad output; the
 * caller then uses Aurum's own guidance.
 */
export async function modelGuidance(
  model: ChatModel,
  conflict: { issue: string; perspectives: string[] },
  timeoutMs: number,
): Promise<GuidanceText> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let answer;
  try {
    answer = await model.answer({
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        {
          role: 'user',
          content: [
            `Issue: ${conflict.issue}`,
            ...conflict.perspectives.map((text, i) => `Partner ${i + 1}'s perspective: ${text}`),
          ].join('\n\n'),
        },
      ],
      tools: [GUIDANCE_TOOL],
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
  if (answer.toolCall?.name !== GUIDANCE_TOOL.name) throw new InvalidModelGuidance('no tool call');
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.toolCall.arguments);
  } catch {
    throw new InvalidModelGuidance('tool arguments are not JSON');
  }
  const guidance = guidanceSchema.safeParse(parsed);
  if (!guidance.success) throw new InvalidModelGuidance('tool arguments fail the schema');
  return guidance.data;
}
