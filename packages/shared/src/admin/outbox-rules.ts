// The outbox's statuses and limit, without zod (outbox-contract.ts re-exports these).

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const OUTBOX_LIMIT = 200;
