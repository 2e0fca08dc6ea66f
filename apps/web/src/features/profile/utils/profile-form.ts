import type { Profile, ProfileUpdate } from '@aurum/shared/profile/profile-contract';

export type ProfileField = keyof ProfileUpdate;
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'phone',
  'location',
  'date_of_birth',
  'emergency_contact_name',
  'emergency_contact_phone',
];

/** The edit form's values from the stored profile; missing values become ''. */
export function toProfileForm(profile: Profile): Required<ProfileUpdate> {
  return {
    name: profile.name ?? '',
    phone: profile.phone ?? '',
    location: profile.location ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    emergency_contact_name: profile.emergency_contact_name ?? '',
    emergency_contact_phone: profile.emergency_contact_phone ?? '',
  };
}

/** "not_verified" -> "Not verified", "pending" -> "Pending". */
export function humanise(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : '';
}
