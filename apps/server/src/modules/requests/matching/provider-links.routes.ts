import * as providerRoutes from '@aurum/shared/provider/provider-routes';
import { providerResponseSchema } from '@aurum/shared/requests/request-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import { at } from '../../../platform/http/route-path';
import { LINK_MESSAGES, type ProviderLinks } from './provider-links';
import type { ProviderResponses } from './provider-responses.service';

const tokenOf = (input: unknown) => {
  const parsed = z.object({ token: z.string().min(10).max(2000) }).safeParse(input);
  if (!parsed.success) throw new AppError('LINK_INVALID', LINK_MESSAGES.invalid, 400);
  return parsed.data.token;
};

/**
 * The one-click links of provider e-mails: the page reads what the link is for, then posts the
 * answer. Nothing changes on GET, so e-mail scanners that open links cannot answer for anyone.
 */
export function registerProviderLinkRoutes(
  app: FastifyInstance,
  links: ProviderLinks,
  responses: ProviderResponses,
  clock: Clock,
) {
  app.get(at(app, providerRoutes.linkView), async (request) => {
    const { assignmentId, action } = await links.read(tokenOf(request.query), clock.now());
    return { action, ...(await responses.view(assignmentId)) };
  });

  app.post(
    at(app, providerRoutes.linkRespond),
    { schema: { body: providerResponseSchema }, bodyLimit: 8 * 1024 },
    async (request) => {
      const token = tokenOf(request.body);
      const { assignmentId, action } = await links.read(token, clock.now());
      const response = parseInput(providerResponseSchema, request.body);
      if (response.action !== action) {
        throw new AppError(
          'LINK_INVALID',
          `This link is for ${action === 'confirm' ? 'confirming' : 'declining'} only.`,
          400,
        );
      }
      await responses.respond(assignmentId, response);
      return responses.view(assignmentId);
    },
  );
}
