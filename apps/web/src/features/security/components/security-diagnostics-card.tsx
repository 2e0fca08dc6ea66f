import {
  OVERALL_STATUS_LABELS,
  type OverallStatus,
} from '@aurum/shared/ui-rules/security-diagnostics';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useSecurityDiagnostics } from '../hooks/use-security-diagnostics';
import { formatCheckedTime } from '../utils/format-checked-time';
import { CheckStatusIcon } from './check-status-icon';
import { StatusBadge, type BadgeTone } from './status-badge';

const overallTone: Record<OverallStatus, BadgeTone> = {
  pass: 'good',
  warning: 'caution',
  fail: 'bad',
  critical: 'severe',
};

/** "SSL/HTTPS Security Diagnostics": every check with its result, an overall badge and Re-check. */
export function SecurityDiagnosticsCard({ className }: { className?: string }) {
  const { report, checking, recheck } = useSecurityDiagnostics();
  const titleId = useId();
  return (
    <Card role="region" className={cn('p-4 sm:p-5', className)} aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3
          id={titleId}
          className="flex items-center gap-2 font-display text-lg font-semibold text-gold-300"
        >
          <ShieldCheck aria-hidden="true" className="size-5" />
          SSL/HTTPS Security Diagnostics
        </h3>
        <Button variant="outline" size="sm" onClick={() => void recheck()} aria-busy={checking}>
          <RefreshCw aria-hidden="true" className={cn('size-4', checking && 'animate-spin')} />
          Re-check
        </Button>
      </div>
      <div
        className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-zinc-400"
        aria-live="polite"
      >
        {checking ? (
          <StatusBadge tone="neutral">Checking...</StatusBadge>
        ) : (
          <StatusBadge tone={overallTone[report.overall]}>
            {OVERALL_STATUS_LABELS[report.overall]}
          </StatusBadge>
        )}
        <span>
          Last checked:{' '}
          <time dateTime={report.checkedAt.toISOString()}>
            {formatCheckedTime(report.checkedAt)}
          </time>
        </span>
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label="Security checks">
        {report.checks.map((check) => (
          <li
            key={check.name}
            className="flex items-start gap-3 rounded-lg border border-ink-600 bg-ink-900/70 p-3"
          >
            <CheckStatusIcon status={check.status} className="mt-0.5" />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-zinc-100">{check.name}</p>
              <p className="text-sm break-words text-zinc-300">{check.message}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
