import type {
  Conflict,
  ConflictGuidance,
  SpacePerson,
} from '@aurum/shared/relationship/relationship-contract';
import { randomUUID } from 'node:crypto';
import { asSpaceMember, type SpaceScope } from '../../../db/as-space-member';
import type { Database } from '../../../db/client';
import type { ChatModel } from '../../../platform/ai/chat-model';
import type { Clock } from '../../../platform/clock';
import { openMemberText, sealMemberText } from '../../../platform/crypto/member-text';
import type { SealedBox } from '../../../platform/crypto/sealed-box';
import { AppError, notFound } from '../../../platform/errors';
import { publishToSpace } from '../../../platform/realtime/publish';
import { currentPeople } from '../space-people.repo';
import * as repo from './conflicts.repo';
import { modelGuidance } from './model-guidance';
import { ownGuidance, type GuidanceText } from './own-guidance';

export const conflictNotFound = () => notFound('Conflict not found');

const CONFLICTS = 'relationship_conflicts';
const PERSPECTIVES = 'conflict_perspectives';

interface StoredGuidance extends GuidanceText {
  source: ConflictGuidance['source'];
}

export interface ConflictsDeps {
  db: Database;
  clock: Clock;
  box: SealedBox;
  model: ChatModel | null;
  modelTimeoutMs: number;
  /** Why the model's guidance was not used (the texts themselves are never logged). */
  onModelFailure: (error: unknown) => void;
}

/**
 * Conflicts (spec 02 sections 3, 4; ADR 070): each partner writes a perspective privately
 * (sealed, ADR 048); once both have, guidance is given (the language model when configured,
 * else Aurum's own) and only then each sees the other's words. 'Mark as Resolved' ends it.
 */
export class ConflictsService {
  constructor(private deps: ConflictsDeps) {}

  list(userId: string, spaceId: string): Promise<Conflict[]> {
    return asSpaceMember(this.deps.db, userId, spaceId, async (scope) => {
      const records = await repo.listConflicts(scope);
      const perspectives = await repo.perspectivesOf(
        scope,
        records.map((r) => r.id),
      );
      const people = await currentPeople(scope.tx, spaceId);
      return records.map((record) =>
        this.toConflict(
          scope,
          record,
          perspectives.filter((p) => p.conflictId === record.id),
          people,
        ),
      );
    });
  }

  create(userId: string, spaceId: string, issueSummary: string): Promise<Conflict> {
    const now = this.deps.clock.now();
    const id = randomUUID();
    const sealed = sealMemberText(
      this.deps.box,
      { table: CONFLICTS, rowId: id, column: 'issue_summary' },
      issueSummary,
    );
    return asSpaceMember(this.deps.db, userId, spaceId, async (scope) => {
      const record = await repo.insertConflict(
        scope,
        { id, sealedIssueSummary: sealed.sealedData, keyId: sealed.keyId },
        now,
      );
      await publishToSpace(scope, { itemId: id });
      return this.toConflict(scope, record, [], await currentPeople(scope.tx, spaceId));
    });
  }

  /**
   * Writes the member's perspective (rewritable until guidance is given). When both partners have
   * written, guidance is made outside the transaction (a model call may take seconds) and stored
   * once: a second writer racing the first finds it there.
   */
  async writePerspective(userId: string, spaceId: string, id: string, text: string) {
    const now = this.deps.clock.now();
    const ready = await asSpaceMember(this.deps.db, userId, spaceId, async (scope) => {
      const conflict = await this.lockOpen(scope, id);
      if (conflict.guidanceAt) {
        throw new AppError(
          'GUIDANCE_GIVEN',
          'Guidance has already been given for this conflict. Start a new one to talk about something else.',
          409,
        );
      }
      const perspectiveId = (await repo.ownPerspectiveId(scope, id)) ?? randomUUID();
      const sealed = sealMemberText(
        this.deps.box,
        { table: PERSPECTIVES, rowId: perspectiveId },
        text,
      );
      await repo.savePerspective(
        scope,
        { id: perspectiveId, conflictId: id, sealedText: sealed.sealedData, keyId: sealed.keyId },
        now,
      );
      await publishToSpace(scope, { itemId: id });
      const written = await repo.perspectivesOf(scope, [id]);
      const people = await currentPeople(scope.tx, spaceId);
      const everyone = people.every((person) => written.some((p) => p.userId === person.id));
      if (!everyone) return null;
      return {
        issue: this.open(
          { table: CONFLICTS, rowId: id, column: 'issue_summary' },
          conflict.sealedIssueSummary,
        ),
        perspectives: written.map((p) =>
          this.open({ table: PERSPECTIVES, rowId: p.id }, p.sealedText),
        ),
      };
    });
    if (ready) await this.giveGuidance(userId, spaceId, id, ready);
    return this.one(userId, spaceId, id);
  }

