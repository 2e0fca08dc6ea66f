import type { AdminServiceRequestDetail, StaffStatus } from '@aurum/shared/admin/requests-contract';
import {
  canMarkCompleted,
  canMarkInProgress,
  COMPLETION_REASON_MAX_LENGTH,
} from '@aurum/shared/admin/request-queue-rules';
import { CheckCheck, PlayCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { useChangeRequestStatus } from '../api/update-admin-request';

const DONE: Record<StaffStatus, string> = {
  in_progress: 'Request marked in progress',
  completed: 'Request marked completed',
};

const isOpen = (request: { status: string }) =>
  request.status === 'pending' || request.status === 'in_progress';

/**
 * "Mark in progress" (from pending) and "Mark completed". Completing needs a provider's
 * confirmation; without one, staff write the reason, which the member's timeline records.
 */
export function RequestProgressActions({ request }: { request: AdminServiceRequestDetail }) {
  const change = useChangeRequestStatus();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const needsReason = isOpen(request) && request.confirmation_status !== 'confirmed';
  const mark = async (status: StaffStatus) => {
    try {
      await change.mutateAsync({
        id: request.id,
        status,
        reason: status === 'completed' && needsReason ? reason.trim() : undefined,
      });
      toast.success(DONE[status]);
      setReason('');
    } catch (error) {
      toast.error('Could not change the status', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  const busy = change.isPending;
  return (
    <div>
      <h3 className="font-semibold text-gold-300">Progress</h3>
      {needsReason && (
        <div className="mt-3">
          <label htmlFor={reasonId} className="text-sm text-zinc-300">
            No provider has confirmed this request. To mark it completed, say why (the member sees
            this in the timeline).
          </label>
          <Textarea
            id={reasonId}
            className="mt-2"
            rows={2}
            maxLength={COMPLETION_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="e.g. The member arranged the transfer with the hotel directly."
          />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy || !canMarkInProgress(request)}
          onClick={() => void mark('in_progress')}
        >
          <PlayCircle aria-hidden="true" className="size-4" />
          Mark in progress
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy || !canMarkCompleted(request, reason)}
          onClick={() => void mark('completed')}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark completed
        </Button>
      </div>
    </div>
  );
}
