import { SECURITY_PANEL } from '@aurum/shared/chat/chat-texts';
import type { SecuritySummary } from '@aurum/shared/chat/chat-contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import {
  AUDIT_EVENT_LABELS,
  FAILED_AUDIT_EVENTS,
  MEMBER_AUDIT_EVENTS,
} from '@aurum/shared/auth/audit-events';
import type { AuditLogPage } from '@aurum/shared/auth/sessions-contract';
import { listMemberEvents, pageMemberEvents } from './audit.repo';
import { audit } from './auth.repo';
import { deviceLabel } from './devices';

/** Security events that record a refusal rather than something the member did successfully. */
const FAILED_EVENTS = new Set([
  'signin_failed',
  'signin_locked',
  'refresh_token_reuse',
  'chat_message_rejected',
]);

/** The busiest run of events within any `seconds` (events newest first). */
function busiestWindow(times: number[], seconds: number): number {
  let best = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[start]! - times[end]! >= seconds * 1000) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

/**
 * The auth module's audit log as a member sees it: the Security & Privacy panel of the assistant
 * (spec 02 section 9: over 20 events in 60 s is suspicious, over 5 failed events is flagged;
 * status high with anything suspicious, medium with over 3 failed events, else low), and security
 * events other modules record for the member (a chat message refused by security validation).
 */
export class AuditService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  async record(userId: string, event: string, details: Record<string, unknown> = {}) {
    await audit(this.db, { event, userId, details, now: this.clock.now() });
  }

  /**
   * The member's own audit log (issue 26, ADR 054): only their rows, only the events of the shared
   * catalogue, newest first, paged with the total. Details (such as a typed e-mail address) and
   * addresses never leave the server; the device is read from the stored user agent.
   */
  async page(userId: string, page: number, perPage: number): Promise<AuditLogPage> {
    const { rows, total } = await pageMemberEvents(this.db, {
      userId,
      events: MEMBER_AUDIT_EVENTS,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        event: row.event,
        label: AUDIT_EVENT_LABELS[row.event as keyof typeof AUDIT_EVENT_LABELS],
        device: deviceLabel(row.userAgent),
        created_at: row.createdAt.toISOString(),
        failed: FAILED_AUDIT_EVENTS.has(row.event),
      })),
      total,
      page,
      per_page: perPage,
    };
  }

  async summary(userId: string): Promise<SecuritySummary> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - SECURITY_PANEL.windowSeconds * 1000);
    const events = await listMemberEvents(this.db, userId, since);
    const failed = events.filter((event) => FAILED_EVENTS.has(event.event)).length;
    const burst = busiestWindow(
      events.map((event) => event.createdAt.getTime()),
      SECURITY_PANEL.burstSeconds,
    );
    const suspicious =
      (burst > SECURITY_PANEL.burstEvents ? 1 : 0) +
      (failed > SECURITY_PANEL.failedFlagOver ? 1 : 0);
    return {
      status: suspicious > 0 ? 'high' : failed > SECURITY_PANEL.mediumFailedOver ? 'medium' : 'low',
      activity_last_hour: events.length,
      failed_events: failed,
      suspicious_activity: suspicious,
      recent: events.slice(0, 10).map((event) => ({
        event: event.event,
        success: !FAILED_EVENTS.has(event.event),
        created_at: event.createdAt.toISOString(),
      })),
    };
  }
}
