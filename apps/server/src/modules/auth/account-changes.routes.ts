import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { at } from '../../platform/http/route-path';
import { ACCOUNT_TEXTS } from '@aurum/shared/auth/account-texts';
import { emailChangeTokenSchema, updateUserBodySchema } from '@aurum/shared/auth/account-contract';
import type { MemberRoute } from '@aurum/shared/routes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import type { AccountChangesService } from './account-changes.service';
import { EMAIL_CHANGE_CONFIRM_PATH } from './account-changes.service';
import type { AuthGuard } from './auth.api';
import { AUTH_BODY_LIMIT, caller, parseCredentials } from './auth-http';

/** Where the e-mail change link leads the browser back to. */
const PROFILE_ROUTE: MemberRoute = '/profile';

/**
 * The member's own password and e-mail changes (ADR 051): PUT /auth/v1/user (GoTrue's
 * updateUser, one of {password} or {email}), and the e-mail change link, followed in a browser
 * (GET, redirects to the profile) or posted by a client (POST, answers JSON).
 */
export function registerAccountChangesRoutes(
  app: FastifyInstance,
  changes: AccountChangesService,
  guard: AuthGuard,
  options: { siteUrl: string },
) {
  app.put(
    at(app, accountRoutes.changePassword),
    { schema: { body: updateUserBodySchema }, preHandler: guard, bodyLimit: AUTH_BODY_LIMIT },
    async (request) => {
      const body = parseCredentials(updateUserBodySchema, request.body, { newPassword: true });
      const member = request.auth!;
      return body.password !== undefined
        ? changes.changePassword(member, body.password, caller(request))
        : changes.requestEmailChange(member, body.email!, caller(request));
    },
  );

  app.post(
    EMAIL_CHANGE_CONFIRM_PATH,
    { schema: { body: emailChangeTokenSchema }, bodyLimit: AUTH_BODY_LIMIT },
    async (request) => {
      const { token } = parseInput(emailChangeTokenSchema, request.body, 'AUTH_LINK_INVALID');
      return changes.confirmEmailChange(token, caller(request));
    },
  );

  /** The link in the e-mail: confirms, then opens the profile, which toasts the outcome. */
  app.get(EMAIL_CHANGE_CONFIRM_PATH, async (request, reply) => {
    const profile = `${options.siteUrl}${PROFILE_ROUTE}`;
    try {
      const query = emailChangeTokenSchema.safeParse(request.query);
      if (!query.success) {
        throw new AppError('AUTH_LINK_INVALID', ACCOUNT_TEXTS.emailLinkInvalid, 400);
      }
      await changes.confirmEmailChange(query.data.token, caller(request));
      return reply.redirect(`${profile}#${new URLSearchParams({ type: 'email_change' })}`, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code === 'AUTH_EMAIL_EXISTS' ? 'email_exists' : 'otp_expired',
        error_description: error.message,
      });
      return reply.redirect(`${profile}#${fragment}`, 303);
    }
  });
}
