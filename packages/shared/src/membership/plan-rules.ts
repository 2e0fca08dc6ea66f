// Limits of a plan's staff-edited fields, without zod (plans.ts re-exports these).

export const PLAN_NAME_MAX_LENGTH = 60;
export const PLAN_FEATURE_MAX_LENGTH = 120;
export const PLAN_FEATURES_MAX = 8;
/** R1,000,000 in cents: a guard against a slipped digit. */
export const PLAN_PRICE_MAX_CENTS = 100_000_000;
