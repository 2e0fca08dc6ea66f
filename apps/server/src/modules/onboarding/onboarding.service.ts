import {
  hasMedicalData,
  type MedicalInfo,
  type OnboardingData,
  onboardingSchema,
} from '@aurum/shared/onboarding/onboarding-contract';
import { asMember, type MemberScope } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { openMemberText, sealMemberText } from '../../platform/crypto/member-text';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import * as repo from '../profile/profile.api';
import { fromPreferenceRows, PREFERENCE_CATEGORIES, toPreferenceRows } from './preference-rows';

/**
 * Spec 01 section 4: a member needs onboarding unless a preferences row, a medical info row, or a
 * profile with date of birth, gender, occupation or emergency contact name exists.
 */
const orNull = (value: string) => (value === '' ? null : value);
/** One sealed medical document per member (ADR 006), sealed by the helper of ADR 048. */
const medicalPlace = (userId: string) => ({ table: 'medical_info', rowId: userId });

/** Saves and reads the onboarding answers; medical information is sealed at rest. */
export class OnboardingService {
  constructor(
    private db: Database,
    private clock: Clock,
    private box: SealedBox,
  ) {}

  /** Whether the member still has to onboard: nothing saved yet (spec 01 section 7). */
  async needsOnboarding(userId: string): Promise<boolean> {
    const { hasPreferences, hasMedicalInfo, profile } = await asMember(
      this.db,
      userId,
      repo.readOnboardingSignals,
    );
    const profileFilled = Boolean(
      profile &&
      (profile.dateOfBirth || profile.gender || profile.occupation || profile.emergencyContactName),
    );
    return !(hasPreferences || hasMedicalInfo || profileFilled);
  }

  /** Saves everything in ONE transaction (spec 01 section 7): nothing is ever half-saved. */
  async complete(
    member: { userId: string; email: string; metadataName?: string },
    data: OnboardingData,
  ) {
    const now = this.clock.now();
    const { personalInfo: personal, medicalInfo: medical, preferences } = data;
    await asMember(this.db, member.userId, async (scope) => {
      await repo.upsertPersonalFields(
        scope,
        {
          name: member.metadataName?.trim() || null,
          email: member.email,
          dateOfBirth: orNull(personal.dateOfBirth),
          gender: orNull(personal.gender),
          occupation: orNull(personal.occupation),
          emergencyContactName: orNull(personal.emergencyContactName),
          emergencyContactPhone: orNull(personal.emergencyContactPhone),
        },
        now,
      );
      await this.saveMedical(scope, medical, now);
      await repo.replacePreferences(
        scope,
        [...PREFERENCE_CATEGORIES],
        toPreferenceRows(preferences),
        now,
      );
    });
  }

  /** The member's stored answers, to prefill the wizard. */
  async load(userId: string): Promise<OnboardingData> {
    const empty = onboardingSchema.parse({});
    return asMember(this.db, userId, async (scope) => {
      // One after another: a transaction is one connection, which runs one query at a time.
      const personal = await repo.readPersonalFields(scope);
      const sealed = await repo.readSealedMedical(scope);
      const rows = await repo.readPreferences(scope);
      return {
        personalInfo: {
          dateOfBirth: personal?.dateOfBirth ?? '',
          gender: (personal?.gender ?? '') as OnboardingData['personalInfo']['gender'],
          occupation: personal?.occupation ?? '',
          emergencyContactName: personal?.emergencyContactName ?? '',
          emergencyContactPhone: personal?.emergencyContactPhone ?? '',
        },
        medicalInfo: sealed
          ? (JSON.parse(openMemberText(this.box, medicalPlace(userId), sealed)) as MedicalInfo)
          : empty.medicalInfo,
        preferences: fromPreferenceRows(rows, empty.preferences),
      };
    });
  }

  /** The medical row exists only while there is medical data, and only sealed. */
  private async saveMedical(scope: MemberScope, medical: MedicalInfo, now: Date) {
    if (!hasMedicalData(medical)) return repo.deleteMedical(scope);
    const sealed = sealMemberText(this.box, medicalPlace(scope.userId), JSON.stringify(medical));
    await repo.upsertSealedMedical(scope, sealed, now);
  }
}
