/** Where a member's display name can come from, most preferred first (spec 01 section 2). */
export interface DisplayNameSources {
  /** The name on the member's profile (the profile screen prefers it). */
  profileName?: string | null;
  /** user_metadata.name of the signed-in user. */
  metadataName?: string | null;
  email?: string | null;
}

export const FALLBACK_DISPLAY_NAME = 'User';
export const INITIALS_MAX_LENGTH = 2;

/**
 * Profile name, else user metadata name, else the part of the email before the @, else "User".
 * Blank names count as missing.
 */
export function displayName({ profileName, metadataName, email }: DisplayNameSources): string {
  const fromEmail = email?.split('@')[0];
  for (const candidate of [profileName, metadataName, fromEmail]) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return FALLBACK_DISPLAY_NAME;
}

/** The first letters of up to the first 2 words, upper case ("Thandi van Wyk" -> "TV"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, INITIALS_MAX_LENGTH)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}
