/**
 * Security diagnostics of spec 01 sections 2, 4, 5 and 8: the checks, their overall status and the
 * compact "Security Status". Pure rules over facts the browser reports; reading them is the web's job.
 */
export type CheckStatus = 'pass' | 'fail' | 'warning';
import { plural } from '../format/words';

export interface DiagnosticCheck {
  name: string;
  status: CheckStatus;
  message: string;
  /** A failed critical check makes the whole result critical. */
  critical: boolean;
}

export type OverallStatus = 'critical' | 'fail' | 'warning' | 'pass';

export const OVERALL_STATUS_LABELS: Record<OverallStatus, string> = {
  pass: 'Secure',
  warning: 'Warnings',
  fail: 'Issues Found',
  critical: 'Critical Issues',
};

export type ResourceKind = 'image' | 'script' | 'stylesheet' | 'font';
const RESOURCE_KINDS: readonly ResourceKind[] = ['image', 'script', 'stylesheet', 'font'];

export const DIAGNOSTICS_MESSAGES = {
  httpsPass: 'Site is served over HTTPS',
  httpsFail: 'Site is NOT served over HTTPS',
  secureContextPass: 'Browser recognizes secure context',
  secureContextFail: 'Browser does NOT recognize secure context',
  certificatePass: 'SSL certificate accepted by the browser',
  certificateFail: 'SSL certificate issues detected',
  redirectPass: 'HSTS tells browsers to always use HTTPS for this site',
  redirectUnknown: 'Unable to verify redirect configuration',
  mixedContentPass: 'No insecure images, scripts, stylesheets or fonts found',
  cspPass: 'Content Security Policy is set',
  cspMissing: 'CSP header missing (recommended)',
  hstsPass: 'Strict Transport Security is set',
  hstsMissing: 'HSTS header missing (recommended)',
  serviceWorkerNone: 'No service worker registered',
  serviceWorkerPass: 'Service worker scopes are served securely',
  serviceWorkerConcern: 'Service worker security concerns detected',
  localhost: 'Running on localhost (development)',
} as const;

