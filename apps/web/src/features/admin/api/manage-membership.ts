import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import type { PaymentStatus } from '@aurum/shared/membership/payments-contract';
import type { PlanUpdate } from '@aurum/shared/membership/plans';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { adminKeys } from '../../../lib/query-keys';

export interface PaymentFilters {
  status: 'all' | PaymentStatus;
  q: string;
}

/** GET /api/admin/payments: every member's payments, newest first, by status and search. */
export function useAdminPayments(filters: PaymentFilters) {
  return useQuery({
    queryKey: adminKeys.payments(filters),
    queryFn: ({ signal }) =>
      callApi(adminRoutes.payments, {
        query: { status: filters.status, q: filters.q.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/payments/:id/refund: recorded in Aurum, not sent to the payment provider. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(adminRoutes.refundPayment, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.paymentLists() }),
  });
}

export function useAdminPlans() {
  return useQuery({
    queryKey: adminKeys.membershipPlans(),
    queryFn: ({ signal }) => callApi(adminRoutes.membershipPlans, { signal }),
  });
}

/** PATCH /api/admin/membership-plans/:id: prices, allowance, Most Popular, features. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PlanUpdate }) =>
      callApi(adminRoutes.updatePlan, { params: { id }, body: patch }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.membershipPlans() }),
  });
}

export function usePremiumAccess() {
  return useQuery({
    queryKey: adminKeys.premiumAccess(),
    queryFn: ({ signal }) => callApi(adminRoutes.premiumAccess, { signal }),
  });
}

/** PUT /api/admin/premium-access: grant or withdraw free plan activation for a member. */
export function useSetPremiumAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; granted: boolean }) =>
      callApi(adminRoutes.setPremiumAccess, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.premiumAccess() }),
  });
}
