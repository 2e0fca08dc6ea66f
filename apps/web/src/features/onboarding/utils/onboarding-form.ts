import { ONBOARDING_STEPS } from '@aurum/shared/onboarding/onboarding-options';
import {
  onboardingSchema,
  type OnboardingData,
  type OnboardingInput,
} from '@aurum/shared/onboarding/onboarding-contract';
import { get, type FieldErrors, type FieldPath } from 'react-hook-form';

/** A field of the wizard's form by its dotted path, as the server names it in errors too. */
export type OnboardingPath = FieldPath<OnboardingInput>;

export const LAST_STEP = ONBOARDING_STEPS.length - 1;

/** The form sections each step of the wizard shows, in step order. */
export const STEP_SECTIONS: readonly (readonly OnboardingPath[])[] = [
  ['personalInfo'],
  ['medicalInfo'],
  ['preferences.dining', 'preferences.travel'],
  ['preferences.lifestyle'],
];

/** Every answer blank: what a member who never onboarded starts from. */
export const emptyOnboarding = (): OnboardingData => onboardingSchema.parse({});

type Section = Record<string, unknown>;

/** Takes each field of `raw` that has the type of its default, and the default otherwise. */
function fill<T extends Section>(defaults: T, raw: unknown): T {
  const source = (raw !== null && typeof raw === 'object' ? raw : {}) as Section;
  const result: Section = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = source[key];
    const fits = Array.isArray(fallback)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : typeof value === typeof fallback;
    if (fits) result[key] = value;
  }
  return result as T;
}

/** The wizard's starting values from GET /api/onboarding; missing or odd fields start blank. */
export function toFormValues(stored: unknown): OnboardingData {
  const empty = emptyOnboarding();
  const data = (stored ?? {}) as Partial<Record<keyof OnboardingData, Section>>;
  const preferences = (data.preferences ?? {}) as Partial<Record<string, unknown>>;
  return {
    personalInfo: fill(empty.personalInfo, data.personalInfo),
    medicalInfo: fill(empty.medicalInfo, data.medicalInfo),
    preferences: {
      dining: fill(empty.preferences.dining, preferences.dining),
      travel: fill(empty.preferences.travel, preferences.travel),
      lifestyle: fill(empty.preferences.lifestyle, preferences.lifestyle),
    },
  };
}

const within = (path: string, section: string) =>
  path === section || path.startsWith(`${section}.`);

/** The step showing a field given by its dotted path (as the server names it), if any. */
export function stepOfPath(path: string): number | undefined {
  const step = STEP_SECTIONS.findIndex((sections) =>
    sections.some((section) => within(path, section)),
  );
  return step === -1 ? undefined : step;
}

/** The first step with a validation error, if any. */
export function firstStepWithError(errors: FieldErrors<OnboardingInput>): number | undefined {
  const step = STEP_SECTIONS.findIndex((sections) =>
    sections.some((section) => firstErrorMessage(get(errors, section)) !== undefined),
  );
  return step === -1 ? undefined : step;
}

/** The first message in a field's error, which for a list may sit on one of its items. */
export function firstErrorMessage(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}
