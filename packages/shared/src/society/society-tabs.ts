/** Spec 02 section 2: the Society screen's tabs, in order (its own file: the app shell reads it). */
export const SOCIETY_TABS = ['Perks', 'Events', 'Gifts', 'Benefits'] as const;
