import {
  bookSlotSchema,
  browseQuerySchema,
  reviewSchema,
  slotDateQuerySchema,
} from '@aurum/shared/marketplace/marketplace-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
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

  app.get('/api/marketplace/stats', opts, async () => marketplace.stats());

  app.get('/api/marketplace/categories', opts, async () => marketplace.categories());

  app.get(
    '/api/marketplace/providers',
    { ...opts, schema: { querystring: browseQuerySchema } },
    async (request) => {
      const filters = parseInput(browseQuerySchema, request.query);
      return marketplace.browse(filters);
    },
  );

  app.get('/api/marketplace/featured', opts, async () => marketplace.featured());

  app.get('/api/marketplace/emergency', opts, async () => marketplace.emergency());

  app.get('/api/marketplace/providers/:id', opts, async (request) => {
    const id = providerId(request.params);
    return marketplace.detail(request.auth!.userId, id);
  });

  app.get(
    '/api/marketplace/providers/:id/slots',
    { ...opts, schema: { querystring: slotDateQuerySchema } },
    async (request) => {
      const id = providerId(request.params);
      const { date } = parseInput(slotDateQuerySchema, request.query);
      return marketplace.slots(id, date);
    },
  );

  app.post(
    '/api/marketplace/slots/:id/book',
    { ...opts, schema: { body: bookSlotSchema } },
    async (request, reply) => {
      const slotId = pathId(request.params, slotNotFound);
      const form = parseInput(bookSlotSchema, request.body);
      const result = await booking.book(request.auth!.userId, slotId, form);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/marketplace/providers/:id/reviews',
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
