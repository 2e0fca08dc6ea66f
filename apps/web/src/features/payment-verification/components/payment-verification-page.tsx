import { PAYMENT_VERIFICATION_TEXTS as TEXTS } from '@aurum/shared/membership/payments-contract';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { usePaymentVerification } from '../hooks/use-payment-verification';

/**
 * /payment-verification?reference=... (spec 01 sections 2, 4, 8 and 9): where the payment
 * provider returns the member. Verifying, then success (to the dashboard in 3 seconds) or
 * 'Payment Failed' with the way back to the membership page.
 */
export function PaymentVerificationPage() {
  const [params] = useSearchParams();
  const state = usePaymentVerification(params.get('reference'));

  return (
    <div className="flex min-h-dvh flex-col px-5 py-6 sm:px-8">
      <header>
        <BrandLogo to="/dashboard" />
      </header>
      <main className="flex flex-1 items-center justify-center py-10">
        <Card className="w-full max-w-md p-8 text-center sm:p-10" aria-live="polite">
          {state.status === 'loading' && (
            <div role="status">
              <Loader2 aria-hidden="true" className="mx-auto size-14 animate-spin text-gold-400" />
              <h1 className="mt-6 font-display text-2xl font-semibold text-zinc-50">
                {TEXTS.verifying}
              </h1>
            </div>
          )}
          {state.status === 'success' && (
            <>
              <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-400" />
              <h1 className="mt-6 font-display text-2xl font-semibold text-zinc-50">
                {TEXTS.successTitle}
              </h1>
              <p className="mt-3 text-zinc-200">{state.message}</p>
              <p className="mt-4 text-sm text-zinc-400">{TEXTS.redirecting}</p>
            </>
          )}
          {state.status === 'error' && (
            <>
              <XCircle aria-hidden="true" className="mx-auto size-14 text-red-400" />
              <h1 className="mt-6 font-display text-2xl font-semibold text-zinc-50">
                {TEXTS.failedTitle}
              </h1>
              <p className="mt-3 text-zinc-200">{state.message}</p>
              <Button asChild className="mt-8">
                <Link to="/membership">{TEXTS.returnToMembership}</Link>
              </Button>
            </>
          )}
        </Card>
      </main>
    </div>
  );
}
