import {
  adminPaymentsQuerySchema,
  premiumAccessSchema,
  refundSchema,
} from '@aurum/shared/membership/payments-contract';
import { planUpdateSchema } from '@aurum/shared/membership/plans';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import {
  type MembershipStaffService,
  paymentNotFound,
  planNotFound,
} from './membership-staff.service';

/**
 * /api/admin/payments, /api/admin/membership-plans and /api/admin/premium-access, registered
 * inside the staff console's scope (staff only).
 */
export function registerMembershipStaffRoutes(
  scope: FastifyInstance,
  service: MembershipStaffService,
) {
  scope.get('/payments', { schema: { querystring: adminPaymentsQuerySchema } }, async (request) =>
    service.listPayments(parseInput(adminPaymentsQuerySchema, request.query)),
  );

  scope.post('/payments/:id/refund', { schema: { body: refundSchema } }, async (request) => {
    const id = pathId(request.params, paymentNotFound);
    const { reason } = parseInput(refundSchema, request.body);
    return service.refund(id, request.auth!.userId, reason);
  });

  scope.get('/membership-plans', async () => service.listPlans());

  scope.patch('/membership-plans/:id', { schema: { body: planUpdateSchema } }, async (request) => {
    const id = pathId(request.params, planNotFound);
    return service.updatePlan(id, parseInput(planUpdateSchema, request.body));
  });

  scope.get('/premium-access', async () => service.listPremiumAccess());

  scope.put('/premium-access', { schema: { body: premiumAccessSchema } }, async (request) =>
    service.setPremiumAccess(parseInput(premiumAccessSchema, request.body)),
  );
}
