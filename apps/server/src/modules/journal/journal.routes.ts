import * as journalRoutes from '@aurum/shared/journal/journal-routes';
import { at } from '../../platform/http/route-path';
import {
  journalEntryInputSchema,
  journalPageQuerySchema,
  JOURNAL_ENTRY_MAX,
  moodCheckInInputSchema,
} from '@aurum/shared/journal/journal-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import type { AuthGuard } from '../auth/auth.api';
import { entryNotFound, type JournalService } from './journal.service';
import type { MoodService } from './mood.service';

const entryId = (params: unknown) => pathId(params, entryNotFound);
/** An entry of JOURNAL_ENTRY_MAX characters, each escaped in JSON at the worst (\uXXXX). */
const ENTRY_BODY_LIMIT = JOURNAL_ENTRY_MAX * 6 + 1024;

/** /api/journal (entries, their analysis, insights) and /api/mood (check-ins, trends). */
export function registerJournalRoutes(
  app: FastifyInstance,
  deps: { journal: JournalService; mood: MoodService; guard: AuthGuard },
) {
  const { journal, mood } = deps;
  const opts = { preHandler: deps.guard };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.post(
    at(app, journalRoutes.save),
    { schema: { body: journalEntryInputSchema }, ...opts, bodyLimit: ENTRY_BODY_LIMIT },
    async (request, reply) => {
      const input = parseInput(journalEntryInputSchema, request.body);
      return reply.status(201).send(await journal.save(member(request), input));
    },
  );

  app.get(
    at(app, journalRoutes.list),
    { ...opts, schema: { querystring: journalPageQuerySchema } },
    async (request) =>
      journal.list(member(request), parseInput(journalPageQuerySchema, request.query)),
  );

  app.post(at(app, journalRoutes.retryAnalysis), opts, async (request) =>
    journal.retryAnalysis(member(request), entryId(request.params)),
  );

  app.delete(at(app, journalRoutes.remove), opts, async (request, reply) => {
    await journal.remove(member(request), entryId(request.params));
    return reply.status(204).send();
  });

  app.get(at(app, journalRoutes.insights), opts, async (request) =>
    journal.insights(member(request)),
  );

  app.post(
    at(app, journalRoutes.checkIn),
    { ...opts, schema: { body: moodCheckInInputSchema } },
    async (request, reply) => {
      const input = parseInput(moodCheckInInputSchema, request.body);
      return reply.status(201).send(await mood.checkIn(member(request), input));
    },
  );

  app.get(at(app, journalRoutes.trends), opts, async (request) => mood.trends(member(request)));
}
