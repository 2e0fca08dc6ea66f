import {
  ACCOMMODATION_OPTIONS,
  COMMUNICATION_OPTIONS,
  SEATING_OPTIONS,
  VEHICLE_OPTIONS,
} from './onboarding-options';

/**
 * The stored preferences (user_preferences: category, key, value) in the words of the onboarding
 * form that wrote them: its group titles, field labels and option labels. The form and the
 * staff's new-request e-mail read them from here.
 */
export const PREFERENCE_GROUP_TITLES: Record<string, string> = {
  dining: 'Dining',
  travel: 'Travel',
  lifestyle: 'Lifestyle',
};

export const PREFERENCE_FIELD_LABELS = {
  dining: {
    cuisineTypes: 'Cuisine Types',
    seatingPreference: 'Seating Preference',
    specialNotes: 'Special Dining Notes',
  },
  travel: {
    vehicleType: 'Vehicle Type',
    accommodationType: 'Accommodation Type',
    travelNotes: 'Travel Notes',
  },
  lifestyle: {
    wakeUpTime: 'Wake-up Time',
    workHours: 'Work Hours',
    communicationMethod: 'Preferred Communication',
    enableReminders: 'Smart reminders',
    enableLocationServices: 'Location services',
    enableAutoBooking: 'Automatic booking',
    additionalNotes: 'Additional Notes',
  },
} as const;

const CHOICES: Record<string, readonly { value: string; label: string }[]> = {
  seatingPreference: SEATING_OPTIONS,
  vehicleType: VEHICLE_OPTIONS,
  accommodationType: ACCOMMODATION_OPTIONS,
  communicationMethod: COMMUNICATION_OPTIONS,
};

/** "wine_tour" or "wineTour" as "Wine tour": a key the form does not know. */
function humanise(key: string) {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A stored value as the form showed it: lists joined, options by label, flags On / Off. */
function valueText(key: string, value: string) {
  if (value === 'true' || value === 'false') return value === 'true' ? 'On' : 'Off';
  const choice = CHOICES[key]?.find((option) => option.value === value);
  if (choice) return choice.label;
  if (value.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(value);
      if (Array.isArray(list)) return list.map(String).join(', ');
    } catch {
      // not a list: shown as written
    }
  }
  return value;
}

/** One stored preference as a line, e.g. "Dining · Cuisine Types: Cape Malay, Japanese". */
export function preferenceLine(preference: { category: string; key: string; value: string }) {
  const group = PREFERENCE_GROUP_TITLES[preference.category] ?? humanise(preference.category);
  const fields = (PREFERENCE_FIELD_LABELS as Record<string, Record<string, string>>)[
    preference.category
  ];
  const label = fields?.[preference.key] ?? humanise(preference.key);
  return `${group} · ${label}: ${valueText(preference.key, preference.value)}`;
}
