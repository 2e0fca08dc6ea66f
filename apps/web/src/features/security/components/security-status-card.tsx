import {
  COMPACT_FLAG_LABELS,
  COMPACT_STATUS_LABELS,
  type CompactSecurityFlags,
  type CompactStatus,
} from '@aurum/shared/ui-rules/security-diagnostics';
import { Shield } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useCompactSecurityStatus } from '../hooks/use-compact-security-status';
import { CheckStatusIcon } from './check-status-icon';
import { StatusBadge, type BadgeTone } from './status-badge';

const statusTone: Record<CompactStatus, BadgeTone> = {
  secure: 'good',
  warning: 'caution',
  insecure: 'severe',
};

const FLAG_ORDER: (keyof CompactSecurityFlags)[] = [
  'httpsEnabled',
  'validCertificate',
  'noMixedContent',
  'secureContext',
];

/** The compact "Security Status": four tick rows and a badge, re-checked every 10 seconds. */
export function SecurityStatusCard({ className }: { className?: string }) {
  const { flags, status } = useCompactSecurityStatus();
  const titleId = useId();
  return (
    <Card role="region" className={cn('p-4 sm:p-5', className)} aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-3">
        <h3
          id={titleId}
          className="flex items-center gap-2 font-display text-lg font-semibold text-gold-300"
        >
          <Shield aria-hidden="true" className="size-5" />
          Security Status
        </h3>
        <StatusBadge tone={statusTone[status]}>{COMPACT_STATUS_LABELS[status]}</StatusBadge>
      </div>
      <ul className="mt-4 space-y-2" aria-label="Security status">
        {FLAG_ORDER.map((flag) => (
          <li key={flag} className="flex items-center gap-2.5 text-sm text-zinc-200">
            <CheckStatusIcon status={flags[flag] ? 'pass' : 'fail'} className="size-4" />
            {COMPACT_FLAG_LABELS[flag]}
          </li>
        ))}
      </ul>
    </Card>
  );
}
