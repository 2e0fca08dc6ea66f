import { formatDateTime } from '@aurum/shared/format/dates';
import { CALL_BACK_TEXTS as TEXTS } from '@aurum/shared/notifications/notification-centre-texts';
import { formatPhone } from '@aurum/shared/phone/phone-number';
import { Check, Phone } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useCallBacks, useMarkCallBackDone } from '../api/manage-call-backs';

/**
 * Call-backs (issue 32): members who chose "Phone call" for a notification, waiting for a person
 * to ring them, oldest first; "Mark done" once rung.
 */
export function CallBacksSection() {
  const tasks = useCallBacks();
  const done = useMarkCallBackDone();

  const markDone = (id: string) =>
    done.mutate(id, {
      onSuccess: () => toast.success(TEXTS.done),
      onError: (error) => toast.error(TEXTS.doneFailed, { description: error.message }),
    });

  if (tasks.isPending) {
    return (
      <p role="status" className="py-10 text-center text-zinc-400">
        Loading call-backs...
      </p>
    );
  }
  if (tasks.isError) return <p className="py-10 text-center text-red-300">{TEXTS.loadFailed}</p>;
  return (
    <div>
      <p className="text-sm text-zinc-300">{TEXTS.intro}</p>
      {tasks.data.length === 0 ? (
        <p className="py-10 text-center text-zinc-400">{TEXTS.empty}</p>
      ) : (
        <ul aria-label={TEXTS.title} className="mt-5 space-y-2">
          {tasks.data.map((task) => {
            const name = task.member_name ?? 'A member';
            return (
              <li
                key={task.id}
                className="flex flex-wrap items-start gap-3 rounded-xl border border-ink-600 bg-ink-800/60 px-4 py-3"
              >
                <div className="min-w-0 flex-1 basis-64">
                  <p className="font-semibold break-words text-zinc-50">{name}</p>
                  {task.phone ? (
                    <a
                      href={`tel:${task.phone}`}
                      className="mt-0.5 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200"
                    >
                      <Phone aria-hidden="true" className="size-4" />
                      {formatPhone(task.phone)}
                    </a>
                  ) : (
                    <p className="mt-0.5 text-sm text-amber-200">{TEXTS.noPhone}</p>
                  )}
                  <p className="mt-1 text-sm break-words text-zinc-200">{task.reason}</p>
                  <p className="mt-0.5 text-xs text-zinc-500">
                    <time dateTime={task.created_at}>{formatDateTime(task.created_at)}</time>
                    {' · '}
                    {TEXTS.opens} {task.url}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={done.isPending}
                  onClick={() => markDone(task.id)}
                  aria-label={TEXTS.markDoneLabel(name)}
                >
                  <Check aria-hidden="true" className="size-4" />
                  {TEXTS.markDone}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
