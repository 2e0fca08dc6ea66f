import * as vaultRoutes from '@aurum/shared/vault/vault-routes';
import {
  biometricWrapSchema,
  newVaultItemSchema,
  VAULT_MESSAGES,
  vaultItemChangesSchema,
  vaultPasswordChangeSchema,
  vaultSetupSchema,
} from '@aurum/shared/vault/vault-contract';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import { at } from '../../platform/http/route-path';
import type { AuthGuard } from '../auth/auth.api';
import type { VaultService } from './vault.service';

const itemId = (params: unknown) => pathId(params, () => notFound(VAULT_MESSAGES.itemNotFound));
const credentialParams = z.object({ credentialId: z.string().regex(/^[A-Za-z0-9_-]{16,1400}$/) });
/** Ciphertext of a note of 64 KB plus its tags and title stays well under this. */
const ITEM_BODY_LIMIT = 160 * 1024;
const OCTET_STREAM = 'application/octet-stream';

/**
 * The vault's API (ADR 020) under /api/vault. A file upload is the encrypted bytes as
 * application/octet-stream, streamed to storage as they arrive (never buffered whole).
 */
export function registerVaultRoutes(app: FastifyInstance, vault: VaultService, guard: AuthGuard) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(OCTET_STREAM, (_request, payload, done) => done(null, payload));
    const opts = { preHandler: guard };
    const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

    scope.get(at(scope, vaultRoutes.keyring), opts, async (request) =>
      vault.keyring(member(request)),
    );

    scope.put(
      at(scope, vaultRoutes.setUp),
      { ...opts, schema: { body: vaultSetupSchema } },
      async (request, reply) => {
        const record = parseInput(vaultSetupSchema, request.body);
        return reply.status(201).send(await vault.setUp(member(request), record));
      },
    );

    scope.post(
      at(scope, vaultRoutes.changePassword),
      { ...opts, schema: { body: vaultPasswordChangeSchema } },
      async (request) =>
        vault.changePassword(member(request), parseInput(vaultPasswordChangeSchema, request.body)),
    );

    scope.post(
      at(scope, vaultRoutes.addBiometric),
      { ...opts, schema: { body: biometricWrapSchema } },
      async (request, reply) => {
        const wrap = parseInput(biometricWrapSchema, request.body);
        return reply.status(201).send(await vault.addBiometric(member(request), wrap));
      },
    );

    scope.delete(at(scope, vaultRoutes.removeBiometric), opts, async (request, reply) => {
      const parsed = credentialParams.safeParse(request.params);
      if (!parsed.success) throw notFound('Biometric credential not found');
      // The path carries the id base64url-encoded; it is stored as base64.
      const id = Buffer.from(parsed.data.credentialId, 'base64url').toString('base64');
      await vault.removeBiometric(member(request), id);
      return reply.status(204).send();
    });

    scope.get(at(scope, vaultRoutes.items), opts, async (request) => ({
      items: await vault.items(member(request)),
    }));

    scope.post(
      at(scope, vaultRoutes.addItem),
      { schema: { body: newVaultItemSchema }, ...opts, bodyLimit: ITEM_BODY_LIMIT },
      async (request, reply) => {
        const item = parseInput(newVaultItemSchema, request.body);
        return reply.status(201).send(await vault.add(member(request), item));
      },
    );

    scope.patch(
      at(scope, vaultRoutes.changeItem),
      { schema: { body: vaultItemChangesSchema }, ...opts, bodyLimit: ITEM_BODY_LIMIT },
      async (request) => {
        const id = itemId(request.params);
        return vault.update(member(request), id, parseInput(vaultItemChangesSchema, request.body));
      },
    );

    scope.put(at(scope, vaultRoutes.uploadFile), opts, async (request, reply) => {
      const id = itemId(request.params);
      if (request.headers['content-type']?.split(';')[0] !== OCTET_STREAM) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as ${OCTET_STREAM}`, 415);
      }
      await vault.upload(member(request), id, request.body as Readable);
      return reply.status(204).send();
    });

    scope.get(at(scope, vaultRoutes.downloadFile), opts, async (request, reply) => {
      const file = await vault.download(member(request), itemId(request.params));
      return reply
        .header('content-type', OCTET_STREAM)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    });

    scope.delete(at(scope, vaultRoutes.removeItem), opts, async (request, reply) => {
      await vault.remove(member(request), itemId(request.params));
      return reply.status(204).send();
    });
  });
}
