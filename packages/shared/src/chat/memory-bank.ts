import { z } from 'zod';
import {
  MEMORY_CATEGORIES,
  MEMORY_SOURCES,
  type MemoryCategory,
  type MemorySource,
  MEMORY_KEY_MAX_LENGTH,
  MEMORY_VALUE_MAX_LENGTH,
  MEMORY_CONTEXT_MAX_LENGTH,
  MEMORY_CONFIDENCE_DEFAULT,
  MEMORY_MESSAGES,
} from './memory-bank-rules';

export * from './memory-bank-rules';

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const memoryFields = {
  category: z.enum(MEMORY_CATEGORIES, { error: MEMORY_MESSAGES.categoryRequired }),
  preference_key: requiredText(MEMORY_KEY_MAX_LENGTH, MEMORY_MESSAGES.keyRequired),
  preference_value: requiredText(MEMORY_VALUE_MAX_LENGTH, MEMORY_MESSAGES.valueRequired),
  confidence_score: z
    .number({ error: 'Confidence must be a number from 0 to 1' })
    .min(0, 'Confidence must be a number from 0 to 1')
    .max(1, 'Confidence must be a number from 0 to 1'),
  source: z.enum(MEMORY_SOURCES, { error: 'Choose a valid source' }),
  verified: z.boolean({ error: 'Verified must be true or false' }),
  context: z
    .string({ error: 'Context must be text' })
    .trim()
    .max(MEMORY_CONTEXT_MAX_LENGTH, `At most ${MEMORY_CONTEXT_MAX_LENGTH} characters`),
};

/** A memory entry as saved from the Add Memory dialog or accepted from the chat. */
export const memoryEntryInputSchema = z.object({
  ...memoryFields,
  confidence_score: memoryFields.confidence_score.default(MEMORY_CONFIDENCE_DEFAULT),
  source: memoryFields.source.default('user_input'),
  verified: memoryFields.verified.default(false),
  context: memoryFields.context.default(''),
});
export type MemoryEntryInput = z.input<typeof memoryEntryInputSchema>;

/** An edit: any of the fields (no defaults), at least one. */
export const memoryEntryUpdateSchema = z
  .object(memoryFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to change',
  });
export type MemoryEntryUpdate = z.output<typeof memoryEntryUpdateSchema>;

export interface MemoryEntry {
  id: string;
  category: MemoryCategory;
  preference_key: string;
  preference_value: string;
  confidence_score: number;
  source: MemorySource;
  verified: boolean;
  context: string;
  created_at: string;
  updated_at: string;
}

/** GET /api/memory-bank: everything the assistant remembers about the member. */
export interface MemoryEntryList {
  entries: MemoryEntry[];
}
