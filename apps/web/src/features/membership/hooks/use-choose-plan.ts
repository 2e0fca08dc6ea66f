import { MEMBERSHIP_TOASTS } from '@aurum/shared/membership/membership-texts';
import type { BillingCycle, MembershipPlan } from '@aurum/shared/membership/plans';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { useActivatePlan } from '../api/activate-plan';
import { useStartCheckout } from '../api/start-checkout';

/** The server's own message for a refusal, or the toast's default text. */
const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.code !== 'GENERIC_ERROR' && error.message ? error.message : fallback;

/**
 * What a plan's button does (spec 02 sections 4 and 8): with premium access the tier changes
 * directly ('Membership Updated!'); otherwise the payment opens in a new tab ('Payment
 * Initiated!'). The tab is opened at the click, before the server answers, because browsers only
 * let a click open a tab; it is pointed at the checkout once the server priced the plan, or
 * closed if that failed. Without a tab (a blocker refused it) the checkout opens in this one.
 */
export function useChoosePlan() {
  const checkout = useStartCheckout();
  const activate = useActivatePlan();

  const activatePlan = async (plan: MembershipPlan) => {
    try {
      await activate.mutateAsync(plan.tier);
      toast.success(MEMBERSHIP_TOASTS.updatedTitle, {
        description: MEMBERSHIP_TOASTS.updated(plan.tier),
      });
    } catch (error) {
      toast.error(MEMBERSHIP_TOASTS.upgradeErrorTitle, {
        description: messageOf(error, MEMBERSHIP_TOASTS.upgradeError),
      });
    }
  };

  const pay = async (plan: MembershipPlan, cycle: BillingCycle) => {
    const tab = window.open('', '_blank');
    try {
      const started = await checkout.mutateAsync({
        membership_tier: plan.tier,
        billing_cycle: cycle,
      });
      if (!started.success || !started.payment_url) {
        throw new Error(MEMBERSHIP_TOASTS.paymentInitFailed);
      }
      if (!tab) {
        window.location.assign(started.payment_url);
        return;
      }
      tab.opener = null;
      tab.location.href = started.payment_url;
      toast.success(MEMBERSHIP_TOASTS.paymentInitiatedTitle, {
        description: MEMBERSHIP_TOASTS.paymentInitiated(plan.tier),
      });
    } catch (error) {
      tab?.close();
      const fallback =
        error instanceof Error && error.message === MEMBERSHIP_TOASTS.paymentInitFailed
          ? MEMBERSHIP_TOASTS.paymentInitFailed
          : MEMBERSHIP_TOASTS.paymentError;
      toast.error(MEMBERSHIP_TOASTS.paymentErrorTitle, { description: messageOf(error, fallback) });
    }
  };

  return {
    choose: (plan: MembershipPlan, cycle: BillingCycle, premiumAccess: boolean) =>
      premiumAccess ? activatePlan(plan) : pay(plan, cycle),
    /** The tier being activated or paid for, while the server works. */
    busyTier: checkout.isPending
      ? checkout.variables?.membership_tier
      : activate.isPending
        ? activate.variables
        : undefined,
  };
}
