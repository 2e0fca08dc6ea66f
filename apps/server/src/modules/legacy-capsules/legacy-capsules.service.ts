import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CAPSULE_MESSAGES,
  RELEASED_LINK_DAYS,
  releaseMomentOf,
  type CapsuleInput,
  type CapsuleSummary,
  type CapsuleUpdate,
  type ReleasedCapsule,
} from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import { asMember, asMemberRead } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { SealedBox } from '../../platform/crypto/sealed-box';
import { AppError, notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Notify } from '../notifications/notifications.api';
import { memberIdByEmail } from '../profile/profile.api';
import type { MailService } from '../../platform/mailer/mail-service';
import { capsuleReleasedEmail } from './legacy-capsule-emails';
import * as repo from './legacy-capsules.repo';

const RELEASE_JOB = 'capsule.release';
const SWEEP_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const capsuleNotFound = () => notFound(CAPSULE_MESSAGES.notFound);
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const keyContext = (id: string) => `legacy-capsule-key:${id}`;
const contentContext = (id: string) => `legacy-capsule:${id}`;

export interface LegacyCapsuleDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  /** Seals each capsule's data key (the data encryption key of ADR 006). */
  master: SealedBox;
  siteUrl: string;
  /** Tells a recipient who is a member on their channels (issue 32). */
  notify: Notify;
}

/**
 * Legacy capsules (ADR 021): sealed by the server with a data key of their own, unreadable
 * through any API until their moment, then released exactly once by the job queue (also after
 * downtime, also with several instances) and delivered to the recipient by a private link.
 */
export class LegacyCapsuleService {
  constructor(private deps: LegacyCapsuleDeps) {
    deps.jobs.register(RELEASE_JOB, async (payload) => {
      await this.release(String(payload.capsuleId));
    });
  }

  list(userId: string): Promise<CapsuleSummary[]> {
    return asMemberRead(this.deps.db, userId, (scope) => repo.listCapsules(scope));
  }

  /**
   * The member's capsules for their data export (ADR 055), as they read them: content only once
   * released (a sealed capsule stays sealed, even from its author).
   */
  async exportFor(userId: string) {
    const capsules = await this.list(userId);
    return Promise.all(
      capsules.map((capsule) =>
        capsule.status === 'released'
          ? this.read(userId, capsule.id)
          : { ...capsule, content: null },
      ),
    );
  }

  private assertReleasable(input: { capsuleType?: string; releaseDate?: string }) {
    if (input.capsuleType === 'voice') {
      throw new AppError('VOICE_COMING_SOON', CAPSULE_MESSAGES.voiceComingSoon, 400, {
        errors: { capsuleType: CAPSULE_MESSAGES.voiceComingSoon },
      });
    }
    if (input.releaseDate && releaseMomentOf(input.releaseDate) <= this.deps.clock.now()) {
      throw new AppError('VALIDATION_ERROR', CAPSULE_MESSAGES.releaseDatePast, 400, {
        errors: { releaseDate: CAPSULE_MESSAGES.releaseDatePast },
      });
    }
  }

  /** Envelope encryption: a fresh data key seals the content; the master key seals the data key. */
  private seal(id: string, content: string): repo.SealedContent {
    const dataKey = randomBytes(32).toString('base64');
    return {
      sealedKey: this.deps.master.seal(dataKey, keyContext(id)),
      sealedContent: new SealedBox(dataKey).seal(content, contentContext(id)),
      keyId: this.deps.master.keyId,
    };
  }

  private open(id: string, sealed: { sealedKey: string; sealedContent: string }) {
    const dataKey = this.deps.master.open(sealed.sealedKey, keyContext(id));
    return new SealedBox(dataKey).open(sealed.sealedContent, contentContext(id));
  }

  async create(userId: string, input: CapsuleInput): Promise<CapsuleSummary> {
    this.assertReleasable(input);
    const id = randomUUID();
    const now = this.deps.clock.now();
    const releaseAt = releaseMomentOf(input.releaseDate);
    return asMember(this.deps.db, userId, async (scope) => {
      const { content, ...fields } = input;
      const created = await repo.insertCapsule(
        scope,
        id,
        { ...fields, releaseAt },
        this.seal(id, content),
        now,
      );
      await this.scheduleRelease(scope.tx, id, releaseAt, now);
      return created;
    });
  }

