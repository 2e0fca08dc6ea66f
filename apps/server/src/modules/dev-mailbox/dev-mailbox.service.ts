import type { Database } from '../../db/client';
import { latestOutboxMessages, type OutboxMessage } from '../../platform/messaging/dev-outbox';
import {
  latestMessages,
  type MailboxMessage,
  messageAttachment,
} from '../../platform/mailer/mailbox.repo';

const MAILBOX_LIMIT = 200;

/** The development mailbox: every e-mail Aurum wrote, for a newcomer without SMTP. */
export class DevMailboxService {
  constructor(private db: Database) {}

  latest(): Promise<MailboxMessage[]> {
    return latestMessages(this.db, MAILBOX_LIMIT);
  }

  /** The SMS and WhatsApp messages the dev outbox kept (ADR 077), newest first. */
  messages(): Promise<OutboxMessage[]> {
    return latestOutboxMessages(this.db, MAILBOX_LIMIT);
  }

  attachment(messageId: string, index: number) {
    return messageAttachment(this.db, messageId, index);
  }
}
