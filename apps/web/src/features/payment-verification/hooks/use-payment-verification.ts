import {
  failedVerificationToast,
  PAYMENT_ERRORS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  PAYMENT_VERIFICATION_TEXTS as TEXTS,
  type PaymentVerification,
} from '@aurum/shared/membership/payments-contract';
import { HOME_ROUTE } from '@aurum/shared/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { invalidateMembership, membershipKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';
import { verifyPayment } from '../api/verify-payment';

/** While the provider still reports the payment under way it is asked again this often... */
export const PENDING_RETRY_MS = 2_000;
/** ...this many times, before the screen says it is still being confirmed. */
export const PENDING_RETRIES = 4;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Verifies, and asks again a few times while the provider has not settled the payment. */
async function verifyUntilSettled(reference: string, signal: AbortSignal) {
  let result: PaymentVerification = await verifyPayment(reference, signal);
  for (let i = 0; i < PENDING_RETRIES && result.status === 'pending'; i++) {
    await pause(PENDING_RETRY_MS, signal);
    result = await verifyPayment(reference, signal);
  }
  return result;
}

export type VerificationState =
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/**
 * Spec 01 sections 4 and 8: loading, then success (toast, then the dashboard after 3 seconds) or
 * error (the server's error or 'Payment verification failed', and the failure toast; a decline
 * is an answer, not a fault, so its toast repeats the screen's words). A missing
 * reference is an error at once, without a toast. The member must be signed in: a reference is
 * only ever verified for its own member.
 */
export function usePaymentVerification(reference: string | null): VerificationState {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: membershipKeys.verification(user?.id ?? '', reference ?? ''),
    queryFn: ({ signal }) => verifyUntilSettled(reference!, signal),
    enabled: Boolean(reference && user),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  let state: VerificationState;
  if (!reference) state = { status: 'error', message: TEXTS.noReference };
  else if (!loading && !user) state = { status: 'error', message: PAYMENT_ERRORS.signInToVerify };
  else if (query.isError) {
    const message = isApiError(query.error) ? query.error.message : '';
    state = { status: 'error', message: message || TEXTS.failedFallback };
  } else if (!query.data) state = { status: 'loading' };
  else if (query.data.success) state = { status: 'success', message: TEXTS.successMessage };
  else state = { status: 'error', message: query.data.error || TEXTS.failedFallback };

  // The outcome of a verification (not a missing reference) is told once, by toast: a decline
  // says what the screen says; a verification that went wrong gets spec 01's toast.
  const outcome = reference && state.status !== 'loading' ? state.status : null;
  const result = query.data;
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!outcome || told.current === outcome) return;
    told.current = outcome;
    // The payment history and tier read differently now, whatever the outcome.
    void invalidateMembership(queryClient);
    if (outcome === 'success') {
      toast.success(TEXTS.successToastTitle, { description: TEXTS.successToast });
    } else {
      const { title, description } = failedVerificationToast(result);
      toast.error(title, { description });
    }
  }, [outcome, result, queryClient]);

  useEffect(() => {
    if (outcome !== 'success') return;
    const timer = setTimeout(() => void navigate(HOME_ROUTE), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return state;
}