  /** Edits before release only; a new date schedules a new release (the old job finds nothing). */
  async update(userId: string, id: string, changes: CapsuleUpdate): Promise<CapsuleSummary> {
    this.assertReleasable(changes);
    const now = this.deps.clock.now();
    return asMember(this.deps.db, userId, async (scope) => {
      const current = await repo.lockCapsule(scope, id);
      if (!current) throw capsuleNotFound();
      if (current.status !== 'sealed') {
        throw new AppError('CAPSULE_NOT_SEALED', CAPSULE_MESSAGES.notSealed, 409);
      }
      const { content, releaseDate, ...fields } = changes;
      const releaseAt = releaseDate ? releaseMomentOf(releaseDate) : undefined;
      const updated = await repo.updateCapsule(
        scope,
        id,
        {
          ...fields,
          ...(releaseDate ? { releaseDate, releaseAt } : {}),
          ...(content !== undefined ? this.seal(id, content) : {}),
        },
        now,
      );
      if (releaseAt) await this.scheduleRelease(scope.tx, id, releaseAt, now);
      return updated;
    });
  }

  async cancel(userId: string, id: string): Promise<CapsuleSummary> {
    const now = this.deps.clock.now();
    return asMember(this.deps.db, userId, async (scope) => {
      const current = await repo.lockCapsule(scope, id);
      if (!current) throw capsuleNotFound();
      if (current.status !== 'sealed') {
        throw new AppError('CAPSULE_NOT_SEALED', CAPSULE_MESSAGES.notSealed, 409);
      }
      return repo.updateCapsule(scope, id, { status: 'cancelled' }, now);
    });
  }

  /** The owner reads the content of their own capsule once it is released; sealed stays sealed. */
  async read(userId: string, id: string): Promise<CapsuleSummary & { content: string | null }> {
    const row = await asMemberRead(this.deps.db, userId, (scope) => repo.readOwnCapsule(scope, id));
    if (!row) throw capsuleNotFound();
    const content = row.summary.status === 'released' ? this.open(id, row) : null;
    return { ...row.summary, content };
  }

  private scheduleRelease(tx: Parameters<JobQueue['enqueue']>[0], id: string, at: Date, now: Date) {
    const seconds = Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
    return this.deps.jobs.enqueue(tx, RELEASE_JOB, { capsuleId: id }, seconds);
  }

  /**
   * Releases one capsule if it is due and still sealed: one conditional update decides, so
   * however many instances or jobs try, one e-mail goes out. Resolves whether this call did it.
   */
  async release(id: string, asOf = this.deps.clock.now()): Promise<boolean> {
    const now = asOf;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + RELEASED_LINK_DAYS * DAY_MS);
    return this.deps.db.transaction(async (tx) => {
      const released = await repo.markReleased(
        tx,
        id,
        { tokenHash: tokenHash(token), expiresAt },
        now,
      );
      if (!released) return false;
      const from = (await repo.senderOf(tx, released.userId)) ?? 'An Aurum member';
      const link = `${this.deps.siteUrl}/capsule/${token}`;
      await this.deps.mail.queue(tx, {
        kind: 'capsule_released',
        to: released.recipientEmail,
        ...capsuleReleasedEmail({
          recipientName: released.recipientName,
          from,
          title: released.title,
          link,
          expiresAt,
        }),
      });
      // A recipient who is a member also hears of it on their channels; the e-mail above (with
      // the private link) stays the one e-mail, and the link is never stored in the centre.
      const recipientId = await memberIdByEmail(tx, released.recipientEmail);
      if (recipientId) {
        await this.deps.notify.notify(tx, {
          userId: recipientId,
          kind: 'capsule_released',
          facts: { name: from, subject: released.title },
          url: '/dashboard',
          dedupeKey: id,
        });
      }
      return true;
    });
  }

  /**
   * Catches up: releases every capsule due by `asOf` (after downtime, or as a safety net). The
   * browser tests pass a later moment instead of moving the whole server's clock.
   */
  async releaseDue(asOf = this.deps.clock.now()): Promise<number> {
    const ids = await repo.dueCapsuleIds(this.deps.db, asOf, SWEEP_BATCH);
    let released = 0;
    for (const id of ids) if (await this.release(id, asOf)) released += 1;
    return released;
  }

  /** What the recipient's private link shows; unknown or expired links are one 404. */
  async openByLink(token: string): Promise<ReleasedCapsule> {
    const row = await repo.findByLink(this.deps.db, tokenHash(token), this.deps.clock.now());
    if (!row) throw new AppError('CAPSULE_LINK_INVALID', CAPSULE_MESSAGES.linkInvalid, 404);
    return {
      title: row.title,
      capsuleType: row.capsuleType as ReleasedCapsule['capsuleType'],
      from: row.from,
      recipientName: row.recipientName,
      content: this.open(row.id, row),
      releaseDate: row.releaseDate,
    };
  }
}
