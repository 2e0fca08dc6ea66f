import { route, typed } from '../api-route';
import type { OnboardingData, OnboardingInput, OnboardingStatus } from './onboarding-contract';

/** The member's onboarding: whether it is due, the stored answers, completing it (ADR 080). */

export const status = route('GET', '/api/onboarding/status', typed<{ answer: OnboardingStatus }>);

export const answers = route('GET', '/api/onboarding', typed<{ answer: OnboardingData }>);

export const complete = route(
  'POST',
  '/api/onboarding',
  typed<{ answer: OnboardingStatus; body: OnboardingInput }>,
);
