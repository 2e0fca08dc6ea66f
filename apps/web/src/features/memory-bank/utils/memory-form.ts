import type { MemoryEntry } from '@aurum/shared/chat/memory-bank';
import {
  MEMORY_CONFIDENCE_DEFAULT,
  type MemoryCategory,
  type MemorySource,
} from '@aurum/shared/chat/memory-bank-rules';

/** What the Add Memory dialog holds while the member types (confidence as a percent). */
export interface MemoryDraft {
  category: MemoryCategory | null;
  preference_key: string;
  preference_value: string;
  context: string;
  source: MemorySource;
  confidencePercent: number;
  verified: boolean;
}

export const EMPTY_DRAFT: MemoryDraft = {
  category: null,
  preference_key: '',
  preference_value: '',
  context: '',
  source: 'user_input',
  confidencePercent: Math.round(MEMORY_CONFIDENCE_DEFAULT * 100),
  verified: false,
};

export const draftOf = (entry: MemoryEntry): MemoryDraft => ({
  category: entry.category,
  preference_key: entry.preference_key,
  preference_value: entry.preference_value,
  context: entry.context,
  source: entry.source,
  confidencePercent: Math.round(entry.confidence_score * 100),
  verified: entry.verified,
});

/** Spec 02 section 7: Add to Memory stays disabled until category, key and value are set. */
export const draftComplete = (
  draft: MemoryDraft,
): draft is MemoryDraft & { category: MemoryCategory } =>
  draft.category !== null &&
  draft.preference_key.trim() !== '' &&
  draft.preference_value.trim() !== '';

/** The body the memory bank API takes (it trims and checks again with the shared schema). */
export const entryOf = (draft: MemoryDraft & { category: MemoryCategory }) => ({
  category: draft.category,
  preference_key: draft.preference_key.trim(),
  preference_value: draft.preference_value.trim(),
  context: draft.context.trim(),
  source: draft.source,
  confidence_score: draft.confidencePercent / 100,
  verified: draft.verified,
});

/** "75%" for a stored 0.75. */
export const confidenceLabel = (score: number) => `${Math.round(score * 100)}%`;
