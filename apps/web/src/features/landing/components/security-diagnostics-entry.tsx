import { lazy, Suspense, useState } from 'react';
import { SslIssuesButton } from '../../security/components/ssl-issues-button';

const SecurityDiagnosticsDialog = lazy(async () => ({
  default: (await import('../../security/components/security-diagnostics-dialog'))
    .SecurityDiagnosticsDialog,
}));

/** The landing page's "SSL Issues Detected" button; the overlay's code loads on first use. */
export function SecurityDiagnosticsEntry() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <SslIssuesButton onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<SslIssuesButton disabled />}>
      <SecurityDiagnosticsDialog defaultOpen />
    </Suspense>
  );
}
