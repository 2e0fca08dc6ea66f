import { formatDate } from '@aurum/shared/format/dates';
import { noticeAt, periodEnd } from '@aurum/shared/membership/membership-period';
import { RENEWAL_NOTICE_DAYS } from '@aurum/shared/membership/tier-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Notify } from '../notifications/notifications.api';
import type { MailService } from '../../platform/mailer/mail-service';
import { paymentReceiptEmail, renewalNoticeEmail } from './membership-emails';
import * as memberships from './memberships.repo';
import type { Payment } from './payments.repo';

const NOTICE_JOB = 'membership.notice';
const LAPSE_JOB = 'membership.lapse';

/** What the membership module's services share: database, time, jobs, mail and addresses. */
export interface MembershipDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  mail: MailService;
  siteUrl: string;
  log: FastifyBaseLogger;
  /** Tells the member on their channels (issue 32). */
  notify: Notify;
}

const secondsUntil = (when: Date, now: Date) =>
  Math.max(0, Math.ceil((when.getTime() - now.getTime()) / 1000));

const membershipUrl = (deps: MembershipDeps) => `${deps.siteUrl}/membership`;

/**
 * Starts the period a successful payment bought, in the settling transaction (the payment row is
 * locked by then; the profile row is locked here). Paying the current plan again while it runs
 * extends it from its end; any other plan starts now. The notice before the end and the fall-back
 * to read access at the end are jobs written in the same transaction, as is the receipt.
 */
export async function startPaidPeriod(
  tx: Executor,
  deps: MembershipDeps,
  payment: Payment,
  now: Date,
): Promise<Date> {
  await memberships.lockProfile(tx, payment.userId);
  const current = await memberships.findMembership(tx, payment.userId);
  const extending =
    current?.source === 'payment' &&
    current.tier === payment.tier &&
    current.paidUntil !== null &&
    current.paidUntil > now;
  const startedAt = extending ? current.paidUntil! : now;
  const paidUntil = periodEnd(startedAt, payment.billingCycle);
  await memberships.saveMembership(
    tx,
    {
      userId: payment.userId,
      planId: payment.planId,
      tier: payment.tier,
      source: 'payment',
      billingCycle: payment.billingCycle,
      startedAt,
      paidUntil,
      lastPaymentId: payment.id,
    },
    now,
  );
  await memberships.setProfileTier(tx, payment.userId, payment.tier, now);
  const period = { userId: payment.userId, paidUntil: paidUntil.toISOString() };
  const noticeDue = noticeAt(paidUntil, RENEWAL_NOTICE_DAYS);
  await deps.jobs.enqueue(tx, NOTICE_JOB, period, secondsUntil(noticeDue, now));
  await deps.jobs.enqueue(tx, LAPSE_JOB, period, secondsUntil(paidUntil, now));
  // The receipt e-mail below is the e-mail; the notification goes to the other channels.
  await deps.notify.notify(tx, {
    userId: payment.userId,
    kind: 'payment_succeeded',
    facts: { subject: payment.planName, when: formatDate(paidUntil) },
    url: '/membership',
    dedupeKey: payment.reference,
  });
  const contact = await memberships.memberContact(tx, payment.userId);
  if (contact) {
    await deps.mail.queue(tx, {
      kind: 'membership.receipt',
      to: contact.email,
      ...paymentReceiptEmail({
        name: contact.name,
        planName: payment.planName,
        amountCents: payment.amountCents,
        currency: payment.currency,
        reference: payment.reference,
        paidUntil,
        membershipUrl: membershipUrl(deps),
      }),
    });
  }
  return paidUntil;
}

interface PeriodPayload {
  userId: string;
  paidUntil: string;
}

const periodOf = (payload: Record<string, unknown>): PeriodPayload => ({
  userId: String(payload.userId),
  paidUntil: String(payload.paidUntil),
});

/**
 * The end of paid periods: a notice e-mail RENEWAL_NOTICE_DAYS before, and at the end the tier
 * falls back to trial (read access only; the tier policy asks the member to choose a plan). A job
 * for a period that was since extended or replaced changes nothing.
 */
export class MembershipPeriods {
  constructor(private deps: MembershipDeps) {
    deps.jobs.register(NOTICE_JOB, (payload) => this.sendNotice(periodOf(payload)));
    deps.jobs.register(LAPSE_JOB, (payload) => this.lapse(periodOf(payload)));
  }

  private async sendNotice(period: PeriodPayload) {
    const { db, clock, mail } = this.deps;
    await db.transaction(async (tx) => {
      await memberships.lockProfile(tx, period.userId);
      const current = await memberships.findMembership(tx, period.userId);
      if (!isThisPeriod(current, period)) return;
      if (current!.noticeSentFor?.getTime() === current!.paidUntil!.getTime()) return;
      const contact = await memberships.memberContact(tx, period.userId);
      const plan = await memberships.currentPlanName(tx, period.userId);
      if (contact) {
        await mail.queue(tx, {
          kind: 'membership.renewal_notice',
          to: contact.email,
          ...renewalNoticeEmail({
            name: contact.name,
            planName: plan ?? 'Aurum',
            paidUntil: current!.paidUntil!,
            membershipUrl: membershipUrl(this.deps),
          }),
        });
      }
      await this.deps.notify.notify(tx, {
        userId: period.userId,
        kind: 'membership_ending',
        facts: { subject: plan ?? 'Aurum', when: formatDate(current!.paidUntil!) },
        url: '/membership',
        dedupeKey: period.paidUntil,
      });
      await memberships.markNoticeSent(tx, period.userId, current!.paidUntil!, clock.now());
    });
    this.deps.jobs.wake();
  }

  private async lapse(period: PeriodPayload) {
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      const profile = await memberships.lockProfile(tx, period.userId);
      const current = await memberships.findMembership(tx, period.userId);
      const now = clock.now();
      if (!profile || !isThisPeriod(current, period) || current!.paidUntil! > now) return;
      if (profile.tier === current!.tier) {
        await memberships.setProfileTier(tx, period.userId, 'trial', now);
        await this.deps.notify.notify(tx, {
          userId: period.userId,
          kind: 'membership_ended',
          facts: { subject: (await memberships.currentPlanName(tx, period.userId)) ?? 'Aurum' },
          url: '/membership',
          dedupeKey: period.paidUntil,
        });
      }
    });
  }
}

const isThisPeriod = (current: memberships.MembershipRecord | null, period: PeriodPayload) =>
  current?.source === 'payment' && current.paidUntil?.toISOString() === period.paidUntil;
