import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import { at } from '../../platform/http/route-path';
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

  app.get(
    at(app, adminRoutes.providers),
    { schema: { querystring: providerListQuerySchema } },
    async (request) => {
      const query = parseInput(providerListQuerySchema, request.query);
      return providers.list({
        q: query.q || undefined,
        serviceType: query.service_type,
        active: query.active,
      });
    },
  );

  app.post(
    at(app, adminRoutes.addProvider),
    { schema: { body: providerInputSchema } },
    async (request, reply) => {
      const values = parseInput(providerInputSchema, request.body);
      return reply.status(201).send(await providers.create(values));
    },
  );

  app.get('/providers/:id', async (request) => providers.get(providerId(request.params)));

  app.patch(
    at(app, adminRoutes.updateProvider),
    { schema: { body: providerPatchSchema } },
    async (request) => {
      const id = providerId(request.params);
      return providers.update(id, parseInput(providerPatchSchema, request.body));
    },
  );

  app.post(at(app, adminRoutes.deactivateProvider), async (request) =>
    providers.setActive(providerId(request.params), false),
  );

  app.post(at(app, adminRoutes.activateProvider), async (request) =>
    providers.setActive(providerId(request.params), true),
  );

  app.post(
    at(app, adminRoutes.createProviderAccount),
    { schema: { body: providerAccountSchema } },
    async (request, reply) => {
      const id = providerId(request.params);
      const input = parseInput(providerAccountSchema, request.body);
      return reply.status(201).send(await providers.createAccount(id, input, request.auth!.userId));
    },
  );

  app.get(at(app, adminRoutes.categories), async () => categories.list());

  app.post(
    at(app, adminRoutes.addCategory),
    { schema: { body: categoryInputSchema } },
    async (request, reply) => {
      const values = parseInput(categoryInputSchema, request.body);
      return reply.status(201).send(await categories.create(values));
    },
  );

  app.patch(
    at(app, adminRoutes.updateCategory),
    { schema: { body: categoryPatchSchema } },
    async (request) => {
      const id = categoryId(request.params);
      return categories.update(id, parseInput(categoryPatchSchema, request.body));
    },
  );
}
