import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { createFileStorage } from '../../platform/storage/create-file-storage';
import type { AuthGuard } from '../auth/auth.api';
import { registerVaultRoutes } from './vault.routes';
import { VaultService } from './vault.service';

/** The vault area: its service over the configured file storage, and its routes. */
export function registerVault(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Config; guard: AuthGuard },
) {
  const storage = createFileStorage(deps.config, path.join(deps.config.DATA_DIR, 'files'));
  const vault = new VaultService(deps.db, deps.clock, storage);
  registerVaultRoutes(app, vault, deps.guard);
  return { vault };
}
