import type { OnboardingData } from '@aurum/shared/onboarding/onboarding-contract';
import type { PreferenceRow } from '../profile/profile.api';

type Preferences = OnboardingData['preferences'];
export const PREFERENCE_CATEGORIES = ['dining', 'travel', 'lifestyle'] as const;

/**
 * One row per non-empty preference (spec 01 section 7): lists as JSON arrays, the three enable
 * flags as the text true or false, everything else as its text.
 */
export function toPreferenceRows(preferences: Preferences): PreferenceRow[] {
  const rows: PreferenceRow[] = [];
  for (const category of PREFERENCE_CATEGORIES) {
    for (const [preferenceKey, value] of Object.entries(preferences[category])) {
      const preferenceValue = Array.isArray(value)
        ? value.length > 0
          ? JSON.stringify(value)
          : ''
        : String(value);
      if (preferenceValue !== '') rows.push({ category, preferenceKey, preferenceValue });
    }
  }
  return rows;
}

/** The stored rows back into the onboarding shape, over the given defaults. */
export function fromPreferenceRows(rows: PreferenceRow[], defaults: Preferences): Preferences {
  const result = structuredClone(defaults) as Record<string, Record<string, unknown>>;
  for (const row of rows) {
    const group = result[row.category];
    if (!group || !(row.preferenceKey in group)) continue;
    const current = group[row.preferenceKey];
    group[row.preferenceKey] = Array.isArray(current)
      ? parseList(row.preferenceValue)
      : typeof current === 'boolean'
        ? row.preferenceValue === 'true'
        : row.preferenceValue;
  }
  return result as unknown as Preferences;
}

function parseList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [value];
  } catch {
    return [value];
  }
}
