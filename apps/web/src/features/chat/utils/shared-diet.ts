import type { ChatProposal, ProposalEdits } from '@aurum/shared/chat/chat-contract';

/**
 * Whether the proposal is for a service where food is served (a chef, an event, a restaurant
 * table), so the card shows what of the member's allergies and diet the provider is told. The
 * server fills the lists only for these (ADR 033); a list it filled is always shown.
 */
export function servesFood(
  proposal: Pick<ChatProposal, 'service_type' | 'dining' | 'allergies' | 'dietary_restrictions'>,
): boolean {
  return (
    proposal.service_type === 'private_chef' ||
    proposal.service_type === 'event_planning' ||
    (proposal.service_type === 'other' && proposal.dining) ||
    proposal.allergies.length + proposal.dietary_restrictions.length > 0
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The shared lists as confirm edits: only those the member changed on the card. */
export function sharedDietEdits(
  proposal: Pick<ChatProposal, 'allergies' | 'dietary_restrictions'>,
  shared: { allergies: string[]; dietary_restrictions: string[] },
): Pick<ProposalEdits, 'allergies' | 'dietary_restrictions'> {
  return {
    ...(sameList(proposal.allergies, shared.allergies) ? {} : { allergies: shared.allergies }),
    ...(sameList(proposal.dietary_restrictions, shared.dietary_restrictions)
      ? {}
      : { dietary_restrictions: shared.dietary_restrictions }),
  };
}
