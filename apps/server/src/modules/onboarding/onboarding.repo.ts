import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { medicalInfo, profiles, userPreferences } from '../../db/schema/profiles';

/** The three reads of the onboarding check (spec 01 section 7). */
export async function readOnboardingSignals(db: Executor, userId: string) {
  const [preference, medical, profile] = await Promise.all([
    db
      .select({ id: userPreferences.id })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId))
      .limit(1),
    db
      .select({ id: medicalInfo.id })
      .from(medicalInfo)
      .where(eq(medicalInfo.userId, userId))
      .limit(1),
    db
      .select({
        dateOfBirth: profiles.dateOfBirth,
        gender: profiles.gender,
        occupation: profiles.occupation,
        emergencyContactName: profiles.emergencyContactName,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
  ]);
  return {
    hasPreferences: preference.length > 0,
    hasMedicalInfo: medical.length > 0,
    profile: profile[0] ?? null,
  };
}
