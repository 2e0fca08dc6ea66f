import type { ChatProposal, ProposalEdits } from '@aurum/shared/chat/chat-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { CalendarDays, Clock, MapPin, NotebookPen, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useProposalConfirmation } from '../hooks/use-proposal-confirmation';
import { useSharedDiet } from '../hooks/use-shared-diet';
import { partySizeText, proposalDay, proposalPlace } from '../utils/proposal-text';
import { servesFood } from '../utils/shared-diet';
import { ProposalEditForm } from './proposal-edit-form';
import { ProposalFact } from './proposal-fact';
import { ProposalFrame } from './proposal-frame';
import { ProposalProviders } from './proposal-providers';
import { RequestStatusLink } from './request-status-link';
import { SharedWithProvider } from './shared-with-provider';

// Shown only after a 409 LIKELY_DUPLICATE: its code loads then, off the assistant's first screen.
const LikelyDuplicateNotice = lazy(async () => ({
  default: (await import('../../requests/components/likely-duplicate-notice'))
    .LikelyDuplicateNotice,
}));

/**
 * A new request the assistant proposes (PRODUCT.md: a chat never files silently): type, date,
 * time, place, party size, notes, what the provider is told of the member's allergies and diet
 * where food is served, the best match or up to three options. Confirm files it; Edit changes the
 * fields first.
 */
export function NewProposalCard({ proposal }: { proposal: ChatProposal }) {
  const [editing, setEditing] = useState(false);
  const confirmation = useProposalConfirmation(proposal);
  const { status, busy, twin } = confirmation;
  const diet = useSharedDiet(proposal);
  const open = status === 'open';
  const place = proposalPlace(proposal);
  const shared = servesFood(proposal) && (
    <SharedWithProvider diet={diet} editable={open && !twin} />
  );

  const submit = async (edits: ProposalEdits = {}) => {
    if (await confirmation.submit({ ...edits, ...diet.edits() })) setEditing(false);
  };

  return (
    <ProposalFrame
      label="Proposed request"
      proposal={proposal}
      title={serviceTypeLabel(proposal.service_type)}
      subtitle={proposal.dining ? 'Restaurant table' : null}
      status={status}
      notice={confirmation.notice}
    >
      {editing && open ? (
        <ProposalEditForm
          proposal={proposal}
          busy={busy}
          onCancel={() => {
            setEditing(false);
            confirmation.dropTwin();
          }}
          onSubmit={(edits) => void submit(edits)}
        >
          {shared}
        </ProposalEditForm>
      ) : (
        <>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <ProposalFact icon={CalendarDays} label="Date">
              {proposal.preferred_date ? proposalDay(proposal.preferred_date) : 'Not set yet'}
            </ProposalFact>
            <ProposalFact icon={Clock} label="Time">
              {proposal.preferred_time ?? 'Not set yet'}
            </ProposalFact>
            <ProposalFact icon={MapPin} label="Place">
              {place ?? 'Not set yet'}
            </ProposalFact>
            {proposal.party_size !== null && (
              <ProposalFact icon={Users} label="Party size">
                {partySizeText(proposal.party_size)}
              </ProposalFact>
            )}
            {proposal.special_requests && (
              <ProposalFact icon={NotebookPen} label="Notes" className="sm:col-span-2">
                {proposal.special_requests}
              </ProposalFact>
            )}
          </dl>
          {shared}
          <ProposalProviders providers={proposal.providers} />
          {status === 'filed' ? (
            <RequestStatusLink />
          ) : open && !twin ? (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" disabled={busy} onClick={() => void submit()}>
                {busy ? 'Filing…' : 'Confirm Request'}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
                Edit
              </Button>
            </div>
          ) : null}
        </>
      )}
      {twin && open && (
        <Suspense fallback={null}>
          <LikelyDuplicateNotice
            busy={busy}
            onFileAnyway={() => void confirmation.submit({ ...twin, file_anyway: true })}
            onKeepEditing={() => {
              confirmation.dropTwin();
              setEditing(true);
            }}
          />
        </Suspense>
      )}
    </ProposalFrame>
  );
}
