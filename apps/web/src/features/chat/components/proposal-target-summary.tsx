import type { ProposalTarget } from '@aurum/shared/chat/chat-contract';
import { CalendarDays, CircleDot, MapPin, UserRound, Users } from 'lucide-react';
import { partySizeText, targetWhen } from '../utils/proposal-text';
import { ProposalFact } from './proposal-fact';

/** The member's request a cancel or change acts on: when, where, its status and its provider. */
export function ProposalTargetSummary({ target }: { target: ProposalTarget }) {
  return (
    <dl className="mt-3 grid gap-3 sm:grid-cols-2">
      <ProposalFact icon={CalendarDays} label="When">
        {targetWhen(target) ?? 'No date set'}
      </ProposalFact>
      <ProposalFact icon={MapPin} label="Place">
        {target.location ?? 'Not set'}
      </ProposalFact>
      <ProposalFact icon={CircleDot} label="Status">
        {target.status}
      </ProposalFact>
      <ProposalFact icon={UserRound} label="Provider">
        {target.provider_name ?? 'Not assigned yet'}
      </ProposalFact>
      {target.party_size !== null && (
        <ProposalFact icon={Users} label="Party size">
          {partySizeText(target.party_size)}
        </ProposalFact>
      )}
    </dl>
  );
}
