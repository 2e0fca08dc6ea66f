import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { isServedOverHttps } from '../utils/read-connection';
import { SecurityDiagnosticsCard } from './security-diagnostics-card';
import { SecurityStatusCard } from './security-status-card';
import { SslIssuesButton } from './ssl-issues-button';

/**
 * The red "SSL Issues Detected" button and the "Security Diagnostics" overlay it opens; loaded
 * when first asked for, so it may start open.
 */
export function SecurityDiagnosticsDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <SslIssuesButton />
      </DialogTrigger>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogTitle>Security Diagnostics</DialogTitle>
        <DialogDescription>
          {isServedOverHttps()
            ? 'This page is served over HTTPS, so the connection is encrypted.'
            : 'This page is served over plain HTTP, so the connection is not encrypted.'}
        </DialogDescription>
        <div className="mt-5 grid gap-4">
          <SecurityDiagnosticsCard />
          <SecurityStatusCard />
        </div>
        <p className="mt-4 text-xs text-zinc-400">
          These results come from your own browser&apos;s report of this page and its connection.
        </p>
        <div className="mt-5 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
