import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { rowsIn, type Expected, type LabelledRow } from '../labels';
import type { ProposalKey } from '../open-proposals';

/** Rows of one language that arrive while the proposal `key` is open in the conversation. */
export const rowsAfter = (
  languages: ChatLanguage[],
  key: ProposalKey,
  rows: [string, Expected][],
): LabelledRow[] => rowsIn(languages, rows).map((row) => ({ ...row, openProposal: key }));
