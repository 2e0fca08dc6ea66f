import { RefreshCw } from 'lucide-react';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMailbox } from '../api/get-mailbox';
import { MailboxMessageItem } from './mailbox-message';
import { TextMessages } from './text-messages';

/**
 * /dev/mailbox: the e-mails the local mailer kept, for development without an SMTP server, and the
 * SMS and WhatsApp messages of the dev outbox (no gateway configured).
 */
export function MailboxPage() {
  const mailbox = useMailbox();
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-5 py-6 sm:px-8">
      <header>
        <BrandLogo />
      </header>
      <main className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display text-3xl font-semibold text-gold-300">Dev Mailbox</h1>
            <p className="mt-1 text-sm text-zinc-300">
              E-mails, SMS and WhatsApp messages Aurum sent while no mail server or gateway is
              configured. Newest first, refreshed every 3 seconds.
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => void mailbox.refetch()}>
            <RefreshCw
              aria-hidden="true"
              className={mailbox.isFetching ? 'size-4 animate-spin' : 'size-4'}
            />
            Refresh
          </Button>
        </div>
        <Tabs defaultValue="mail" className="mt-6">
          <TabsList className="max-w-md">
            <TabsTrigger value="mail">E-mails</TabsTrigger>
            <TabsTrigger value="texts">SMS &amp; WhatsApp</TabsTrigger>
          </TabsList>
          <TabsContent value="mail">
            <div aria-live="polite">
              {mailbox.isPending && <p className="text-zinc-300">Loading...</p>}
              {mailbox.isError && (
                <p
                  role="alert"
                  className="rounded-lg border border-red-400/50 bg-red-950/50 p-3 text-red-100"
                >
                  Could not load the mailbox: {mailbox.error.message}
                </p>
              )}
              {mailbox.data?.length === 0 && <p className="text-zinc-300">No messages yet.</p>}
            </div>
            {mailbox.data && mailbox.data.length > 0 && (
              <ul className="space-y-3">
                {mailbox.data.map((message) => (
                  <li key={message.id}>
                    <MailboxMessageItem message={message} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="texts">
            <TextMessages />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
