import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import type { Expected, LabelledRow } from './labels';
import type { ProposalKey } from './open-proposals';

/** Rows of one language that follow up on the proposal `key` open in the conversation. */
export const after = (
  languages: ChatLanguage[],
  key: ProposalKey,
  rows: [string, Expected][],
): LabelledRow[] => rows.map(([text, expect]) => ({ text, expect, languages, openProposal: key }));
