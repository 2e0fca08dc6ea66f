import { MembershipPayments } from './membership-payments';
import { MembershipPlans } from './membership-plans';
import { MembershipPremiumAccess } from './membership-premium-access';

/** Membership: payments with the refund mark, the plans as data, and premium access. */
export function MembershipSection() {
  return (
    <div className="space-y-10">
      <MembershipPayments />
      <MembershipPlans />
      <MembershipPremiumAccess />
    </div>
  );
}
