import type { CapsuleSummary } from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import {
  CAPSULE_TYPE_LABELS,
  type CapsuleStatus,
} from '@aurum/shared/legacy-capsules/legacy-capsule-rules';
import { Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '@aurum/shared/format/dates';
import { useCapsules } from '../api/get-capsules';
import { useCancelCapsule } from '../api/save-capsule';
import { releaseDateLabel } from '../utils/release-date';
import { CapsuleDialog } from './capsule-dialog';

/** Spec 02: sealed and released as they are; anything else (cancelled) in the destructive look. */
const STATUS_LOOKS: Record<CapsuleStatus, { label: string; tone: BadgeTone }> = {
  sealed: { label: 'Sealed', tone: 'gold' },
  released: { label: 'Released', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'red' },
};

/** The vault's Legacy Capsules tab: create, edit or cancel before release. */
export function LegacyCapsulesTab() {
  const capsules = useCapsules();
  const cancel = useCancelCapsule();
  const [dialog, setDialog] = useState<{ open: boolean; capsule: CapsuleSummary | null }>({
    open: false,
    capsule: null,
  });

  const cancelCapsule = async (capsule: CapsuleSummary) => {
    try {
      await cancel.mutateAsync(capsule.id);
      toast.success('Capsule Cancelled', {
        description: `"${capsule.title}" will not be released.`,
      });
    } catch (error) {
      toast.error('Capsule Not Cancelled', {
        description: isApiError(error) ? error.message : 'Please try again.',
      });
    }
  };

  return (
    <section aria-labelledby="capsules-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="capsules-heading" className="font-display text-2xl text-gold-300">
            Legacy Capsules
          </h2>
          <p className="text-sm text-zinc-400">
            Sealed by Aurum and unreadable by anyone until the day you choose.
          </p>
        </div>
        <Button onClick={() => setDialog({ open: true, capsule: null })}>
          <Plus aria-hidden="true" />
          Create Capsule
        </Button>
      </div>
      {capsules.isPending ? (
        <Skeleton className="h-40" />
      ) : capsules.isError ? (
        <p role="alert" className="text-sm text-red-300">
          Your capsules could not be loaded. Check your connection and try again.
        </p>
      ) : capsules.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-600 p-8 text-center text-sm text-zinc-400">
          No legacy capsules yet
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {capsules.data.map((capsule) => {
            const look = STATUS_LOOKS[capsule.status];
            return (
              <li key={capsule.id}>
                <article className="flex h-full flex-col gap-2 rounded-2xl border border-ink-600 bg-ink-800/80 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="min-w-0 font-semibold break-words text-gold-300">
                      {capsule.title}
                    </h3>
                    <Badge tone={look.tone}>
                      {capsule.status === 'sealed' && <Lock aria-hidden="true" />}
                      {look.label}
                    </Badge>
                  </div>
                  <p className="text-sm text-zinc-200">For: {capsule.recipientName}</p>
                  <p className="text-sm text-zinc-300">
                    {CAPSULE_TYPE_LABELS[capsule.capsuleType]} · Opens{' '}
                    {releaseDateLabel(capsule.releaseDate)}
                  </p>
                  <p className="text-xs text-zinc-400">Created {formatDate(capsule.createdAt)}</p>
                  {capsule.status === 'sealed' && (
                    <div className="mt-auto flex justify-end gap-2 pt-2">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Edit ${capsule.title}`}
                        onClick={() => setDialog({ open: true, capsule })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Cancel ${capsule.title}`}
                        disabled={cancel.isPending}
                        onClick={() => void cancelCapsule(capsule)}
                      >
                        Cancel Capsule
                      </Button>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <CapsuleDialog
        open={dialog.open}
        capsule={dialog.capsule}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </section>
  );
}
