import * as sandboxRoutes from '@aurum/shared/membership/sandbox-checkout-routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { at } from '../../platform/http/route-path';
import type { SandboxGateway } from './sandbox-gateway';

const params = z.object({ accessCode: z.string().regex(/^[\w-]{16,64}$/) });

const accessCodeOf = (input: unknown) => {
  const parsed = params.safeParse(input);
  if (!parsed.success) {
    throw new AppError('CHECKOUT_NOT_FOUND', 'This test checkout does not exist.', 404);
  }
  return parsed.data.accessCode;
};

/**
 * The sandbox checkout's API, public like a provider's checkout page: the unguessable access code
 * is the only key, as Paystack's access code is.
 */
export function registerSandboxCheckoutRoutes(app: FastifyInstance, sandbox: SandboxGateway) {
  const opts = { bodyLimit: 1024 };
  app.get(at(app, sandboxRoutes.view), async (request) =>
    sandbox.view(accessCodeOf(request.params)),
  );
  app.post(at(app, sandboxRoutes.pay), opts, async (request) =>
    sandbox.decide(accessCodeOf(request.params), 'success'),
  );
  app.post(at(app, sandboxRoutes.decline), opts, async (request) =>
    sandbox.decide(accessCodeOf(request.params), 'failed'),
  );
}
