import {
  CONFLICT_SUMMARY_MAX,
  HUMAN_CONCIERGE_PATH,
  RELATIONSHIP_TEXTS,
} from '@aurum/shared/relationship/relationship-rules';
import { MessagesSquare, ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../lib/toast';
import { useConflicts } from '../api/get-space-rows';
import { useStartConflict } from '../api/relationship-changes';
import { ConflictCard } from './conflict-card';

/** Guidance is advice, not therapy: said plainly, with the way to a person. */
export function NotTherapyNotice() {
  return (
    <Card role="note" className="flex gap-3 border-gold-500/40 p-4 sm:p-5">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
      <p className="text-sm text-zinc-200">
        {RELATIONSHIP_TEXTS.guidanceNotTherapy}{' '}
        <Link
          to={HUMAN_CONCIERGE_PATH}
          className="font-semibold text-gold-300 underline underline-offset-4 hover:text-gold-200"
        >
          Speak to a human concierge
        </Link>
      </p>
    </Card>
  );
}

function StartConversation({ spaceId }: { spaceId: string }) {
  const start = useStartConflict();
  const [summary, setSummary] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = summary.trim();
    if (!issue) {
      setError('What it is about is required');
      return;
    }
    try {
      await start.mutateAsync({ spaceId, issue_summary: issue });
      setSummary('');
      setError(undefined);
      toast.success('Conversation Started', {
        description: 'Each of you now writes your side, privately.',
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : undefined);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <FormField
        label="What is it about?"
        placeholder="e.g. How we spend our weekends"
        className="flex-1"
        maxLength={CONFLICT_SUMMARY_MAX}
        value={summary}
        error={error}
        onChange={(e) => setSummary(e.currentTarget.value)}
      />
      <Button type="submit" disabled={start.isPending} className="sm:mb-[1.375rem]">
        {start.isPending ? 'Starting...' : 'Start a Conversation'}
      </Button>
    </form>
  );
}

/**
 * Guidance: conversations about a disagreement. Each partner writes their side privately; once
 * both have, guidance follows and both sides show; 'Mark as Resolved' closes it.
 */
export function GuidanceTab({ spaceId }: { spaceId: string }) {
  const conflicts = useConflicts(spaceId);

  let body;
  if (conflicts.isError) {
    body = (
      <TabLoadError
        message="Your conversations could not be loaded. Check your connection."
        onRetry={() => void conflicts.refetch()}
      />
    );
  } else if (!conflicts.data) {
    body = <TabSkeleton />;
  } else if (conflicts.data.length === 0) {
    body = (
      <TabEmpty icon={<MessagesSquare aria-hidden="true" />} title="No conversations yet">
        When something keeps coming up between you, start a conversation: each of you writes your
        side privately, and guidance follows once you both have.
      </TabEmpty>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {conflicts.data.map((conflict) => (
          <li key={conflict.id}>
            <ConflictCard spaceId={spaceId} conflict={conflict} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <NotTherapyNotice />
      <Card className="p-5 sm:p-6">
        <StartConversation spaceId={spaceId} />
      </Card>
      {body}
    </div>
  );
}
