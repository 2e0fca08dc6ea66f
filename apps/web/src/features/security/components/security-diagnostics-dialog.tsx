import { connectionChecks, type CheckStatus } from '@aurum/shared/ui-rules/security-diagnostics';
import { AlertTriangle, CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { readConnection } from '../utils/read-connection';

const statusIcon: Record<
  CheckStatus,
  { Icon: typeof CheckCircle2; className: string; label: string }
> = {
  pass: { Icon: CheckCircle2, className: 'text-emerald-400', label: 'Pass' },
  fail: { Icon: XCircle, className: 'text-red-400', label: 'Fail' },
  warning: { Icon: AlertTriangle, className: 'text-amber-300', label: 'Warning' },
};

/** The red "SSL Issues Detected" button and the "Security Diagnostics" overlay it opens. */
export function SecurityDiagnosticsDialog() {
  const [open, setOpen] = useState(false);
  const facts = readConnection();
  const checks = connectionChecks(facts);
  const encrypted = facts.protocol === 'https:';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" className="px-2.5 text-xs shadow-lg sm:px-3 sm:text-sm">
          <ShieldAlert aria-hidden="true" className="size-4" />
          SSL Issues Detected
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Security Diagnostics</DialogTitle>
        <DialogDescription>
          {encrypted
            ? 'This page is served over HTTPS, so the connection is encrypted.'
            : 'This page is served over plain HTTP, so the connection is not encrypted.'}
        </DialogDescription>
        <ul className="mt-5 space-y-3">
          {checks.map((check) => {
            const { Icon, className, label } = statusIcon[check.status];
            return (
              <li
                key={check.name}
                className="flex items-start gap-3 rounded-lg border border-ink-600 bg-ink-900/70 p-3"
              >
                <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${className}`} />
                <div>
                  <p className="text-sm font-semibold text-zinc-100">
                    {check.name}
                    <span className="sr-only"> ({label})</span>
                  </p>
                  <p className="text-sm text-zinc-300">{check.message}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-xs text-zinc-400">
          These results come from your browser&apos;s own report of this page. The full diagnostics
          arrive in a coming release.
        </p>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