  /** 'Mark as Resolved' (spec 02 section 4): active to resolved; repeat-safe. */
  async resolve(userId: string, spaceId: string, id: string): Promise<Conflict> {
    const now = this.deps.clock.now();
    await asSpaceMember(this.deps.db, userId, spaceId, async (scope) => {
      const conflict = await repo.lockConflict(scope, id);
      if (!conflict) throw conflictNotFound();
      if (conflict.status === 'resolved') return;
      await repo.resolveConflict(scope, id, now);
      await publishToSpace(scope, { itemId: id });
    });
    return this.one(userId, spaceId, id);
  }

  private async giveGuidance(
    userId: string,
    spaceId: string,
    id: string,
    conflict: { issue: string; perspectives: string[] },
  ) {
    let guidance: StoredGuidance;
    try {
      if (!this.deps.model) throw new Error('no model configured');
      guidance = {
        ...(await modelGuidance(this.deps.model, conflict, this.deps.modelTimeoutMs)),
        source: 'model',
      };
    } catch (error) {
      if (this.deps.model) this.deps.onModelFailure(error);
      guidance = { ...ownGuidance(conflict.issue, conflict.perspectives), source: 'aurum' };
    }
    const now = this.deps.clock.now();
    await asSpaceMember(this.deps.db, userId, spaceId, async (scope) => {
      const locked = await repo.lockConflict(scope, id);
      if (!locked || locked.guidanceAt) return;
      const sealed = sealMemberText(
        this.deps.box,
        { table: CONFLICTS, rowId: id, column: 'guidance' },
        JSON.stringify(guidance),
      );
      await repo.setGuidance(
        scope,
        id,
        { sealedGuidance: sealed.sealedData, keyId: sealed.keyId },
        now,
      );
      await publishToSpace(scope, { itemId: id });
    });
  }

  private async one(userId: string, spaceId: string, id: string): Promise<Conflict> {
    const found = (await this.list(userId, spaceId)).find((conflict) => conflict.id === id);
    if (!found) throw conflictNotFound();
    return found;
  }

  private async lockOpen(scope: SpaceScope, id: string) {
    const conflict = await repo.lockConflict(scope, id);
    if (!conflict) throw conflictNotFound();
    if (conflict.status === 'resolved') {
      throw new AppError('CONFLICT_RESOLVED', 'This conflict is resolved.', 409);
    }
    return conflict;
  }

  private open(place: Parameters<typeof openMemberText>[1], sealed: string) {
    return openMemberText(this.deps.box, place, sealed);
  }

  private toConflict(
    scope: SpaceScope,
    record: repo.ConflictRecord,
    perspectives: repo.PerspectiveRecord[],
    people: SpacePerson[],
  ): Conflict {
    const mine = perspectives.find((p) => p.userId === scope.userId);
    const theirs = perspectives.find((p) => p.userId !== scope.userId);
    const openPerspective = (p: repo.PerspectiveRecord) =>
      this.open({ table: PERSPECTIVES, rowId: p.id }, p.sealedText);
    const guidance = record.sealedGuidance
      ? (JSON.parse(
          this.open(
            { table: CONFLICTS, rowId: record.id, column: 'guidance' },
            record.sealedGuidance,
          ),
        ) as StoredGuidance)
      : null;
    return {
      id: record.id,
      issue_summary: this.open(
        { table: CONFLICTS, rowId: record.id, column: 'issue_summary' },
        record.sealedIssueSummary,
      ),
      status: record.status,
      participants: people,
      my_perspective: mine ? openPerspective(mine) : null,
      partner_has_written: Boolean(theirs),
      // The other's words stay private until guidance is given.
      partner_perspective: theirs && guidance ? openPerspective(theirs) : null,
      ai_guidance: guidance
        ? {
            summary: guidance.summary,
            steps: guidance.steps,
            source: guidance.source,
            given_at: record.guidanceAt!.toISOString(),
          }
        : null,
      created_at: record.createdAt.toISOString(),
      resolved_at: record.resolvedAt?.toISOString() ?? null,
    };
  }
}
