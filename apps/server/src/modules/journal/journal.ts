import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { configuredChatModel } from '../../platform/ai/chat-model';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { AuthGuard } from '../auth/auth.api';
import { EntryAnalysis } from './entry-analysis';
import { registerJournalRoutes } from './journal.routes';
import { JournalService } from './journal.service';
import { MoodService } from './mood.service';

/**
 * The journal and mood area (issue 28, ADR 059): entries sealed at rest and analysed (the
 * language model when configured, Aurum's own analysis otherwise and as its fallback), check-ins
 * and trends. `mood` is the MoodSummaryReader the assistant and the dashboard read.
 */
export function registerJournal(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Config; sealedBox: SealedBox; guard: AuthGuard },
) {
  const { db, clock, config } = deps;
  const analysis = new EntryAnalysis({
    model: configuredChatModel(config),
    modelTimeoutMs: config.AI_TIMEOUT_MS,
    // The entry's text is never logged (ADR 033): only why its reading was not used.
    onFailure: (error, stage) =>
      stage === 'model'
        ? app.log.warn({ err: error }, "journal analysis fell back to Aurum's own")
        : app.log.error({ err: error }, 'journal entry kept without analysis'),
  });
  const journal = new JournalService({ db, clock, box: deps.sealedBox, analysis });
  const mood = new MoodService(db, clock);
  registerJournalRoutes(app, { journal, mood, guard: deps.guard });
  return { journal, mood };
}
