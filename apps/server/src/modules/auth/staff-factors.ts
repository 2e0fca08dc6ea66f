import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { at } from '../../platform/http/route-path';
import { staffFactorResetBodySchema } from '@aurum/shared/auth/two-factor-contract';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import * as authRepo from './auth.repo';
import { caller } from './auth-http';
import type { SecondFactors } from './second-factors';

const memberNotFound = () => new AppError('NOT_FOUND', 'Member not found.', 404);

/**
 * Staff reset a member's second factors after checking the member's identity (issue 26: "losing
 * every factor"): the console sends the member's e-mail, typed by staff, as the confirmation.
 * Everything goes (app, passkeys, recovery codes) in one transaction with the audit entry
 * 'factors_reset_by_staff' naming the staff member.
 */
export function registerStaffFactorRoutes(deps: {
  db: Database;
  clock: Clock;
  factors: SecondFactors;
}) {
  return (scope: FastifyInstance) => {
    scope.post(
      at(scope, adminRoutes.resetMemberFactors),
      { schema: { body: staffFactorResetBodySchema } },
      async (request) => {
        const memberId = pathId(request.params, memberNotFound);
        const body = parseInput(staffFactorResetBodySchema, request.body);
        const staffId = request.auth!.userId;
        if (memberId === staffId) {
          throw new AppError('FORBIDDEN', TWO_FACTOR_TEXTS.staffResetSelf, 403);
        }
        const member = await authRepo.findUserById(deps.db, memberId);
        if (!member) throw memberNotFound();
        if (member.email !== body.confirm_email) {
          throw new AppError('FACTORS_RESET_MISMATCH', TWO_FACTOR_TEXTS.staffResetMismatch, 400, {
            errors: { confirm_email: TWO_FACTOR_TEXTS.staffResetMismatch },
          });
        }
        const now = deps.clock.now();
        await deps.db.transaction(async (tx) => {
          await deps.factors.removeAll(tx, member.id);
          await authRepo.audit(tx, {
            event: 'factors_reset_by_staff',
            userId: member.id,
            ip: caller(request).ip,
            details: { staff_id: staffId },
            now,
          });
        });
        return { reset: true };
      },
    );
  };
}
