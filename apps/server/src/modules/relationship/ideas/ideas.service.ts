import type {
  Idea,
  IdeaChange,
  IdeaConciergeRequest,
  IdeaInput,
  SpacePerson,
} from '@aurum/shared/relationship/relationship-contract';
import { IDEA_CATEGORY_LABELS } from '@aurum/shared/relationship/relationship-contract';
import { formatMoney } from '@aurum/shared/format/money';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asSpaceMember, type SpaceScope } from '../../../db/as-space-member';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError, notFound } from '../../../platform/errors';
import { publishToSpace } from '../../../platform/realtime/publish';
import type { ServiceRequestService } from '../../requests/requests.service';
import { currentPeople } from '../space-people.repo';
import * as repo from './ideas.repo';

export const ideaNotFound = () => notFound('Idea not found');

/** The concierge service an idea is asked of: dates are planned, gifts bought, gestures arranged. */
const SERVICE_FOR: Record<Idea['category'], ServiceType> = {
  date_idea: 'event_planning',
  gift: 'personal_shopping',
  gesture: 'other',
};

const toIdea = (record: repo.IdeaRecord, people: SpacePerson[]): Idea => ({
  id: record.id,
  title: record.title,
  description: record.description,
  category: record.category,
  effort_level: record.effortLevel,
  budget_rand: record.budgetRand,
  is_seasonal: record.isSeasonal,
  tags: record.tags,
  created_by: people.find((person) => person.id === record.createdBy) ?? null,
  concierge_request_id: record.conciergeRequestId,
  created_at: record.createdAt.toISOString(),
});

const fieldsOf = (input: Partial<IdeaInput>): Partial<repo.IdeaFields> => ({
  ...(input.title === undefined ? {} : { title: input.title }),
  ...(input.description === undefined ? {} : { description: input.description }),
  ...(input.category === undefined ? {} : { category: input.category }),
  ...(input.effort_level === undefined ? {} : { effortLevel: input.effort_level }),
  ...(input.budget_rand === undefined ? {} : { budgetRand: input.budget_rand }),
  ...(input.is_seasonal === undefined ? {} : { isSeasonal: input.is_seasonal }),
  ...(input.tags === undefined ? {} : { tags: input.tags }),
});

/**
 * Ideas of a relationship space (spec 02 section 3) and the concierge request one click away:
 * filed through the requests' one filing workflow (its monthly allowance, matching and staff
 * e-mail), in the space's transaction, for the member who asked (ADR 070).
 */
export class IdeasService {
  constructor(
    private db: Database,
    private clock: Clock,
    private requests: Pick<ServiceRequestService, 'fileWithin' | 'filed'>,
  ) {}

  list(userId: string, spaceId: string): Promise<Idea[]> {
    return asSpaceMember(this.db, userId, spaceId, async (scope) => {
      const people = await currentPeople(scope.tx, spaceId);
      return (await repo.listIdeas(scope)).map((record) => toIdea(record, people));
    });
  }

  create(userId: string, spaceId: string, input: IdeaInput): Promise<Idea> {
    const now = this.clock.now();
    return this.write(userId, spaceId, (scope) =>
      repo.insertIdea(scope, fieldsOf(input) as repo.IdeaFields, now),
    );
  }

  change(userId: string, spaceId: string, id: string, change: IdeaChange): Promise<Idea> {
    const now = this.clock.now();
    return this.write(userId, spaceId, async (scope) => {
      const updated = await repo.updateIdea(scope, id, fieldsOf(change), now);
      if (!updated) throw ideaNotFound();
      return updated;
    });
  }

  async remove(userId: string, spaceId: string, id: string) {
    await asSpaceMember(this.db, userId, spaceId, async (scope) => {
      if (!(await repo.deleteIdea(scope, id))) throw ideaNotFound();
      await publishToSpace(scope, { itemId: id });
    });
  }

  /** Files a concierge request for the idea; an idea already asked about is not filed twice. */
  async askConcierge(userId: string, spaceId: string, id: string): Promise<IdeaConciergeRequest> {
    const now = this.clock.now();
    const answer = await asSpaceMember(this.db, userId, spaceId, async (scope) => {
      const idea = await repo.lockIdea(scope, id);
      if (!idea) throw ideaNotFound();
      if (idea.conciergeRequestId) {
        throw new AppError(
          'ALREADY_REQUESTED',
          'The concierge already has a request for this idea.',
          409,
        );
      }
      const filed = await this.requests.fileWithin(
        scope.tx,
        userId,
        {
          serviceType: SERVICE_FOR[idea.category],
          description: `${IDEA_CATEGORY_LABELS[idea.category]} for my partner: ${idea.title}`,
          specialRequests: specialRequestsOf(idea),
          preferredDate: null,
          preferredTimeSet: false,
          location: null,
        },
        { by: 'member' },
      );
      const updated = await repo.updateIdea(
        scope,
        id,
        { conciergeRequestId: filed.requestId },
        now,
      );
      await publishToSpace(scope, { itemId: id });
      const people = await currentPeople(scope.tx, spaceId);
      return { request_id: filed.requestId, idea: toIdea(updated!, people) };
    });
    this.requests.filed(userId);
    return answer;
  }

  private write(
    userId: string,
    spaceId: string,
    work: (scope: SpaceScope) => Promise<repo.IdeaRecord>,
  ): Promise<Idea> {
    return asSpaceMember(this.db, userId, spaceId, async (scope) => {
      const record = await work(scope);
      await publishToSpace(scope, { itemId: record.id });
      return toIdea(record, await currentPeople(scope.tx, spaceId));
    });
  }
}

function specialRequestsOf(idea: repo.IdeaRecord): string {
  return [
    idea.description,
    idea.budgetRand === null ? '' : `Budget about ${formatMoney(idea.budgetRand * 100)}.`,
    idea.tags.length > 0 ? `Tags: ${idea.tags.join(', ')}.` : '',
    'From our relationship space on Aurum.',
  ]
    .filter(Boolean)
    .join(' ');
}
