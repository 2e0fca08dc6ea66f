import type { CheckStatus } from '@aurum/shared/ui-rules/security-diagnostics';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';

const icons: Record<CheckStatus, { Icon: typeof CheckCircle2; className: string; label: string }> =
  {
    pass: { Icon: CheckCircle2, className: 'text-emerald-400', label: 'Pass' },
    fail: { Icon: XCircle, className: 'text-red-400', label: 'Fail' },
    warning: { Icon: AlertTriangle, className: 'text-amber-300', label: 'Warning' },
  };

/** A pass, fail or warning icon with its word for screen readers. */
export function CheckStatusIcon({
  status,
  className,
}: {
  status: CheckStatus;
  className?: string;
}) {
  const { Icon, className: tone, label } = icons[status];
  return (
    <>
      <Icon aria-hidden="true" className={cn('size-5 shrink-0', tone, className)} />
      <span className="sr-only">{label}: </span>
    </>
  );
}
