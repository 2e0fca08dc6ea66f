import { HUMAN_CONCIERGE_TEXTS as TEXTS } from '@aurum/shared/human-concierge/human-concierge-texts';
import { REQUEST_SUMMARY_MAX_LENGTH } from '@aurum/shared/human-concierge/human-concierge-contract';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { TabEmpty } from '../../../components/tab-states';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useConnect } from '../api/concierge-changes';
import { useAssistants } from '../api/concierge-reads';
import { AssistantCard } from './assistant-card';

/**
 * Connect: the tier's assistants (black three, platinum two, others one) with their availability;
 * Connect opens a case carrying what the member wrote here and what the assistant already knows.
 */
export function ConnectTab({ onConnected }: { onConnected: (caseId: string) => void }) {
  const assistants = useAssistants();
  const connect = useConnect();
  const [summary, setSummary] = useState('');
  const list = assistants.data?.assistants ?? [];

  const start = (assistantId: string) =>
    connect.mutate(
      { assistant_id: assistantId, request_summary: summary },
      {
        onSuccess: (created) => {
          toast.success(TEXTS.caseCreated, { description: TEXTS.caseCreatedBody });
          onConnected(created.id);
        },
        // The spec's words; a refusal the member can act on (offline, too many open cases) says why.
        onError: (error) =>
          toast.error(TEXTS.connectionFailed, {
            description:
              error instanceof ApiError && error.status === 409
                ? error.message
                : TEXTS.connectionFailedBody,
          }),
      },
    );

  if (list.length === 0) {
    return <TabEmpty icon={<UserRound />} title={TEXTS.noAssistants} />;
  }
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Label htmlFor="concierge-summary">What would you like help with? (optional)</Label>
        <Textarea
          id="concierge-summary"
          value={summary}
          maxLength={REQUEST_SUMMARY_MAX_LENGTH}
          onChange={(event) => setSummary(event.target.value)}
          placeholder="Your concierge also sees your recent conversation with the assistant."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((assistant) => (
          <AssistantCard
            key={assistant.id}
            assistant={assistant}
            busy={connect.isPending}
            onConnect={() => start(assistant.id)}
          />
        ))}
      </div>
    </div>
  );
}
