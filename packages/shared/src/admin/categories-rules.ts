// Category icons and limits, without zod, for the staff console's screens
// (categories-contract.ts adds the schemas and re-exports these).

/** The category icons of spec 02 section 3 ('home' is the default). */
export const CATEGORY_ICONS = [
  'home',
  'heart',
  'star',
  'car',
  'monitor',
  'book',
  'calendar',
  'briefcase',
  'truck',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const CATEGORY_NAME_MAX_LENGTH = 60;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 500;
