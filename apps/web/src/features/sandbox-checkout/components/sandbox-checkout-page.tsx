import { FlaskConical, Loader2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-error';
import { formatMoney } from '@aurum/shared/format/money';
import { useDecideSandboxCheckout } from '../api/decide-sandbox-checkout';
import { useSandboxCheckout } from '../api/get-sandbox-checkout';

/**
 * /checkout/sandbox?access_code=... : Aurum's own test-mode checkout, used when no Paystack keys
 * are set. It plays the payment provider: Pay succeeds, Decline fails, and either way the member
 * returns to /payment-verification with the reference. Nothing is charged.
 */
export function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const accessCode = params.get('access_code');
  const checkout = useSandboxCheckout(accessCode);
  const decide = useDecideSandboxCheckout();

  const choose = async (outcome: 'pay' | 'decline') => {
    if (!accessCode) return;
    try {
      const { redirect } = await decide.mutateAsync({ accessCode, outcome });
      window.location.assign(redirect);
    } catch (error) {
      toast.error('Checkout failed', {
        description: isApiError(error) ? error.message : 'Please try again.',
      });
    }
  };

  return (
    <div className="flex min-h-dvh flex-col px-5 py-6 sm:px-8">
      <header>
        <BrandLogo to="/dashboard" />
      </header>
      <main className="flex flex-1 items-center justify-center py-10">
        <Card className="w-full max-w-md p-8 sm:p-10">
          <p className="flex items-center justify-center gap-2 rounded-lg border border-amber-300/50 bg-amber-300/10 px-3 py-2 text-sm font-semibold text-amber-100">
            <FlaskConical aria-hidden="true" className="size-4" />
            Test mode: no money is charged
          </p>
          <h1 className="mt-6 text-center font-display text-2xl font-semibold text-zinc-50">
            Aurum Test Checkout
          </h1>
          {!accessCode || checkout.isError ? (
            <p role="alert" className="mt-4 text-center text-zinc-200">
              {checkout.error && isApiError(checkout.error)
                ? checkout.error.message
                : 'This test checkout does not exist.'}
            </p>
          ) : checkout.isPending ? (
            <Loader2
              aria-label="Loading"
              className="mx-auto mt-6 size-10 animate-spin text-gold-400"
            />
          ) : (
            <>
              <dl className="mt-6 space-y-3 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-zinc-400">For</dt>
                  <dd className="text-right text-zinc-100">{checkout.data.description}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-zinc-400">Email</dt>
                  <dd className="text-right break-all text-zinc-100">{checkout.data.email}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-zinc-400">Reference</dt>
                  <dd className="text-right font-mono text-xs break-all text-zinc-100">
                    {checkout.data.reference}
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-4 border-t border-ink-600 pt-3">
                  <dt className="text-zinc-300">Amount</dt>
                  <dd className="font-display text-2xl font-semibold text-gold-300">
                    {formatMoney(checkout.data.amount_cents)}
                  </dd>
                </div>
              </dl>
              {checkout.data.status === 'open' ? (
                <div className="mt-8 grid gap-3 sm:grid-cols-2">
                  <Button
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => void choose('decline')}
                  >
                    Decline
                  </Button>
                  <Button disabled={decide.isPending} onClick={() => void choose('pay')}>
                    Pay
                  </Button>
                </div>
              ) : (
                <p className="mt-8 text-center text-zinc-200">
                  This test checkout has already been completed.
                </p>
              )}
            </>
          )}
        </Card>
      </main>
    </div>
  );
}
