import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import {
  bookSlotSchema,
  browseQuerySchema,
  reviewSchema,
  slotDateQuerySchema,
} from '@aurum/shared/marketplace/marketplace-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import { at } from '../../platform/http/route-path';
import type { AuthGuard } from '../auth/auth.api';
import { type BookingService, slotNotFound } from './booking.service';
import { type MarketplaceService, providerNotFound } from './marketplace.service';

const BODY_LIMIT = 16 * 1024;

/** The Service Marketplace for signed-in members under /api/marketplace (spec 02). */
export function registerMarketplaceRoutes(
  app: FastifyInstance,
  { marketplace, booking }: { marketplace: MarketplaceService; booking: BookingService },
  guard: AuthGuard,
) {
  const opts = { preHandler: guard, bodyLimit: BODY_LIMIT };
  const providerId = (params: unknown) => pathId(params, providerNotFound);

  app.get(at(app, marketplaceRoutes.stats), opts, async () => marketplace.stats());

  app.get(at(app, marketplaceRoutes.categories), opts, async () => marketplace.categories());

  app.get(
    at(app, marketplaceRoutes.browse),
    { ...opts, schema: { querystring: browseQuerySchema } },
    async (request) => {
      const filters = parseInput(browseQuerySchema, request.query);
      return marketplace.browse(filters);
    },
  );

  app.get(at(app, marketplaceRoutes.featured), opts, async () => marketplace.featured());

  app.get(at(app, marketplaceRoutes.emergency), opts, async () => marketplace.emergency());

  app.get(at(app, marketplaceRoutes.provider), opts, async (request) => {
    const id = providerId(request.params);
    return marketplace.detail(request.auth!.userId, id);
  });

  app.get(
    at(app, marketplaceRoutes.slots),
    { ...opts, schema: { querystring: slotDateQuerySchema } },
    async (request) => {
      const id = providerId(request.params);
      const { date } = parseInput(slotDateQuerySchema, request.query);
      return marketplace.slots(id, date);
    },
  );

  app.post(
    at(app, marketplaceRoutes.bookSlot),
    { ...opts, schema: { body: bookSlotSchema } },
    async (request, reply) => {
      const slotId = pathId(request.params, slotNotFound);
      const form = parseInput(bookSlotSchema, request.body);
      const result = await booking.book(request.auth!.userId, slotId, form);
      return reply.status(201).send(result);
    },
  );

  app.post(
    at(app, marketplaceRoutes.review),
    { ...opts, schema: { body: reviewSchema } },
    async (request, reply) => {
      const id = providerId(request.params);
      const form = parseInput(reviewSchema, request.body);
      const review = await booking.review(request.auth!.userId, id, form);
      return reply.status(201).send(review);
    },
  );

  return { marketplace, booking };
}
