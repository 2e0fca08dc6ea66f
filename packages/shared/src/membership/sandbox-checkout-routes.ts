import { route, typed } from '../api-route';
import type { SandboxCheckout, SandboxDecision } from './payments-contract';

/** The sandbox checkout page, public: its access code is its only key (ADR 080). */

export const view = route(
  'GET',
  '/api/payments/sandbox/:accessCode',
  typed<{ answer: SandboxCheckout }>,
);

export const pay = route(
  'POST',
  '/api/payments/sandbox/:accessCode/pay',
  typed<{ answer: SandboxDecision }>,
);

export const decline = route(
  'POST',
  '/api/payments/sandbox/:accessCode/decline',
  typed<{ answer: SandboxDecision }>,
);
