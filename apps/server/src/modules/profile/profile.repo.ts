import type { Profile } from '@aurum/shared/profile/profile-contract';
import { eq } from 'drizzle-orm';
import type { MemberScope } from '../../db/as-member';
import { profiles } from '../../db/schema/profiles';

/** The member record's columns, read by the profile and by the member's data export. */
export const PROFILE_COLUMNS = {
  id: profiles.id,
  name: profiles.name,
  email: profiles.email,
  phone: profiles.phone,
  location: profiles.location,
  dateOfBirth: profiles.dateOfBirth,
  gender: profiles.gender,
  occupation: profiles.occupation,
  emergencyContactName: profiles.emergencyContactName,
  emergencyContactPhone: profiles.emergencyContactPhone,
  membershipTier: profiles.membershipTier,
  verificationStatus: profiles.verificationStatus,
  trialEndDate: profiles.trialEndDate,
  premiumAccessGranted: profiles.premiumAccessGranted,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
};

type Row = typeof profiles.$inferSelect;

const toProfile = (row: Row): Profile => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  location: row.location,
  date_of_birth: row.dateOfBirth,
  gender: row.gender,
  occupation: row.occupation,
  emergency_contact_name: row.emergencyContactName,
  emergency_contact_phone: row.emergencyContactPhone,
  membership_tier: row.membershipTier,
  verification_status: row.verificationStatus,
  trial_end_date: row.trialEndDate?.toISOString() ?? null,
  premium_access_granted: row.premiumAccessGranted,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function readProfile({ tx, userId }: MemberScope): Promise<Profile | null> {
  const [row] = await tx.select(PROFILE_COLUMNS).from(profiles).where(eq(profiles.id, userId));
  return row ? toProfile(row) : null;
}

export interface ProfileChanges {
  name: string | null;
  phone: string | null;
  location: string | null;
  dateOfBirth: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
}

/** Updates the member's own row only (the id comes from the session, never from the request). */
export async function updateProfile(
  { tx, userId }: MemberScope,
  changes: ProfileChanges,
  now: Date,
): Promise<Profile | null> {
  const [row] = await tx
    .update(profiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(profiles.id, userId))
    .returning(PROFILE_COLUMNS);
  return row ? toProfile(row) : null;
}
