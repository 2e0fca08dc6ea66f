/**
 * The member record (profiles, medical_info, user_preferences) is the profile module's
 * (db/table-owners.js). Onboarding reads and saves it through this face; other modules join the
 * member profiles view and change a tier or premium access through it (ADR 042); Life OS keeps
 * its persona, reset and platform settings in the member's preferences through it (ADR 064).
 */
export * from './onboarding-record.repo';
export {
  insertMemberProfile,
  lockMemberProfile,
  memberContact,
  memberIdByEmail,
  memberProfiles,
  setPremiumAccess,
  setProfileEmail,
  setProfileTier,
} from './member-record.repo';
export { readPreferenceCategory, upsertPreference } from './member-settings.repo';
export { exportMemberRecord, forgetMemberRecord, PROFILE_EXPORT_TABLES } from './member-data.repo';
