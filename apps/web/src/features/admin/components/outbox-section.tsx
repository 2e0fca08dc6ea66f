import { MAIL_STATUSES } from '@aurum/shared/admin/outbox-rules';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '@aurum/shared/format/dates';
import { useOutbox, useRetryMail } from '../api/manage-outbox';
import { staffLabel } from '@aurum/shared/admin/staff-labels';
import { MailStatusBadge } from './admin-badges';
import { plural } from '@aurum/shared/format/words';

const FILTERS = ['', ...MAIL_STATUSES] as const;

/** Outbox: every e-mail Aurum wrote, with its delivery state; failed ones can be retried. */
export function OutboxSection() {
  const [status, setStatus] = useState<string>('');
  const outbox = useOutbox(status);
  const retry = useRetryMail();

  const resend = async (id: string, to: string) => {
    try {
      await retry.mutateAsync(id);
      toast.success('Queued again', { description: `The e-mail to ${to} will be sent again.` });
    } catch (error) {
      toast.error('Could not retry the e-mail', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <div>
      <div role="group" aria-label="Delivery status" className="flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <button
            key={value || 'all'}
            type="button"
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
            className={cn(
              'h-9 cursor-pointer rounded-full border px-4 text-sm font-semibold transition-colors',
              status === value
                ? 'border-gold-500 bg-gold-500 text-ink-950'
                : 'border-ink-600 text-zinc-300 hover:border-gold-500/50 hover:text-gold-300',
            )}
          >
            {value ? staffLabel('mailStatus', value) : 'All'}
          </button>
        ))}
      </div>
      <div className="mt-5">
        {outbox.isPending ? (
          <p role="status" className="py-10 text-center text-zinc-400">
            Loading e-mails...
          </p>
        ) : outbox.isError ? (
          <p className="py-10 text-center text-red-300">The outbox could not be loaded.</p>
        ) : outbox.data.length === 0 ? (
          <p className="py-10 text-center text-zinc-400">No e-mails here.</p>
        ) : (
          <ul aria-label="E-mails" className="space-y-2">
            {outbox.data.map((message) => (
              <li
                key={message.id}
                className="flex flex-wrap items-start gap-3 rounded-xl border border-ink-600 bg-ink-800/60 px-4 py-3"
              >
                <div className="min-w-0 flex-1 basis-64">
                  <div className="flex flex-wrap items-center gap-2">
                    <MailStatusBadge status={message.status} />
                    <span className="font-semibold break-words text-zinc-50">
                      {message.subject}
                    </span>
                  </div>
                  <p className="mt-1 text-sm break-all text-zinc-300">To: {message.to}</p>
                  <p className="mt-0.5 text-xs text-zinc-500">
                    {message.kind} · written {formatDateTime(message.created_at)}
                    {message.status === 'sent' &&
                      message.sent_at &&
                      ` · sent ${formatDateTime(message.sent_at)}`}{' '}
                    · {plural(message.attempts, 'attempt')}
                  </p>
                  {message.last_error && message.status !== 'sent' && (
                    <p className="mt-1 text-xs break-words text-red-300">
                      Last error: {message.last_error}
                    </p>
                  )}
                </div>
                {message.status === 'failed' && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={retry.isPending}
                    onClick={() => void resend(message.id, message.to)}
                    aria-label={`Retry the e-mail to ${message.to}`}
                  >
                    <RotateCw aria-hidden="true" className="size-4" />
                    Retry
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