/** e.g. "2 insecure images found", "1 insecure script found". */
export function insecureResourcesMessage(count: number, kind: ResourceKind): string {
  return `${plural(count, `insecure ${kind}`)} found`;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLocalhost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127\./.test(hostname);
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * A resource fetched over plain http:// from anywhere but this machine. Files from the page's own
 * origin are the page's own insecurity (the HTTPS check), not mixed content: over HTTPS they
 * cannot be http:// at all.
 */
export function isInsecureResourceUrl(url: string, pageOrigin?: string): boolean {
  const parsed = parseUrl(url);
  return (
    parsed !== null &&
    parsed.protocol === 'http:' &&
    !isLocalhost(parsed.hostname) &&
    parsed.origin !== pageOrigin
  );
}

export interface PageResource {
  kind: ResourceKind;
  /** Absolute URL. */
  url: string;
}

const KIND_BY_EXTENSION: [RegExp, ResourceKind][] = [
  [/\.(woff2?|ttf|otf|eot)$/i, 'font'],
  [/\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/i, 'image'],
  [/\.css$/i, 'stylesheet'],
  [/\.m?js$/i, 'script'],
];

/** What a performance resource entry fetched, by its file name, else by what started it. */
export function resourceKindOf(entry: {
  name: string;
  initiatorType: string;
}): ResourceKind | null {
  const pathname = parseUrl(entry.name)?.pathname ?? '';
  const byExtension = KIND_BY_EXTENSION.find(([pattern]) => pattern.test(pathname));
  if (byExtension) return byExtension[1];
  if (entry.initiatorType === 'img' || entry.initiatorType === 'image') return 'image';
  if (entry.initiatorType === 'script') return 'script';
  return null;
}

export interface MixedContentSummary {
  hasIssues: boolean;
  issues: string[];
  totalIssues: number;
}

/** Counts distinct insecure resources per kind; localhost (and the page's own origin) excepted. */
export function mixedContentSummary(
  resources: readonly PageResource[],
  pageOrigin?: string,
): MixedContentSummary {
  const seen = new Set<string>();
  const counts: Record<ResourceKind, number> = { image: 0, script: 0, stylesheet: 0, font: 0 };
  for (const { kind, url } of resources) {
    const key = `${kind} ${parseUrl(url)?.href ?? url}`;
    if (!isInsecureResourceUrl(url, pageOrigin) || seen.has(key)) continue;
    seen.add(key);
    counts[kind] += 1;
  }
  const issues = RESOURCE_KINDS.filter((kind) => counts[kind] > 0).map((kind) =>
    insecureResourcesMessage(counts[kind], kind),
  );
  const totalIssues = RESOURCE_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  return { hasIssues: totalIssues > 0, issues, totalIssues };
}

export interface ConnectionFacts {
  /** window.location.protocol, e.g. "https:". */
  protocol: string;
  /** window.isSecureContext. */
  isSecureContext: boolean;
  /** window.location.hostname. */
  hostname: string;
}

export interface SecurityPolicyFacts {
  cspMeta: boolean;
  hstsMeta: boolean;
  /** Whether the page's own response carried the header; null when it could not be read. */
  cspHeader: boolean | null;
  hstsHeader: boolean | null;
}

export interface DiagnosticsFacts extends ConnectionFacts {
  mixedContent: MixedContentSummary;
  /** null until read: the CSP and HSTS checks are left out. */
  policies: SecurityPolicyFacts | null;
  /** Scopes of the registered service workers; null when the browser has none to offer. */
  serviceWorkerScopes: readonly string[] | null;
}

const M = DIAGNOSTICS_MESSAGES;

function check(name: string, status: CheckStatus, message: string, critical = false) {
  return { name, status, message, critical } satisfies DiagnosticCheck;
}

/** The checks that read the page's own connection: HTTPS, secure context, localhost. */
export function connectionChecks(facts: ConnectionFacts): DiagnosticCheck[] {
  const https = facts.protocol === 'https:';
  const checks = [
    check('HTTPS', https ? 'pass' : 'fail', https ? M.httpsPass : M.httpsFail, true),
    facts.isSecureContext
      ? check('Secure Context', 'pass', M.secureContextPass, true)
      : check('Secure Context', 'fail', M.secureContextFail, true),
  ];
  if (isLocalhost(facts.hostname)) checks.push(check('Environment', 'warning', M.localhost));
  return checks;
}

/** Only meaningful over HTTPS: the page loaded, so the browser accepted the certificate, unless it
 * withholds the secure context. */
function certificateCheck(facts: ConnectionFacts): DiagnosticCheck | null {
  if (facts.protocol !== 'https:') return null;
  return facts.isSecureContext
    ? check('SSL Certificate', 'pass', M.certificatePass, true)
    : check('SSL Certificate', 'fail', M.certificateFail, true);
}

/** Whether HTTP is sent on to HTTPS cannot be seen from a page; HSTS makes browsers do it. */
function redirectCheck(facts: DiagnosticsFacts): DiagnosticCheck | null {
  if (isLocalhost(facts.hostname)) return null;
  if (facts.protocol === 'https:') {
    if (facts.policies === null) return null;
    if (facts.policies.hstsHeader || facts.policies.hstsMeta) {
      return check('HTTPS Redirect', 'pass', M.redirectPass);
    }
  }
  return check('HTTPS Redirect', 'warning', M.redirectUnknown);
}

function mixedContentCheck({ mixedContent }: DiagnosticsFacts): DiagnosticCheck {
  return mixedContent.hasIssues
    ? check('Mixed Content', 'fail', mixedContent.issues.join('; '))
    : check('Mixed Content', 'pass', M.mixedContentPass);
}

function policyChecks({ policies }: DiagnosticsFacts): DiagnosticCheck[] {
  if (policies === null) return [];
  const csp = policies.cspHeader === true || policies.cspMeta;
  const hsts = policies.hstsHeader === true || policies.hstsMeta;
  return [
    csp
      ? check('Content Security Policy', 'pass', M.cspPass)
      : check('Content Security Policy', 'warning', M.cspMissing),
    hsts
      ? check('Strict Transport Security', 'pass', M.hstsPass)
      : check('Strict Transport Security', 'warning', M.hstsMissing),
  ];
}

function isSecureScope(scope: string): boolean {
  const url = parseUrl(scope);
  return url !== null && (url.protocol === 'https:' || isLocalhost(url.hostname));
}

function serviceWorkerCheck({ serviceWorkerScopes: scopes }: DiagnosticsFacts) {
  if (scopes === null) return null;
  if (scopes.length === 0) return check('Service Worker', 'pass', M.serviceWorkerNone);
  return scopes.every(isSecureScope)
    ? check('Service Worker', 'pass', M.serviceWorkerPass)
    : check('Service Worker', 'fail', M.serviceWorkerConcern);
}

/** Every check of spec 01 section 5 that the facts allow, in the order the card lists them. */
export function diagnosticChecks(facts: DiagnosticsFacts): DiagnosticCheck[] {
  const [https, secureContext, ...environment] = connectionChecks(facts);
  return [
    https,
    secureContext,
    certificateCheck(facts),
    redirectCheck(facts),
    mixedContentCheck(facts),
    ...policyChecks(facts),
    serviceWorkerCheck(facts),
    ...environment,
  ].filter((item): item is DiagnosticCheck => item != null);
}

/** Critical if a critical check fails; else fail if any fails; else warning if any warns; else pass. */
export function overallStatus(checks: readonly DiagnosticCheck[]): OverallStatus {
  if (checks.some((item) => item.status === 'fail' && item.critical)) return 'critical';
  if (checks.some((item) => item.status === 'fail')) return 'fail';
  if (checks.some((item) => item.status === 'warning')) return 'warning';
  return 'pass';
}

/** The compact "Security Status" card: four flags and a badge. */
export interface CompactSecurityFlags {
  httpsEnabled: boolean;
  validCertificate: boolean;
  noMixedContent: boolean;
  secureContext: boolean;
}

export const COMPACT_FLAG_LABELS: Record<keyof CompactSecurityFlags, string> = {
  httpsEnabled: 'HTTPS Enabled',
  validCertificate: 'Valid SSL Certificate',
  noMixedContent: 'No Mixed Content',
  secureContext: 'Secure Context',
};

export type CompactStatus = 'secure' | 'warning' | 'insecure';

export const COMPACT_STATUS_LABELS: Record<CompactStatus, string> = {
  secure: 'Secure',
  warning: 'Warning',
  insecure: 'Insecure',
};

/** Spec 01 section 9: the share of flags that must hold for a warning rather than insecure. */
export const COMPACT_WARNING_THRESHOLD = 0.75;
/** Spec 01 section 9: the security status card re-checks every 10 seconds. */
export const SECURITY_STATUS_RECHECK_MS = 10_000;

export function compactSecurityFlags(
  facts: ConnectionFacts & { mixedContent: MixedContentSummary },
): CompactSecurityFlags {
  const https = facts.protocol === 'https:';
  return {
    httpsEnabled: https,
    validCertificate: https && facts.isSecureContext,
    noMixedContent: !facts.mixedContent.hasIssues,
    secureContext: facts.isSecureContext,
  };
}

/** Secure if all flags hold, warning if at least 75 percent hold, insecure otherwise. */
export function compactStatus(flags: CompactSecurityFlags): CompactStatus {
  const values = Object.values(flags);
  const holding = values.filter(Boolean).length;
  if (holding === values.length) return 'secure';
  return holding / values.length >= COMPACT_WARNING_THRESHOLD ? 'warning' : 'insecure';
}
