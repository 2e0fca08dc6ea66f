import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Config } from '../../platform/config';
import { registerDevMailboxRoutes } from './dev-mailbox.routes';
import { DevMailboxService } from './dev-mailbox.service';

/** Wires the dev mailbox (ADR 005): the mails sent, readable outside production only. */
export function registerDevMailbox(app: FastifyInstance, deps: { db: Database; config: Config }) {
  if (deps.config.isProduction) return { mailbox: null };
  const mailbox = new DevMailboxService(deps.db);
  registerDevMailboxRoutes(app, mailbox);
  return { mailbox };
}
