import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';
import { eq } from 'drizzle-orm';
import { users } from './schema/auth';
import { profiles } from './schema/profiles';
import { createConfirmedAccount, hashPassword } from '../modules/auth/accounts.service';
import { TRIAL_DAYS } from '@aurum/shared/auth/auth-rules';

export const DEMO_MEMBER = {
  email: 'demo@aurum.local',
  password: 'Aurum-Demo-2026!',
  name: 'Thandi Mokoena',
};

/** The demo member a newcomer can sign in as (embedded mode only), with onboarding done. */
export async function seedDemoData(db: Database, log: FastifyBaseLogger) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_MEMBER.email));
  if (existing) return;
  const now = new Date();
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  await db.transaction(async (tx) => {
    const member = await createConfirmedAccount(
      tx,
      {
        email: DEMO_MEMBER.email,
        passwordHash,
        name: DEMO_MEMBER.name,
        role: 'member',
        now,
        trialEndDate: new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
      },
      { event: 'demo_member_seeded', details: {} },
    );
    await tx
      .update(profiles)
      .set({
        phone: '+27821234567',
        location: 'Sandton, Johannesburg',
        dateOfBirth: '1988-04-12',
        gender: 'female',
        occupation: 'Investment banker',
        emergencyContactName: 'Sipho Mokoena',
        emergencyContactPhone: '+27831234567',
      })
      .where(eq(profiles.id, member.id));
  });
  log.info({ email: DEMO_MEMBER.email }, 'seeded the demo member');
}
