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
  abandoned: 'Not completed',
  refunded: 'Refunded',
};
