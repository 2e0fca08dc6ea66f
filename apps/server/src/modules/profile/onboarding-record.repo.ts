import { PREFERENCE_GROUP_TITLES } from '@aurum/shared/onboarding/preference-labels';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { MemberScope } from '../../db/as-member';
import type { Executor } from '../../db/client';
import { medicalInfo, profiles, userPreferences } from '../../db/schema/profiles';

/**
 * The onboarding's own preference categories: user_preferences also holds Life OS settings
 * (personas, reset, platforms; ADR 064), which say nothing about onboarding.
 */
const ONBOARDING_CATEGORIES = Object.keys(PREFERENCE_GROUP_TITLES);

/** The signals of the onboarding check (spec 01 section 7), in one statement. */
export async function readOnboardingSignals({ tx, userId }: MemberScope) {
  const [row] = await tx
    .select({
      hasPreferences: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(userPreferences)
        .where(
          and(
            eq(userPreferences.userId, userId),
            inArray(userPreferences.category, ONBOARDING_CATEGORIES),
          ),
        )})`,
      hasMedicalInfo: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(medicalInfo)
        .where(eq(medicalInfo.userId, userId))})`,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      occupation: profiles.occupation,
      emergencyContactName: profiles.emergencyContactName,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return { hasPreferences: false, hasMedicalInfo: false, profile: null };
  const { hasPreferences, hasMedicalInfo, ...profile } = row;
  return { hasPreferences, hasMedicalInfo, profile };
}

export interface PersonalFields {
  name: string | null;
  email: string;
  dateOfBirth: string | null;
  gender: string | null;
  occupation: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
}

/** Upserts the profile's onboarding fields; a name the member already set is kept. */
export async function upsertPersonalFields(
  { tx, userId }: MemberScope,
  fields: PersonalFields,
  now: Date,
) {
  const { name, ...rest } = fields;
  await tx
    .insert(profiles)
    .values({ id: userId, name, ...rest, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { ...rest, updatedAt: now },
    });
  if (name) {
    await tx
      .update(profiles)
      .set({ name })
      .where(and(eq(profiles.id, userId), or(isNull(profiles.name), eq(profiles.name, ''))));
  }
}

export async function readPersonalFields({ tx, userId }: MemberScope) {
  const [row] = await tx
    .select({
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      occupation: profiles.occupation,
      emergencyContactName: profiles.emergencyContactName,
      emergencyContactPhone: profiles.emergencyContactPhone,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

export async function upsertSealedMedical(
  { tx, userId }: MemberScope,
  sealed: { sealedData: string; keyId: string },
  now: Date,
) {
  await tx
    .insert(medicalInfo)
    .values({ userId, ...sealed, updatedAt: now })
    .onConflictDoUpdate({ target: medicalInfo.userId, set: { ...sealed, updatedAt: now } });
}

export async function deleteMedical({ tx, userId }: MemberScope) {
  await tx.delete(medicalInfo).where(eq(medicalInfo.userId, userId));
}

export async function readSealedMedical({ tx, userId }: MemberScope) {
  const [row] = await tx
    .select({ sealedData: medicalInfo.sealedData })
    .from(medicalInfo)
    .where(eq(medicalInfo.userId, userId));
  return row?.sealedData ?? null;
}

export interface PreferenceRow {
  category: string;
  preferenceKey: string;
  preferenceValue: string;
}

/** Deletes all of the member's preferences of these categories, then inserts the new rows. */
export async function replacePreferences(
  { tx, userId }: MemberScope,
  categories: string[],
  rows: PreferenceRow[],
  now: Date,
) {
  for (const category of categories) {
    await tx
      .delete(userPreferences)
      .where(and(eq(userPreferences.userId, userId), eq(userPreferences.category, category)));
  }
  if (rows.length > 0) {
    await tx
      .insert(userPreferences)
      .values(rows.map((row) => ({ ...row, userId, createdAt: now })));
  }
}

/** The member's stored preferences (onboarding's answers; requests' staff e-mail lists them). */
export async function readPreferences({
  tx,
  userId,
}: {
  tx: Executor;
  userId: string;
}): Promise<PreferenceRow[]> {
  return tx
    .select({
      category: userPreferences.category,
      preferenceKey: userPreferences.preferenceKey,
      preferenceValue: userPreferences.preferenceValue,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
}
