import { z } from 'zod';

/** Memory bank categories and sources of spec 02 sections 3 and 9. */
export const MEMORY_CATEGORIES = [
  'food',
  'travel',
  'wellness',
  'lifestyle',
  'work',
  'personal',
] as const;
export const MEMORY_SOURCES = ['user_input', 'ai_learned', 'conversation', 'behavior'] as const;
export type MemoryCategory = (typeof MEMORY_CATEGORIES)[number];
export type MemorySource = (typeof MEMORY_SOURCES)[number];

export const MEMORY_KEY_MAX_LENGTH = 100;
export const MEMORY_VALUE_MAX_LENGTH = 500;
export const MEMORY_CONTEXT_MAX_LENGTH = 1000;
/** The add form's confidence: 0-100 in steps of 5, default 75 (stored as 0 to 1). */
export const MEMORY_CONFIDENCE_DEFAULT = 0.75;

/** Spec 02 section 8's memory texts. */
export const MEMORY_MESSAGES = {
  categoryRequired: 'Please select a category for this memory entry.',
  keyRequired: 'Please enter what this preference is about.',
  valueRequired: 'Please enter the preference value or description.',
  addedTitle: 'Memory Added',
  added: (key: string) => `Added "${key}" to your AI memory bank`,
  addFailedTitle: 'Failed to Add Memory',
  addFailed: 'There was an error adding the memory entry. Please try again.',
} as const;

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
