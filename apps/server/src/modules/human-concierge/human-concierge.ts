import type { ChatMessage } from '@aurum/shared/chat/chat-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { Notify } from '../notifications/notifications.api';
import type { ServiceRequestService } from '../requests/requests.service';
import { AssistantDirectory } from './assistant-directory';
import { AssistantHandoff, aiContextOf } from './assistant-handoff';
import { CasePromises } from './case-promises';
import { CaseSeal } from './case-views';
import { registerHumanConciergeStaffRoutes } from './human-concierge-staff.routes';
import { registerHumanConciergeRoutes } from './human-concierge.routes';
import type { HumanHandoff } from './human-concierge.api';
import { MemberCasesService } from './member-cases.service';
import { StaffCasesService } from './staff-cases.service';

/**
 * Wires the human concierge (issue 31, ADR 072): the assistants (staff accounts with concierge
 * profiles), the member's cases and settings, the staff side inside the console's scope, the
 * promise job, and the hand-off face the assistant uses.
 */
export function registerHumanConcierge(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Config;
    sealedBox: SealedBox;
    guard: AuthGuard;
    jobs: JobQueue;
    mail: MailService;
    requests: ServiceRequestService;
    notify: Notify;
    /** The member's conversation with the assistant (chat's history), read when they connect. */
    assistantHistory: (memberId: string) => Promise<ChatMessage[]>;
  },
) {
  const { db, clock, jobs } = deps;
  const seal = new CaseSeal(deps.sealedBox);
  const directory = new AssistantDirectory(db, clock);
  const cases = new MemberCasesService({
    db,
    clock,
    jobs,
    seal,
    directory,
    context: async (memberId) => aiContextOf(await deps.assistantHistory(memberId)),
  });
  const staffCases = new StaffCasesService({
    db,
    clock,
    seal,
    directory,
    requests: deps.requests,
    notify: deps.notify,
  });
  const promises = new CasePromises({
    db,
    clock,
    jobs,
    mail: deps.mail,
    seal,
    directory,
    adminEmail: deps.config.ADMIN_EMAIL,
    siteUrl: deps.config.SITE_URL,
  });
  registerHumanConciergeRoutes(app, { cases, guard: deps.guard });
  const handoff: HumanHandoff = new AssistantHandoff(db, clock, directory, cases);
  return {
    cases,
    staffCases,
    promises,
    directory,
    handoff,
    registerStaffRoutes: (scope: FastifyInstance) =>
      registerHumanConciergeStaffRoutes(scope, { staffCases, directory }),
  };
}
