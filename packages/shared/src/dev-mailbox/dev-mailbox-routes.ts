import { route, typed } from '../api-route';
import type { OutboxMessageView } from '../notifications/call-backs-contract';
import type { MailboxMessage } from './mailbox-contract';

/**
 * The development mailbox's screen (outside production; ADR 080). Its attachment links come
 * from the server inside each message, so they need no descriptor.
 */

/** What the local mailer kept, newest first. */
export const mailbox = route('GET', '/api/dev/mailbox', typed<{ answer: MailboxMessage[] }>);

/** The SMS and WhatsApp messages the dev outbox kept, newest first. */
export const textMessages = route(
  'GET',
  '/api/dev/messages',
  typed<{ answer: OutboxMessageView[] }>,
);
