import type { ChatProposal, ProposalEdits } from '@aurum/shared/chat/chat-contract';
import { REQUEST_TOASTS } from '@aurum/shared/requests/request-rules';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { CHAT_TOASTS } from '@aurum/shared/chat/chat-texts';
import { CalendarDays, CircleCheck, Clock, MapPin, NotebookPen, ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useConfirmProposal } from '../api/confirm-proposal';
import { proposalDay, proposalPlace } from '../utils/proposal-text';
import { ProposalEditForm } from './proposal-edit-form';
import { ProposalProviders } from './proposal-providers';

// Shown only after a 409 LIKELY_DUPLICATE: its code loads then, off the assistant's first screen.
const LikelyDuplicateNotice = lazy(async () => ({
  default: (await import('../../requests/components/likely-duplicate-notice'))
    .LikelyDuplicateNotice,
}));

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: string;
}) {
  return (
    <div className="flex gap-2.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
      <div className="min-w-0">
        <dt className="text-xs tracking-wide text-zinc-400 uppercase">{label}</dt>
        <dd className="text-sm break-words whitespace-pre-wrap text-zinc-100">{children}</dd>
      </div>
    </div>
  );
}

/**
 * The request the assistant proposes (PRODUCT.md: a chat never files silently): type, date, time,
 * place, notes, allergies where food is served, the best match or up to three options. Confirm
 * files it; Edit changes the fields first.
 */
export function ProposalCard({ proposal }: { proposal: ChatProposal }) {
  const [editing, setEditing] = useState(false);
  // A confirmation held back as a likely duplicate (409 LIKELY_DUPLICATE), with the edits it
  // carried, until the member files it anyway or changes the proposal.
  const [twin, setTwin] = useState<ProposalEdits | null>(null);
  const confirm = useConfirmProposal();
  const filed = proposal.status === 'filed' || confirm.isSuccess;
  const place = proposalPlace(proposal);

  const submit = async (edits: ProposalEdits = {}) => {
    try {
      const result = await confirm.mutateAsync({ id: proposal.id, edits });
      toast.success(result.notice.title, { description: result.notice.description });
      setEditing(false);
      setTwin(null);
    } catch (error) {
      // An open request of theirs is the same: asked before filing this one as well.
      if (isApiError(error, 'LIKELY_DUPLICATE')) {
        setTwin(edits);
        return;
      }
      toast.error(CHAT_TOASTS.proposalFailedTitle, {
        description: isApiError(error) ? error.message : REQUEST_TOASTS.submitFailed,
      });
    }
  };

  return (
    <section
      aria-label="Proposed request"
      className="mt-1 w-full max-w-[88%] rounded-2xl border border-gold-500/40 bg-ink-900/90 p-4 sm:max-w-[75%]"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-display text-lg font-semibold text-gold-300">
          {serviceTypeLabel(proposal.service_type)}
        </h3>
        {filed ? (
          <Badge tone="green">
            <CircleCheck aria-hidden="true" /> Request filed
          </Badge>
        ) : (
          <Badge tone="gold">{Math.round(proposal.confidence * 100)}% sure</Badge>
        )}
      </div>
      {editing ? (
        <ProposalEditForm
          proposal={proposal}
          busy={confirm.isPending}
          onCancel={() => {
            setEditing(false);
            setTwin(null);
          }}
          onSubmit={submit}
        />
      ) : (
        <>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <Fact icon={CalendarDays} label="Date">
              {proposal.preferred_date ? proposalDay(proposal.preferred_date) : 'Not set yet'}
            </Fact>
            <Fact icon={Clock} label="Time">
              {proposal.preferred_time ?? 'Not set yet'}
            </Fact>
            <Fact icon={MapPin} label="Place">
              {place ?? 'Not set yet'}
            </Fact>
            {proposal.allergies.length + proposal.dietary_restrictions.length > 0 && (
              <Fact icon={ShieldAlert} label="Allergies and diet">
                {[...proposal.allergies, ...proposal.dietary_restrictions].join(', ')}
              </Fact>
            )}
            {proposal.special_requests && (
              <div className="sm:col-span-2">
                <Fact icon={NotebookPen} label="Notes">
                  {proposal.special_requests}
                </Fact>
              </div>
            )}
          </dl>
          <ProposalProviders providers={proposal.providers} />
          {filed ? (
            <Button asChild variant="outline" size="sm" className="mt-4">
              <Link to="/request-status">View Request Status</Link>
            </Button>
          ) : twin ? null : (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" disabled={confirm.isPending} onClick={() => void submit()}>
                {confirm.isPending ? 'Filing…' : 'Confirm Request'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={confirm.isPending}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            </div>
          )}
        </>
      )}
      {twin && !filed && (
        <Suspense fallback={null}>
          <LikelyDuplicateNotice
            busy={confirm.isPending}
            onFileAnyway={() => void submit({ ...twin, file_anyway: true })}
            onKeepEditing={() => {
              setTwin(null);
              setEditing(true);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
