// The Memory Bank's categories, limits and texts, without zod: the web app's screens import
// these (memory-bank.ts adds the schemas and re-exports all of this).

/** Memory bank categories and sources of spec 02 sections 3 and 9. */
export const MEMORY_CATEGORIES = [
  'food',
  'travel',
  'wellness',
  'lifestyle',
  'work',
  'personal',
] as const;
export const MEMORY_SOURCES = ['user_input', 'ai_learned', 'conversation', 'behavior'] as const;
export type MemoryCategory = (typeof MEMORY_CATEGORIES)[number];
export type MemorySource = (typeof MEMORY_SOURCES)[number];

/** How each category and source reads on screen. */
export const MEMORY_CATEGORY_LABELS: Record<MemoryCategory, string> = {
  food: 'Food & Dining',
  travel: 'Travel',
  wellness: 'Wellness',
  lifestyle: 'Lifestyle',
  work: 'Work',
  personal: 'Personal',
};
export const MEMORY_SOURCE_LABELS: Record<MemorySource, string> = {
  user_input: 'User Input',
  ai_learned: 'AI Learned',
  conversation: 'Conversation',
  behavior: 'Behavior',
};

/** Spec 02 section 9: eight quick suggestion keys per category for the Add Memory dialog. */
export const MEMORY_SUGGESTION_KEYS: Record<MemoryCategory, readonly string[]> = {
  food: [
    'Favourite cuisine',
    'Dietary restrictions',
    'Allergies',
    'Favourite restaurant',
    'Wine preference',
    'Coffee order',
    'Spice tolerance',
    'Dining time',
  ],
  travel: [
    'Preferred airline',
    'Seat preference',
    'Hotel style',
    'Room preference',
    'Favourite destination',
    'Travel class',
    'Vehicle preference',
    'Loyalty programmes',
  ],
  wellness: [
    'Fitness routine',
    'Spa treatment',
    'Massage pressure',
    'Sleep schedule',
    'Meditation practice',
    'Health goals',
    'Preferred trainer',
    'Wellness retreat',
  ],
  lifestyle: [
    'Communication method',
    'Favourite brands',
    'Clothing sizes',
    'Music taste',
    'Art interests',
    'Hobbies',
    'Event preferences',
    'Gift preferences',
  ],
  work: [
    'Working hours',
    'Meeting preference',
    'Office location',
    'Assistant contact',
    'Travel policy',
    'Calendar rules',
    'Industry',
    'Business dining',
  ],
  personal: [
    'Family members',
    'Important dates',
    'Pets',
    'Home address notes',
    'Celebrations',
    'Charities',
    'Languages',
    'Privacy wishes',
  ],
};

export const MEMORY_KEY_MAX_LENGTH = 100;
export const MEMORY_VALUE_MAX_LENGTH = 500;
export const MEMORY_CONTEXT_MAX_LENGTH = 1000;
/** The add form's confidence: 0-100 in steps of 5, default 75 (stored as 0 to 1). */
export const MEMORY_CONFIDENCE_DEFAULT = 0.75;
export const MEMORY_CONFIDENCE_STEP_PERCENT = 5;

/** Spec 02 section 8's memory texts. */
export const MEMORY_MESSAGES = {
  categoryRequired: 'Please select a category for this memory entry.',
  keyRequired: 'Please enter what this preference is about.',
  valueRequired: 'Please enter the preference value or description.',
  addedTitle: 'Memory Added',
  added: (key: string) => `Added "${key}" to your AI memory bank`,
  addFailedTitle: 'Failed to Add Memory',
  addFailed: 'There was an error adding the memory entry. Please try again.',
  updatedTitle: 'Memory Updated',
  updated: (key: string) => `Updated "${key}" in your AI memory bank`,
  updateFailed: 'There was an error saving the memory entry. Please try again.',
  deletedTitle: 'Memory Deleted',
  deleted: (key: string) => `Removed "${key}" from your AI memory bank`,
  deleteFailed: 'There was an error deleting the memory entry. Please try again.',
  /** The dialog's note: the assistant reads these; the vault's encryption does not cover them. */
  notEncrypted:
    'Memory entries are readable by your AI assistant so it can personalise its help. They are not vault-encrypted.',
} as const;
