import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import { createAuthGuard } from './auth.api';
import { registerAuthRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { PasswordResetService } from './password-reset.service';
import { registerReauthenticationRoutes } from './reauthentication.routes';
import { ReauthenticationService } from './reauthentication.service';
import { AuditService } from './audit.service';
import { SessionsService } from './sessions.service';
import { registerSessionsRoutes, registerStaffSessionsRoutes } from './sessions.routes';
import { SignInLimits } from './sign-in-limits';

/**
 * Wires accounts and sessions: the auth service, the guard every signed-in route of every area
 * uses, and the auth API under /auth/v1 (sign-up, sign-in and refresh are public).
 */
export function registerAuth(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Config;
    mail: MailService;
    jobs: JobQueue;
    /** Whether a member still has to onboard: the session answer carries it (ADR 022). */
    needsOnboarding: (userId: string) => Promise<boolean>;
  },
) {
  const { config } = deps;
  const limits = new SignInLimits(deps.db, config);
  const auth = new AuthService(deps.db, deps.clock, config, deps.mail, deps.jobs, limits);
  const passwordReset = new PasswordResetService(
    deps.db,
    deps.clock,
    config,
    deps.mail,
    deps.jobs,
    limits,
    auth,
  );
  const guard = createAuthGuard(auth);
  registerAuthRoutes(app, auth, guard, passwordReset, {
    secureCookies: config.SITE_URL.startsWith('https://'),
    siteUrl: config.SITE_URL,
    needsOnboarding: deps.needsOnboarding,
  });
  const reauthentication = new ReauthenticationService(deps.db, deps.clock, limits);
  registerReauthenticationRoutes(app, reauthentication, guard);
  const sessions = new SessionsService(deps.db, deps.clock, auth.lifetimes, (ended) =>
    auth.forgetSessions(ended),
  );
  registerSessionsRoutes(app, sessions, new AuditService(deps.db, deps.clock), guard);
  /** Auth's staff routes, registered by the console inside its staff-only scope (ADR 047). */
  const registerStaffRoutes = (scope: FastifyInstance) =>
    registerStaffSessionsRoutes(scope, sessions);
  return { auth, guard, reauthentication, registerStaffRoutes };
}
