import { categoryInputSchema, categoryPatchSchema } from '@aurum/shared/admin/categories-contract';
import {
  providerAccountSchema,
  providerInputSchema,
  providerListQuerySchema,
  providerPatchSchema,
} from '@aurum/shared/admin/providers-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { categoryNotFound, type AdminCategoriesService } from './admin-categories.service';
import { pathId } from '../../platform/http/path-id';
import { providerNotFound, type AdminProvidersService } from './admin-providers.service';

/** /api/admin/providers and /api/admin/categories: the catalogue staff keep. */
export function registerAdminCatalogueRoutes(
  app: FastifyInstance,
  providers: AdminProvidersService,
  categories: AdminCategoriesService,
) {
  const providerId = (params: unknown) => pathId(params, providerNotFound);
  const categoryId = (params: unknown) => pathId(params, categoryNotFound);

  app.get('/providers', { schema: { querystring: providerListQuerySchema } }, async (request) => {
    const query = parseInput(providerListQuerySchema, request.query);
    return providers.list({
      q: query.q || undefined,
      serviceType: query.service_type,
      active: query.active,
    });
  });

  app.post('/providers', { schema: { body: providerInputSchema } }, async (request, reply) => {
    const values = parseInput(providerInputSchema, request.body);
    return reply.status(201).send(await providers.create(values));
  });

  app.get('/providers/:id', async (request) => providers.get(providerId(request.params)));

  app.patch('/providers/:id', { schema: { body: providerPatchSchema } }, async (request) => {
    const id = providerId(request.params);
    return providers.update(id, parseInput(providerPatchSchema, request.body));
  });

  app.post('/providers/:id/deactivate', async (request) =>
    providers.setActive(providerId(request.params), false),
  );

  app.post('/providers/:id/activate', async (request) =>
    providers.setActive(providerId(request.params), true),
  );

  app.post(
    '/providers/:id/account',
    { schema: { body: providerAccountSchema } },
    async (request, reply) => {
      const id = providerId(request.params);
      const input = parseInput(providerAccountSchema, request.body);
      return reply.status(201).send(await providers.createAccount(id, input, request.auth!.userId));
    },
  );

  app.get('/categories', async () => categories.list());

  app.post('/categories', { schema: { body: categoryInputSchema } }, async (request, reply) => {
    const values = parseInput(categoryInputSchema, request.body);
    return reply.status(201).send(await categories.create(values));
  });

  app.patch('/categories/:id', { schema: { body: categoryPatchSchema } }, async (request) => {
    const id = categoryId(request.params);
    return categories.update(id, parseInput(categoryPatchSchema, request.body));
  });
}
