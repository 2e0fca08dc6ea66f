import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { at } from '../../platform/http/route-path';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { AppError } from '../../platform/errors';
import {
  featuredInputSchema,
  featuredPatchSchema,
  generateSlotsSchema,
} from '@aurum/shared/marketplace/marketplace-staff-contract';
import { featuredNotFound, type MarketplaceStaffService } from './marketplace-staff.service';
import { pathId } from '../../platform/http/path-id';

/**
 * /api/admin/featured and slot generation: what staff keep in the Service Marketplace, registered
 * inside the staff console's staff-only scope (prefix /api/admin).
 */
export function registerMarketplaceStaffRoutes(
  app: FastifyInstance,
  marketplace: MarketplaceStaffService,
) {
  const featuredId = (params: unknown) => pathId(params, featuredNotFound);

  app.get(at(app, adminRoutes.featured), async () => marketplace.listFeatured());

  app.post(
    at(app, adminRoutes.addFeatured),
    { schema: { body: featuredInputSchema } },
    async (request, reply) => {
      const input = parseInput(featuredInputSchema, request.body);
      return reply.status(201).send(await marketplace.createFeatured(input));
    },
  );

  app.patch(
    at(app, adminRoutes.updateFeatured),
    { schema: { body: featuredPatchSchema } },
    async (request) => {
      const id = featuredId(request.params);
      return marketplace.updateFeatured(id, parseInput(featuredPatchSchema, request.body));
    },
  );

  app.delete(at(app, adminRoutes.removeFeatured), async (request, reply) => {
    await marketplace.deleteFeatured(featuredId(request.params));
    return reply.status(204).send();
  });

  app.post(
    at(app, adminRoutes.generateSlots),
    { schema: { body: generateSlotsSchema } },
    async (request, reply) => {
      const id = pathId(request.params, () => new AppError('NOT_FOUND', 'Provider not found', 404));
      const input = parseInput(generateSlotsSchema, request.body);
      return reply.status(201).send(await marketplace.generateSlots(id, input));
    },
  );
}
