import type {
  ProviderAssignment,
  ProviderRequestsList,
} from '@aurum/shared/provider/provider-contract';
import { PROVIDER_PORTAL_MESSAGES } from '@aurum/shared/provider/provider-messages';
import type { providerResponseSchema } from '@aurum/shared/requests/request-contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { findProviderByUser } from '../providers/providers.service';
import type { ProviderResponses } from '../requests/requests.service';
import { findProviderAssignment, listProviderAssignments } from './provider-assignments';

type Answer = z.output<typeof providerResponseSchema>;

/** The link wording ("with this link") reworded for a provider answering while signed in. */
function inPortalWords(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'LINK_USED') {
    return new AppError(error.code, PROVIDER_PORTAL_MESSAGES.answered, error.status);
  }
  if (error.code === 'LINK_EXPIRED') {
    return new AppError(error.code, PROVIDER_PORTAL_MESSAGES.expired, error.status);
  }
  return error;
}

/**
 * The provider view (PRODUCT.md: providers may sign in to see their requests): a provider
 * account sees and answers only the assignments of the provider record linked to it, under the
 * same rules as the e-mailed links (single answer, first confirmation wins, deadline).
 */
export class ProviderPortalService {
  constructor(
    private db: Database,
    private clock: Clock,
    private responses: ProviderResponses,
  ) {}

  async list(userId: string): Promise<ProviderRequestsList> {
    const provider = await this.providerOf(userId);
    const assignments = await listProviderAssignments(this.db, provider.id, this.clock.now());
    return { provider, assignments };
  }

  async respond(userId: string, assignmentId: string, answer: Answer): Promise<ProviderAssignment> {
    const provider = await this.providerOf(userId);
    const own = await findProviderAssignment(this.db, provider.id, assignmentId, this.clock.now());
    if (!own) throw notFound(PROVIDER_PORTAL_MESSAGES.notFound);
    try {
      await this.responses.respond(assignmentId, answer);
    } catch (error) {
      throw inPortalWords(error);
    }
    return (await findProviderAssignment(this.db, provider.id, assignmentId, this.clock.now()))!;
  }

  private async providerOf(userId: string) {
    const provider = await findProviderByUser(this.db, userId);
    if (!provider) {
      throw new AppError('PROVIDER_NOT_LINKED', PROVIDER_PORTAL_MESSAGES.notLinked, 403);
    }
    return provider;
  }
}
