import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { configuredChatModel } from '../../platform/ai/chat-model';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { AuditService } from '../auth/audit.service';
import type { AuthGuard } from '../auth/auth.api';
import type { CalendarService } from '../calendar/calendar.service';
import type { MembershipService } from '../membership/membership.service';
import type { OnboardingService } from '../onboarding/onboarding.service';
import { ProfileService } from '../profile/profile.service';
import type { ServiceRequestService } from '../requests/requests.service';
import type { VaultService } from '../vault/vault.service';
import { CHAT_RATE_LIMIT } from '@aurum/shared/chat/chat-texts';
import { registerChatRoutes } from './chat.routes';
import { ChatService } from './chat.service';
import { warmTextAnalysis } from './engine/text-analysis';
import { learnedReaders } from './engine/learned/learned-readers';
import { MemberContextReader } from './member-context-reader';
import { MemberFactsReader } from './member-facts-reader';
import type { MoodSummaryReader } from '../journal/journal.api';
import type { HumanHandoff } from '../human-concierge/human-concierge.api';
import type { LifeContextReader } from '../life-os/life-os.api';
import { MemoryBankService } from './memory-bank.service';
import { VaultRequests } from './vault-requests';

/** Wires the assistant area: the chat, the memory bank and the language model, if configured. */
export function registerChat(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    config: Config;
    guard: AuthGuard;
    requests: ServiceRequestService;
    onboarding: OnboardingService;
    membership: MembershipService;
    calendar: CalendarService;
    mood: MoodSummaryReader;
    vault: VaultService;
    /** The active persona and the away note the replies honour (ADR 064). */
    life: LifeContextReader;
    /** The human concierge: a person holding the member's case, when to offer one (ADR 072). */
    handoff: HumanHandoff;
  },
) {
  const { db, clock, config } = deps;
  const audit = new AuditService(db, clock);
  const memory = new MemoryBankService(db, clock);
  const model = configuredChatModel(config);
  const chat = new ChatService({
    db,
    clock,
    limiter: new RateLimiter(db),
    rateLimit: { ...CHAT_RATE_LIMIT, attempts: config.CHAT_RATE_LIMIT_MESSAGES },
    requests: deps.requests,
    audit,
    context: new MemberContextReader(
      new ProfileService(db, clock),
      deps.onboarding,
      memory,
      deps.requests,
    ),
    facts: new MemberFactsReader(
      clock,
      deps.membership,
      deps.requests,
      deps.calendar,
      memory,
      deps.mood,
    ),
    vaultRequests: new VaultRequests(db, clock, deps.vault),
    life: deps.life,
    handoff: deps.handoff,
    model,
    modelTimeoutMs: config.AI_TIMEOUT_MS,
    onModelFailure: (error) =>
      app.log.warn({ err: error }, 'assistant fell back to the concierge engine'),
  });
  warmTextAnalysis();
  // The learned readers train in about a second (ADR 079): once the server listens, not in tests
  // that only inject requests (those train on their first message).
  app.addHook('onListen', () => {
    setImmediate(learnedReaders);
  });
  registerChatRoutes(app, {
    chat,
    memory,
    audit,
    guard: deps.guard,
    languageModel: model !== null,
  });
  return { chat, memory, audit };
}
