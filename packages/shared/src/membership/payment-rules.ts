// Payment statuses and their labels, without zod (payments-contract.ts re-exports these).

/**
 * A payment's life: pending until the provider settles it; success activates the plan once;
 * failed (declined, or the provider's amount or currency was not the plan's); abandoned (never
 * completed at the provider); refunded (marked by staff, recorded only).
 */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment's status in the member's and staff's words. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  success: 'Paid',
  failed: 'Failed',
  abandoned: 'Abandoned',
  refunded: 'Refunded',
};

/** A checkout's time-out in words: "30-minute", or "45-second" when under a minute. */
const timeoutWords = (seconds: number) =>
  seconds >= 60 && seconds % 60 === 0 ? `${seconds / 60}-minute` : `${seconds}-second`;

/**
 * Why a checkout was marked abandoned, as the member and staff read it: checked with the provider
 * after its time-out, nothing was paid (or it was still under way). A late payment still counts.
 */
export const ABANDONED_REASONS = {
  notPaid: (timeoutSeconds: number) =>
    `Not paid within the ${timeoutWords(timeoutSeconds)} checkout time-out.`,
  stillUnderWay: (timeoutSeconds: number) =>
    `Still under way at the payment provider after the ${timeoutWords(timeoutSeconds)} checkout time-out; it counts if it clears.`,
} as const;
