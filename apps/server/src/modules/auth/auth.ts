import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import { registerAccountChangesRoutes } from './account-changes.routes';
import { AccountChangesService } from './account-changes.service';
import { createAuthGuard, createStaffGuard } from './auth.api';
import type { Notify } from '../notifications/notifications.api';
import { registerAuthRoutes } from './auth.routes';
import { SecurityNotices } from './security-notices';
import { AuthService } from './auth.service';
import { MfaChallengeService } from './mfa-challenge.service';
import { PasswordResetService } from './password-reset.service';
import { RelyingParty } from './passkey-ceremonies';
import { PasskeySignInService } from './passkey-sign-in.service';
import { registerPasskeyRoutes } from './passkeys.routes';
import { deleteAllPasskeys, hasPasskeys } from './passkeys.repo';
import { PasskeysService } from './passkeys.service';
import { PendingSignIns } from './pending-sign-ins';
import { registerReauthenticationRoutes } from './reauthentication.routes';
import { ReauthenticationService } from './reauthentication.service';
import { SecondFactors } from './second-factors';
import { AuditService } from './audit.service';
import { SessionsService } from './sessions.service';
import { registerSessionsRoutes, registerStaffSessionsRoutes } from './sessions.routes';
import { SignInLimits } from './sign-in-limits';
import { registerStaffFactorRoutes } from './staff-factors';
import { registerTwoFactorRoutes } from './two-factor.routes';
import { TwoFactorService } from './two-factor.service';

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
    /** Seals TOTP secrets (ADR 048). */
    sealedBox: SealedBox;
    /** Whether a member still has to onboard: the session answer carries it (ADR 022). */
    needsOnboarding: (userId: string) => Promise<boolean>;
    /** Security events on the member's channels (issue 32). */
    notify: Notify;
  },
) {
  const { config } = deps;
  const notices = new SecurityNotices(deps.notify);
  const limits = new SignInLimits(deps.db, config);
  const pending = new PendingSignIns(deps.db);
  const factors = new SecondFactors(deps.db, pending);
  const auth = new AuthService(
    deps.db,
    deps.clock,
    config,
    deps.mail,
    deps.jobs,
    limits,
    factors,
    notices,
  );
  const passwordReset = new PasswordResetService(
    deps.db,
    deps.clock,
    config,
    deps.mail,
    deps.jobs,
    limits,
    auth,
    factors,
  );
  const guard = createAuthGuard(auth);
  registerAuthRoutes(app, auth, guard, passwordReset, {
    secureCookies: config.SITE_URL.startsWith('https://'),
    siteUrl: config.SITE_URL,
    needsOnboarding: deps.needsOnboarding,
  });
  const reauthentication = new ReauthenticationService(deps.db, deps.clock, limits);
  registerReauthenticationRoutes(app, reauthentication, guard);
  const accountChanges = new AccountChangesService(
    deps.db,
    deps.clock,
    config,
    deps.mail,
    deps.jobs,
    limits,
    reauthentication,
    auth,
  );
  registerAccountChangesRoutes(app, accountChanges, guard, { siteUrl: config.SITE_URL });
  const relyingParty = new RelyingParty(config.SITE_URL);
  const passkeys = new PasskeysService(
    deps.db,
    deps.clock,
    relyingParty,
    reauthentication,
    notices,
  );
  const passkeySignIn = new PasskeySignInService(
    deps.db,
    deps.clock,
    relyingParty,
    auth.issuer,
    pending,
  );
  registerPasskeyRoutes(app, { passkeys, signIn: passkeySignIn }, guard, {
    secureCookies: config.SITE_URL.startsWith('https://'),
    needsOnboarding: deps.needsOnboarding,
  });
  // A passkey is a second factor too: a password sign-in then asks for one (ADR 053).
  factors.add({ type: 'webauthn', has: hasPasskeys, removeAll: deleteAllPasskeys });
  const twoFactor = new TwoFactorService(
    deps.db,
    deps.clock,
    deps.sealedBox,
    reauthentication,
    factors,
    notices,
  );
  const challenge = new MfaChallengeService(
    deps.db,
    deps.clock,
    limits,
    pending,
    auth.issuer,
    twoFactor,
  );
  registerTwoFactorRoutes(app, twoFactor, challenge, guard, {
    secureCookies: config.SITE_URL.startsWith('https://'),
    needsOnboarding: deps.needsOnboarding,
  });
  /** The staff console's guard: staff with a second factor (ADR 052). */
  const staffGuard = createStaffGuard(guard, (userId) => factors.hasAny(userId));
  const sessions = new SessionsService(deps.db, deps.clock, auth.lifetimes, (ended) =>
    auth.forgetSessions(ended),
  );
  registerSessionsRoutes(app, sessions, new AuditService(deps.db, deps.clock), guard);
  /** Staff reset a member's factors and end their sessions; inside the console's scope. */
  const registerStaffFactors = registerStaffFactorRoutes({
    db: deps.db,
    clock: deps.clock,
    factors,
  });
  const registerStaffRoutes = (scope: FastifyInstance) => {
    registerStaffFactors(scope);
    registerStaffSessionsRoutes(scope, sessions);
  };
  return {
    auth,
    guard,
    staffGuard,
    reauthentication,
    factors,
    pending,
    passkeys,
    registerStaffRoutes,
  };
}
