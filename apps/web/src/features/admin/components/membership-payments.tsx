import type { AdminPayment } from '@aurum/shared/membership/payments-contract';
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@aurum/shared/membership/payment-rules';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '@aurum/shared/format/dates';
import { formatMoney } from '@aurum/shared/format/money';
import { useAdminPayments, useRefundPayment, type PaymentFilters } from '../api/manage-membership';
import { AdminTable, type AdminColumn } from './admin-table';

const STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'yellow',
  success: 'green',
  failed: 'red',
  abandoned: 'grey',
  refunded: 'blue',
};

function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const [reason, setReason] = useState('');
  const submit = async () => {
    if (!payment) return;
    try {
      await refund.mutateAsync({ id: payment.id, reason });
      toast.success('Payment marked refunded', { description: payment.reference });
      setReason('');
      onClose();
    } catch (error) {
      toast.error('Refund not recorded', {
        description: isApiError(error) ? error.message : 'Please try again.',
      });
    }
  };
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Mark Refunded</DialogTitle>
        <DialogDescription>
          Records the refund of {payment ? formatMoney(payment.amount_cents) : ''} in Aurum. Refund
          the money in the payment provider&apos;s dashboard yourself: nothing is sent to it.
        </DialogDescription>
        <div className="mt-5 space-y-1.5">
          <Label htmlFor="refund-reason">Reason</Label>
          <Textarea
            id="refund-reason"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={refund.isPending || reason.trim().length < 3}
            onClick={() => void submit()}
          >
            {refund.isPending ? 'Saving...' : 'Mark Refunded'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const PAYMENT_COLUMNS: AdminColumn<AdminPayment>[] = [
  {
    header: 'Date',
    className: 'whitespace-nowrap text-zinc-300',
    cell: (payment) => formatDateTime(payment.created_at),
  },
  {
    header: 'Member',
    cell: (payment) => (
      <>
        <p className="font-semibold text-zinc-100">{payment.member.name ?? 'Member'}</p>
        <p className="text-xs break-all text-zinc-400">{payment.member.email}</p>
      </>
    ),
  },
  { header: 'Plan', className: 'text-zinc-200', cell: (payment) => payment.plan_name },
  {
    header: 'Amount',
    align: 'right',
    className: 'whitespace-nowrap text-zinc-100',
    cell: (payment) => formatMoney(payment.amount_cents),
  },
  {
    header: 'Status',
    cell: (payment) => (
      <>
        <Badge tone={STATUS_TONES[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
        {payment.refund_reason && (
          <p className="mt-1 text-xs text-zinc-400">{payment.refund_reason}</p>
        )}
        {payment.failure_reason && (
          <p className="mt-1 text-xs text-zinc-400">{payment.failure_reason}</p>
        )}
      </>
    ),
  },
  {
    header: 'Reference',
    className: 'font-mono text-xs break-all text-zinc-300',
    cell: (payment) => payment.reference,
  },
];

/** Every member's payments, by status and member search, with the refund mark. */
export function MembershipPayments() {
  const [status, setStatus] = useState<PaymentFilters['status']>('all');
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q);
  const payments = useAdminPayments({ status, q: search });
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const columns: AdminColumn<AdminPayment>[] = [
    ...PAYMENT_COLUMNS,
    {
      header: 'Actions',
      hiddenHeader: true,
      align: 'right',
      cell: (payment) =>
        payment.status === 'success' && (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Mark ${payment.reference} refunded`}
            onClick={() => setRefunding(payment)}
          >
            Refund
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <h2 id="payments-heading" className="font-display text-xl text-gold-300">
        Payments
      </h2>
      <div className="flex flex-wrap gap-3">
        <div className="w-44 space-y-1.5">
          <Label htmlFor="payment-status">Status</Label>
          <Select
            id="payment-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as PaymentFilters['status'])}
          >
            <option value="all">All payments</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="min-w-56 flex-1 space-y-1.5 sm:max-w-sm">
          <Label htmlFor="payment-search">Search</Label>
          <Input
            id="payment-search"
            type="search"
            placeholder="Member e-mail or reference"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
      </div>
      {payments.isPending ? (
        <p role="status" className="py-8 text-center text-zinc-400">
          Loading payments...
        </p>
      ) : payments.isError ? (
        <p className="py-8 text-center text-red-300">The payments could not be loaded.</p>
      ) : payments.data.length === 0 ? (
        <p className="py-8 text-center text-zinc-400">No payments match.</p>
      ) : (
        <AdminTable
          caption="Payments matching the filters, newest first"
          columns={columns}
          rows={payments.data}
          rowKey={(payment) => payment.id}
          wide
          alignTop
        />
      )}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </section>
  );
}
