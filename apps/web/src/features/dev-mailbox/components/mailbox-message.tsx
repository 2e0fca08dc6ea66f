import { ChevronDown } from 'lucide-react';
import { formatDateTime } from '@aurum/shared/format/dates';
import type { MailboxMessage } from '@aurum/shared/dev-mailbox/mailbox-contract';
import { LinkifiedText } from './linkified-text';

export function MailboxMessageItem({ message }: { message: MailboxMessage }) {
  return (
    <details className="group rounded-xl border border-gold-500/20 bg-ink-800/70 open:border-gold-500/50">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-xl p-4 [&::-webkit-details-marker]:hidden">
        <div className="min-w-0">
          <p className="font-semibold break-words text-zinc-50">{message.subject}</p>
          <p className="mt-1 text-sm break-all text-zinc-300">To: {message.to}</p>
          <p className="mt-0.5 text-xs text-zinc-400">
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            {message.status && <span className="ml-2 uppercase">· {message.status}</span>}
          </p>
        </div>
        <ChevronDown
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 text-gold-400 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-4 border-t border-ink-600 p-4">
        <section aria-label="Text part">
          <h3 className="text-xs font-semibold tracking-wide text-gold-400 uppercase">Text</h3>
          <p className="mt-2 font-mono text-sm whitespace-pre-wrap text-zinc-200">
            {message.text ? <LinkifiedText text={message.text} /> : 'No text part.'}
          </p>
        </section>
        {message.attachments && message.attachments.length > 0 && (
          <section aria-label="Attachments">
            <h3 className="text-xs font-semibold tracking-wide text-gold-400 uppercase">
              Attachments
            </h3>
            <ul className="mt-2 space-y-1 text-sm">
              {message.attachments.map((file) => (
                <li key={file.url}>
                  <a
                    href={file.url}
                    download={file.filename}
                    className="text-gold-300 underline underline-offset-4 hover:text-gold-200"
                  >
                    {file.filename}
                  </a>{' '}
                  <span className="text-zinc-400">({file.content_type})</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {message.html && (
          <section aria-label="HTML part">
            <h3 className="text-xs font-semibold tracking-wide text-gold-400 uppercase">HTML</h3>
            <iframe
              title={`HTML part of ${message.subject}`}
              sandbox=""
              srcDoc={message.html}
              className="mt-2 h-[28rem] w-full rounded-lg border border-ink-600 bg-white"
            />
          </section>
        )}
      </div>
    </details>
  );
}
