import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { configuredChatModel } from '../../platform/ai/chat-model';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { Notify } from '../notifications/notifications.api';
import type { ServiceRequestService } from '../requests/requests.service';
import { RelationshipMemberData } from './member-data';
import { registerConflictRoutes } from './conflicts/conflicts.routes';
import { ConflictsService } from './conflicts/conflicts.service';
import { registerSharedEventRoutes } from './events/shared-events.routes';
import { SharedEventsService } from './events/shared-events.service';
import { registerIdeaRoutes } from './ideas/ideas.routes';
import { IdeasService } from './ideas/ideas.service';
import { registerPartnerRoutes } from './partners/partners.routes';
import { PartnersService } from './partners/partners.service';

export interface RelationshipDeps {
  db: Database;
  clock: Clock;
  config: Config;
  sealedBox: SealedBox;
  guard: AuthGuard;
  mail: MailService;
  requests: Pick<ServiceRequestService, 'fileWithin' | 'filed'>;
  notify: Notify;
}

/**
 * The relationship space (issue 30, ADR 070): partners and their invitations, shared events (also
 * in both calendars through relationship.api.ts), ideas with a concierge request one click away,
 * and conflicts with guidance. Every shared row is worked on through asSpaceMember (ADR 039).
 */
export function registerRelationship(app: FastifyInstance, deps: RelationshipDeps) {
  const { db, clock, guard } = deps;
  const partners = new PartnersService({
    db,
    clock,
    mail: deps.mail,
    siteUrl: deps.config.SITE_URL,
    notify: deps.notify,
  });
  const events = new SharedEventsService(db, clock);
  const ideas = new IdeasService(db, clock, deps.requests);
  const conflicts = new ConflictsService({
    db,
    clock,
    box: deps.sealedBox,
    model: configuredChatModel(deps.config),
    modelTimeoutMs: deps.config.AI_TIMEOUT_MS,
    // The texts are never logged (ADR 033): only why the model's guidance was not used.
    onModelFailure: (error) =>
      app.log.warn({ err: error }, "relationship guidance fell back to Aurum's own"),
  });
  registerPartnerRoutes(app, { partners, guard });
  registerSharedEventRoutes(app, { events, guard });
  registerIdeaRoutes(app, { ideas, guard });
  registerConflictRoutes(app, { conflicts, guard });
  const memberData = new RelationshipMemberData(db, deps.sealedBox);
  return { partners, events, ideas, conflicts, memberData };
}
