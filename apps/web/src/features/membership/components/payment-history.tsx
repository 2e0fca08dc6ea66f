import { MEMBERSHIP_TEXTS } from '@aurum/shared/membership/membership-texts';
import type { PaymentRecord } from '@aurum/shared/membership/payments-contract';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@aurum/shared/membership/payment-rules';
import { Receipt } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '@aurum/shared/format/dates';
import { formatMoney } from '@aurum/shared/format/money';
import { usePaymentHistory } from '../api/get-payment-history';

const TONES: Record<PaymentStatus, BadgeTone> = {
  success: 'green',
  pending: 'yellow',
  failed: 'red',
  abandoned: 'grey',
  refunded: 'blue',
};

const CYCLES = { monthly: 'Monthly', yearly: 'Yearly' } as const;

function PaymentRow({ payment }: { payment: PaymentRecord }) {
  return (
    <li className="grid gap-x-4 gap-y-1 px-5 py-4 sm:grid-cols-[8rem_1fr_auto_auto] sm:items-center">
      <time dateTime={payment.created_at} className="text-sm text-zinc-300">
        {formatDate(payment.created_at)}
      </time>
      <div className="min-w-0">
        <p className="font-semibold text-zinc-100">
          {payment.plan_name}{' '}
          <span className="font-normal text-zinc-400">· {CYCLES[payment.billing_cycle]}</span>
        </p>
        <p className="font-mono text-xs break-all text-zinc-500">{payment.reference}</p>
      </div>
      <p className="font-semibold text-zinc-100 tabular-nums sm:text-right">
        {formatMoney(payment.amount_cents)}
      </p>
      <div>
        <Badge tone={TONES[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
      </div>
      {payment.reason && (
        <p className="text-sm text-zinc-400 sm:col-span-3 sm:col-start-2">{payment.reason}</p>
      )}
    </li>
  );
}

/** The member's payments: date, plan, amount, status (why, if abandoned) and reference. */
export function PaymentHistory() {
  const history = usePaymentHistory();
  return (
    <section aria-labelledby="payment-history" className="mt-12">
      <h2
        id="payment-history"
        className="flex items-center gap-2 font-display text-xl font-semibold text-gold-300"
      >
        <Receipt aria-hidden="true" className="size-5" />
        {MEMBERSHIP_TEXTS.paymentHistory}
      </h2>
      <Card className="mt-4 overflow-hidden">
        {history.isPending ? (
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : history.isError ? (
          <p className="p-5 text-sm text-zinc-400">Your payments could not be loaded.</p>
        ) : history.data.length === 0 ? (
          <p className="p-5 text-sm text-zinc-400">{MEMBERSHIP_TEXTS.noPayments}</p>
        ) : (
          <ul className="divide-y divide-ink-600">
            {history.data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
