import type { NotificationKind } from '@aurum/shared/notifications/notification-kinds';
import type { NotificationFacts } from '@aurum/shared/notifications/notification-texts';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import type { Executor } from '../../../db/client';
import type { Notify } from '../../notifications/notifications.api';
import { NO_MEMBER } from './request-record.repo';

/**
 * Tells the member about their request on their channels (issue 32), in the caller's
 * transaction; `subject` names the event within the request (an assignment, a timeline entry)
 * so a retried change tells once.
 */
export async function tellMember(
  tx: Executor,
  notify: Notify,
  request: { id: string; userId: string; serviceType: string },
  notice: { kind: NotificationKind; subject: string; facts?: NotificationFacts; urgent?: boolean },
) {
  // A deleted member's request stays for its provider with no member (ADR 055): no one to tell.
  if (request.userId === NO_MEMBER) return;
  await notify.notify(tx, {
    userId: request.userId,
    kind: notice.kind,
    facts: { subject: serviceTypeLabel(request.serviceType), ...notice.facts },
    url: `/request-status?id=${request.id}`,
    dedupeKey: `${request.id}:${notice.subject}`,
    ...(notice.urgent ? { urgent: true } : {}),
  });
}
