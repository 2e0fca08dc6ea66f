import { describe, expect, it } from 'vitest';
import { offersTrial } from './membership-texts';
import {
  failedVerificationToast,
  PAYMENT_ERRORS,
  PAYMENT_VERIFICATION_TEXTS as TEXTS,
} from './payments-contract';

const supportToast = { title: TEXTS.failedToastTitle, description: TEXTS.failedToast };

describe('the toast after a payment that did not go through', () => {
  it('says what the screen says for the provider’s answer: declined, abandoned, refunded', () => {
    expect(
      failedVerificationToast({
        success: false,
        status: 'failed',
        failure: 'declined',
        error: PAYMENT_ERRORS.declined,
      }),
    ).toEqual({ title: 'Payment Failed', description: PAYMENT_ERRORS.declined });
    expect(
      failedVerificationToast({
        success: false,
        status: 'abandoned',
        error: PAYMENT_ERRORS.abandoned,
      }),
    ).toEqual({ title: 'Payment Failed', description: PAYMENT_ERRORS.abandoned });
    expect(
      failedVerificationToast({
        success: false,
        status: 'refunded',
        error: PAYMENT_ERRORS.refunded,
      }).description,
    ).toBe(PAYMENT_ERRORS.refunded);
  });

  it('keeps spec 01’s toast for a verification that went wrong', () => {
    expect(failedVerificationToast(undefined)).toEqual(supportToast);
    expect(
      failedVerificationToast({
        success: false,
        status: 'failed',
        failure: 'mismatch',
        error: PAYMENT_ERRORS.mismatch,
      }),
    ).toEqual(supportToast);
    expect(
      failedVerificationToast({ success: false, status: 'pending', error: PAYMENT_ERRORS.pending }),
    ).toEqual(supportToast);
  });
});

describe('the trial offer', () => {
  it('is for a member whose trial still runs, never on a plan or after the trial or a period', () => {
    expect(offersTrial({ status: 'trial' })).toBe(true);
    for (const status of ['active', 'trial_ended', 'lapsed'] as const) {
      expect(offersTrial({ status })).toBe(false);
    }
    expect(offersTrial(undefined)).toBe(false);
  });
});
