import type { BillingCycle, MembershipPlan } from './plans';
import type { MembershipStatus } from './tier-rules';

/** Where a member stands (GET /api/membership), as the membership page and the tier policy see it. */
export interface MembershipStanding {
  /** profiles.membership_tier: trial, gold, platinum or black. */
  membership_tier: string;
  status: MembershipStatus;
  /** True once the trial or the paid period ended: the member reads, but files nothing new. */
  read_only: boolean;
  /** When the trial or the paid period ends (or ended); null = no end (complimentary access). */
  ends_at: string | null;
  billing_cycle: BillingCycle | null;
  premium_access_granted: boolean;
  /** The end is near (or passed): the current plan may be paid again to extend it. */
  renewal_open: boolean;
  /** Why the member must choose a plan before new requests; null when they may file. */
  plan_required: string | null;
}

export interface MembershipOverview {
  plans: MembershipPlan[];
  membership: MembershipStanding;
}

/**
 * Spec 02 section 9's 'Start with 7-day free trial' is for a member whose trial still runs: never
 * for a member on a plan (paid, complimentary or assigned), nor once the trial or a period ended.
 */
export const offersTrial = (standing: Pick<MembershipStanding, 'status'> | undefined) =>
  standing?.status === 'trial';

/** Texts of the membership page (spec 02 sections 2, 6 and 9). */
export const MEMBERSHIP_TEXTS = {
  title: 'Membership',
  trialOffer: 'Start with 7-day free trial',
  mostPopular: 'Most Popular',
  premiumAccess: 'Premium Access Granted',
  chatWithConcierge: 'Chat with Concierge',
  currentPlan: 'Current Plan',
  free: 'FREE',
  monthly: 'Monthly',
  yearly: 'Yearly',
  choose: (plan: string) => `Choose ${plan}`,
  renew: (plan: string) => `Renew ${plan}`,
  activate: (plan: string) => `Activate ${plan}`,
  paymentHistory: 'Payment History',
  noPayments: 'No payments yet.',
} as const;

const capitalised = (tier: string) => `${tier.charAt(0).toUpperCase()}${tier.slice(1)}`;

/** Spec 02 section 8: the membership page's toasts. */
export const MEMBERSHIP_TOASTS = {
  updatedTitle: 'Membership Updated!',
  updated: (tier: string) => `You have been upgraded to ${capitalised(tier)}.`,
  upgradeErrorTitle: 'Upgrade Error',
  upgradeError: 'Failed to upgrade membership. Please try again.',
  paymentInitiatedTitle: 'Payment Initiated!',
  paymentInitiated: (tier: string) => `Complete your ${tier} membership payment in the new tab.`,
  paymentErrorTitle: 'Payment Error',
  paymentError: 'Failed to initiate payment. Please try again.',
  paymentInitFailed: 'Payment initialization failed',
} as const;

/** Refusals of the membership API in the member's words. */
export const MEMBERSHIP_ERRORS = {
  planNotFound: 'This membership plan is not available.',
  currentPlan: 'This is already your current plan.',
  premiumUsesActivate: 'Your membership is complimentary: activate a plan instead of paying.',
  noPremiumAccess: 'Choose a plan and pay to change your membership.',
  paymentsUnavailable: 'Payments are not available at the moment. Please try again later.',
} as const;
