/** Security diagnostics of spec 01 sections 2, 4 and 8: check results and their overall status. */
export type CheckStatus = 'pass' | 'fail' | 'warning';

export interface DiagnosticCheck {
  name: string;
  status: CheckStatus;
  message: string;
  /** A failed critical check makes the whole result critical. */
  critical: boolean;
}

export type OverallStatus = 'critical' | 'fail' | 'warning' | 'pass';

export const DIAGNOSTICS_MESSAGES = {
  httpsPass: 'Site is served over HTTPS',
  httpsFail: 'Site is NOT served over HTTPS',
  secureContextPass: 'Browser recognizes secure context',
  secureContextFail: 'Browser does NOT recognize secure context',
  localhost: 'Running on localhost (development)',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLocalhost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

export interface ConnectionFacts {
  /** window.location.protocol, e.g. "https:". */
  protocol: string;
  /** window.isSecureContext. */
  isSecureContext: boolean;
  /** window.location.hostname. */
  hostname: string;
}

/** The checks that read the page's own connection: HTTPS, secure context, localhost. */
export function connectionChecks(facts: ConnectionFacts): DiagnosticCheck[] {
  const M = DIAGNOSTICS_MESSAGES;
  const https = facts.protocol === 'https:';
  const checks: DiagnosticCheck[] = [
    {
      name: 'HTTPS',
      status: https ? 'pass' : 'fail',
      message: https ? M.httpsPass : M.httpsFail,
      critical: true,
    },
    {
      name: 'Secure Context',
      status: facts.isSecureContext ? 'pass' : 'fail',
      message: facts.isSecureContext ? M.secureContextPass : M.secureContextFail,
      critical: true,
    },
  ];
  if (isLocalhost(facts.hostname)) {
    checks.push({ name: 'Environment', status: 'warning', message: M.localhost, critical: false });
  }
  return checks;
}

/** Critical if a critical check fails; else fail if any fails; else warning if any warns; else pass. */
export function overallStatus(checks: readonly DiagnosticCheck[]): OverallStatus {
  if (checks.some((check) => check.status === 'fail' && check.critical)) return 'critical';
  if (checks.some((check) => check.status === 'fail')) return 'fail';
  if (checks.some((check) => check.status === 'warning')) return 'warning';
  return 'pass';
}
