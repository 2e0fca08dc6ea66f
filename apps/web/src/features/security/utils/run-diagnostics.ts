import {
  compactSecurityFlags,
  compactStatus,
  diagnosticChecks,
  mixedContentSummary,
  overallStatus,
  type CompactSecurityFlags,
  type CompactStatus,
  type DiagnosticCheck,
  type DiagnosticsFacts,
  type OverallStatus,
} from '@aurum/shared/ui-rules/security-diagnostics';
import { readConnection } from './read-connection';
import { readSecurityPolicies } from './read-security-policies';
import { readServiceWorkerScopes } from './read-service-worker-scopes';
import { scanPageResources } from './scan-page-resources';

export interface DiagnosticsReport {
  checks: DiagnosticCheck[];
  overall: OverallStatus;
  checkedAt: Date;
}

function report(facts: DiagnosticsFacts): DiagnosticsReport {
  const checks = diagnosticChecks(facts);
  return { checks, overall: overallStatus(checks), checkedAt: new Date() };
}

const scanMixedContent = () => mixedContentSummary(scanPageResources(), window.location.origin);

function immediateFacts(): DiagnosticsFacts {
  return {
    ...readConnection(),
    mixedContent: scanMixedContent(),
    policies: null,
    serviceWorkerScopes: null,
  };
}

/** What the page can tell at once: connection, certificate and mixed content. */
export function runQuickDiagnostics(): DiagnosticsReport {
  return report(immediateFacts());
}

/** Every check, including the response headers and the service worker registrations. */
export async function runDiagnostics(): Promise<DiagnosticsReport> {
  const [policies, serviceWorkerScopes] = await Promise.all([
    readSecurityPolicies(),
    readServiceWorkerScopes(),
  ]);
  return report({ ...immediateFacts(), policies, serviceWorkerScopes });
}

export interface CompactReport {
  flags: CompactSecurityFlags;
  status: CompactStatus;
}

/** The four flags of the compact "Security Status" card. */
export function runCompactStatus(): CompactReport {
  const flags = compactSecurityFlags({
    ...readConnection(),
    mixedContent: scanMixedContent(),
  });
  return { flags, status: compactStatus(flags) };
}
