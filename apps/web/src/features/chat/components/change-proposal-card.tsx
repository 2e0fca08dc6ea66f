import type { ChatProposal, ProposalEdits } from '@aurum/shared/chat/chat-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useProposalConfirmation } from '../hooks/use-proposal-confirmation';
import { useSharedDiet } from '../hooks/use-shared-diet';
import { proposalChanges } from '../utils/proposal-text';
import { servesFood } from '../utils/shared-diet';
import { ProposalChanges } from './proposal-changes';
import { ProposalEditForm } from './proposal-edit-form';
import { ProposalFrame } from './proposal-frame';
import { ProposalTargetSummary } from './proposal-target-summary';
import { RequestStatusLink } from './request-status-link';
import { SharedWithProvider } from './shared-with-provider';

/**
 * The assistant proposes to change one of the member's requests: which one, and each changed
 * field from its old value to the new. "Confirm change" carries it out; Edit adjusts the changed
 * fields first. Where food is served, what the provider is told of the member's diet shows too.
 */
export function ChangeProposalCard({ proposal }: { proposal: ChatProposal }) {
  const [editing, setEditing] = useState(false);
  const confirmation = useProposalConfirmation(proposal);
  const { status, busy } = confirmation;
  const diet = useSharedDiet(proposal);
  const open = status === 'open';
  const shared = servesFood(proposal) && <SharedWithProvider diet={diet} editable={open} />;

  const submit = async (edits: ProposalEdits = {}) => {
    if (await confirmation.submit({ ...edits, ...diet.edits() })) setEditing(false);
  };

  return (
    <ProposalFrame
      label="Proposed change"
      proposal={proposal}
      title={serviceTypeLabel(proposal.target?.service_type ?? proposal.service_type)}
      status={status}
      notice={confirmation.notice}
    >
      {proposal.target && <ProposalTargetSummary target={proposal.target} />}
      {editing && open ? (
        <ProposalEditForm
          proposal={proposal}
          fields={proposal.changed}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSubmit={(edits) => void submit(edits)}
        >
          {shared}
        </ProposalEditForm>
      ) : (
        <>
          <ProposalChanges changes={proposalChanges(proposal)} />
          {shared}
          {status === 'done' && <RequestStatusLink />}
          {open && (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" disabled={busy} onClick={() => void submit()}>
                {busy ? 'Changing…' : 'Confirm change'}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
                Edit
              </Button>
            </div>
          )}
        </>
      )}
    </ProposalFrame>
  );
}
