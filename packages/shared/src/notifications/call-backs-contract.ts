/**
 * The staff console's call-back tasks (issue 32, ADR 077): a member who chose "Phone call" is
 * rung back by a person. Staff routes, inside the console's scope:
 *
 * GET  /api/admin/call-backs             -> CallBackTask[] (the open ones, oldest first)
 * POST /api/admin/call-backs/:id/done    -> CallBackTask (done; again: the same answer)
 */
export interface CallBackTask {
  id: string;
  member_id: string;
  member_name: string | null;
  /** E.164 (+27...), or null when the member has no phone on their profile. */
  phone: string | null;
  /** What to tell them: the notification's title and text. */
  reason: string;
  /** The app path it concerns. */
  url: string;
  status: 'open' | 'done';
  created_at: string;
  done_at: string | null;
}

/** The dev outbox's messages (SMS, WhatsApp), outside production: GET /api/dev/messages. */
export interface OutboxMessageView {
  id: string;
  channel: 'sms' | 'whatsapp';
  to: string;
  text: string;
  created_at: string;
}
