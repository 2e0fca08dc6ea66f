import {
  type AdminServiceRequestDetail,
  canMarkCompleted,
  canMarkInProgress,
  type StaffStatus,
} from '@aurum/shared/admin/admin-requests';
import { CheckCheck, PlayCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useChangeRequestStatus } from '../api/update-admin-request';

const DONE: Record<StaffStatus, string> = {
  in_progress: 'Request marked in progress',
  completed: 'Request marked completed',
};

/** "Mark in progress" (from pending) and "Mark completed" (from in progress or confirmed). */
export function RequestProgressActions({ request }: { request: AdminServiceRequestDetail }) {
  const change = useChangeRequestStatus();
  const mark = async (status: StaffStatus) => {
    try {
      await change.mutateAsync({ id: request.id, status });
      toast.success(DONE[status]);
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
          disabled={busy || !canMarkCompleted(request)}
          onClick={() => void mark('completed')}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark completed
        </Button>
      </div>
    </div>
  );
}
