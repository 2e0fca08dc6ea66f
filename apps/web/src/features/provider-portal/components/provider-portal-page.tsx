import type { ProviderAssignment } from '@aurum/shared/provider/provider-contract';
import { Inbox, LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../auth/hooks/use-auth';
import { useProviderRequests } from '../api/get-provider-requests';
import { groupAssignments } from '../utils/assignment-groups';
import { AnswerDialog, type AnswerTarget } from './answer-dialog';
import { AssignmentCard } from './assignment-card';
import { LinkNotice } from './link-notice';
import { ProviderShell } from './provider-shell';

function Section({
  title,
  assignments,
  onAnswer,
}: {
  title: string;
  assignments: ProviderAssignment[];
  onAnswer?: (target: AnswerTarget) => void;
}) {
  if (assignments.length === 0) return null;
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-display text-xl font-semibold text-gold-300">
        {title} <span className="text-base text-zinc-400">({assignments.length})</span>
      </h2>
      <ul className="mt-3 space-y-4">
        {assignments.map((assignment) => (
          <li key={assignment.assignment_id}>
            <AssignmentCard
              assignment={assignment}
              onAnswer={onAnswer && ((action) => onAnswer({ assignment, action }))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EmptyState() {
  return (
    <Card className="mt-8 flex flex-col items-center gap-2 p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
        <Inbox aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-zinc-100">No requests yet</p>
      <p className="max-w-sm text-sm text-zinc-400">
        When Aurum sends you a member&apos;s request, it appears here and in your e-mail.
      </p>
    </Card>
  );
}

function Requests() {
  const requests = useProviderRequests();
  const [target, setTarget] = useState<AnswerTarget | null>(null);

  if (requests.isPending) {
    return (
      <p
        role="status"
        className="animate-gold-pulse py-10 text-center font-display text-xl text-gold-400"
      >
        Loading your requests...
      </p>
    );
  }
  if (requests.isError) {
    const notLinked = isApiError(requests.error, 'PROVIDER_NOT_LINKED');
    return (
      <LinkNotice
        tone="problem"
        title={notLinked ? 'Almost there' : 'Your requests could not be loaded'}
        message={requests.error.message}
      >
        {!notLinked && (
          <Button variant="outline" onClick={() => void requests.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        )}
      </LinkNotice>
    );
  }

  const { provider, assignments } = requests.data;
  const { open, past } = groupAssignments(assignments);
  return (
    <>
      <h1 className="font-display text-3xl font-semibold text-zinc-50 sm:text-4xl">
        Your Aurum requests
      </h1>
      <p className="mt-2 text-sm text-zinc-300">
        Signed in for <span className="font-semibold text-gold-300">{provider.name}</span>. Please
        answer new requests within 2 hours with your availability and a quote.
      </p>
      {assignments.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {open.length === 0 && (
            <p className="mt-8 rounded-xl border border-white/10 p-4 text-sm text-zinc-300">
              Nothing is waiting for your answer.
            </p>
          )}
          <Section title="Awaiting your answer" assignments={open} onAnswer={setTarget} />
          <Section title="Answered and closed" assignments={past} />
        </>
      )}
      <AnswerDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** /provider: a provider's own requests, open ones first, answered in place. */
export function ProviderPortalPage() {
  const { signOut } = useAuth();
  return (
    <ProviderShell
      actions={
        <Button variant="ghost" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Sign out</span>
        </Button>
      }
    >
      <Requests />
    </ProviderShell>
  );
}
