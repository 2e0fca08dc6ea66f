import type { ChatProposal } from '@aurum/shared/chat/chat-contract';
import { useState } from 'react';
import { sharedDietEdits } from '../utils/shared-diet';

/**
 * The allergies and diet a provider will be told, as the member leaves them on the card: they
 * may remove any, or add what they choose to share. `edits` holds only the lists they changed.
 */
export function useSharedDiet(proposal: ChatProposal) {
  const [allergies, setAllergies] = useState(proposal.allergies);
  const [dietary, setDietary] = useState(proposal.dietary_restrictions);
  return {
    allergies,
    setAllergies,
    dietary,
    setDietary,
    edits: () => sharedDietEdits(proposal, { allergies, dietary_restrictions: dietary }),
  };
}

export type SharedDiet = ReturnType<typeof useSharedDiet>;
