import { moodAnalysisSchema } from '@aurum/shared/journal/journal-contract';
import { storableString } from '@aurum/shared/text/storable-text';
import { z } from 'zod';
import type { ChatModel } from '../../platform/ai/chat-model';

/** At most this many insights per entry, each one short sentence. */
export const MAX_INSIGHTS = 4;
const INSIGHT_MAX = 200;

/** What an entry's analysis answers: the three scores and a few short insights. */
export const entryReadingSchema = moodAnalysisSchema.extend({
  insights: z.array(storableString().trim().min(1).max(INSIGHT_MAX)).max(MAX_INSIGHTS),
});
export type EntryReading = z.output<typeof entryReadingSchema>;

/** The tool the model answers with: its arguments are the reading, checked with the schema. */
const ANALYSIS_TOOL = {
  name: 'record_mood_analysis',
  description:
    "Record the analysis of the member's journal entry: mood, energy and stress as whole numbers from 1 to 10, and up to four short insights.",
  parameters: z.toJSONSchema(entryReadingSchema) as Record<string, unknown>,
};

const INSTRUCTIONS = [
  "You read a member's private journal entry for Aurum, a concierge for members in South Africa. The entry may be in English (often South African English) or Afrikaans.",
  'Call record_mood_analysis once. mood: 1 very low to 10 excellent. energy: 1 drained or exhausted to 10 energised. stress: 1 calm to 10 overwhelmed (deadlines, panic, not sleeping raise it). Read negation and intensifiers ("not bad at all", "so tired").',
  'insights: at most four short, kind sentences to the member about what the entry shows (what lifted or lowered their day). No diagnosis, no advice to see anyone, nothing the entry does not say.',
].join('\n');

/** The model answered something Aurum cannot use; Aurum's own analysis is used instead. */
class InvalidModelAnalysis extends Error {}

/**
 * The language model's reading of an entry (ADR 019's pattern, ADR 059): one forced tool call
 * whose arguments must pass `entryReadingSchema`. Throws on an error, a time-out or output that
 * fails the schema; the caller then reads the entry with Aurum's own analysis.
 */
export async function modelAnalysis(
  model: ChatModel,
  text: string,
  timeoutMs: number,
): Promise<EntryReading> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let answer;
  try {
    answer = await model.answer({
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: text },
      ],
      tools: [ANALYSIS_TOOL],
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
  if (answer.toolCall?.name !== ANALYSIS_TOOL.name) {
    throw new InvalidModelAnalysis('no analysis tool call');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.toolCall.arguments);
  } catch {
    throw new InvalidModelAnalysis('tool arguments are not JSON');
  }
  const reading = entryReadingSchema.safeParse(parsed);
  if (!reading.success) throw new InvalidModelAnalysis('tool arguments fail the schema');
  return reading.data;
}
