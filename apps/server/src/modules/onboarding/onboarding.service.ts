import type { Database } from '../../db/client';
import { readOnboardingSignals } from './onboarding.repo';

/**
 * Spec 01 section 4: a member needs onboarding unless a preferences row, a medical info row, or a
 * profile with date of birth, gender, occupation or emergency contact name exists.
 */
export async function needsOnboarding(db: Database, userId: string): Promise<boolean> {
  const { hasPreferences, hasMedicalInfo, profile } = await readOnboardingSignals(db, userId);
  const profileFilled = Boolean(
    profile &&
    (profile.dateOfBirth || profile.gender || profile.occupation || profile.emergencyContactName),
  );
  return !(hasPreferences || hasMedicalInfo || profileFilled);
}
