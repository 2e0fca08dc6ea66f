import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { medicalInfo, profiles, userPreferences } from '../../db/schema/profiles';
import { PROFILE_COLUMNS } from './profile.repo';

/**
 * The member record's part of the member's data rights (ADR 055). Medical information is sealed
 * here; the export opens it through onboarding's service (it holds the key, ADR 048).
 */
export const PROFILE_EXPORT_TABLES = ['profiles', 'medical_info', 'user_preferences'] as const;

export async function exportMemberRecord(db: Executor, userId: string) {
  const [profile] = await db.select(PROFILE_COLUMNS).from(profiles).where(eq(profiles.id, userId));
  const preferences = await db
    .select({
      category: userPreferences.category,
      key: userPreferences.preferenceKey,
      value: userPreferences.preferenceValue,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .orderBy(userPreferences.category, userPreferences.preferenceKey);
  return {
    profile: profile
      ? {
          name: profile.name,
          email: profile.email,
          phone: profile.phone,
          location: profile.location,
          date_of_birth: profile.dateOfBirth,
          gender: profile.gender,
          occupation: profile.occupation,
          emergency_contact_name: profile.emergencyContactName,
          emergency_contact_phone: profile.emergencyContactPhone,
          membership_tier: profile.membershipTier,
          verification_status: profile.verificationStatus,
          trial_end_date: profile.trialEndDate?.toISOString() ?? null,
          premium_access_granted: profile.premiumAccessGranted,
          created_at: profile.createdAt.toISOString(),
          updated_at: profile.updatedAt.toISOString(),
        }
      : null,
    preferences,
  };
}

/** Removes the member record: profile, sealed medical information, preferences. */
export async function forgetMemberRecord(tx: Transaction, userId: string) {
  await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
  await tx.delete(medicalInfo).where(eq(medicalInfo.userId, userId));
  await tx.delete(profiles).where(eq(profiles.id, userId));
}
