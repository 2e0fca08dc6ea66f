import { describe, expect, it } from 'vitest';
import {
  COMPACT_STATUS_LABELS,
  compactSecurityFlags,
  compactStatus,
  connectionChecks,
  diagnosticChecks,
  insecureResourcesMessage,
  isInsecureResourceUrl,
  isLocalhost,
  mixedContentSummary,
  OVERALL_STATUS_LABELS,
  overallStatus,
  resourceKindOf,
  type DiagnosticCheck,
  type DiagnosticsFacts,
  type MixedContentSummary,
} from './security-diagnostics';

const check = (status: DiagnosticCheck['status'], critical = false): DiagnosticCheck => ({
  name: 'x',
  status,
  message: 'm',
  critical,
});

const clean: MixedContentSummary = { hasIssues: false, issues: [], totalIssues: 0 };

/** A well-configured production page; each test changes what it is about. */
function facts(overrides: Partial<DiagnosticsFacts> = {}): DiagnosticsFacts {
  return {
    protocol: 'https:',
    isSecureContext: true,
    hostname: 'aurum.co.za',
    mixedContent: clean,
    policies: { cspMeta: true, hstsMeta: false, cspHeader: true, hstsHeader: true },
    serviceWorkerScopes: ['https://aurum.co.za/'],
    ...overrides,
  };
}

const byName = (checks: DiagnosticCheck[], name: string) => checks.find((c) => c.name === name);
const summary = (checks: DiagnosticCheck[]) => checks.map((c) => [c.name, c.status, c.message]);

describe('connectionChecks', () => {
  it('fails HTTPS and secure context on a plain HTTP public host', () => {
    const checks = connectionChecks({
      protocol: 'http:',
      isSecureContext: false,
      hostname: 'aurum.example',
    });
    expect(checks.map((c) => [c.status, c.message, c.critical])).toEqual([
      ['fail', 'Site is NOT served over HTTPS', true],
      ['fail', 'Browser does NOT recognize secure context', true],
    ]);
    expect(overallStatus(checks)).toBe('critical');
  });

  it('notes localhost, where the browser still grants a secure context', () => {
    const checks = connectionChecks({
      protocol: 'http:',
      isSecureContext: true,
      hostname: 'localhost',
    });
    expect(checks.map((c) => c.status)).toEqual(['fail', 'pass', 'warning']);
    expect(checks[2]?.message).toBe('Running on localhost (development)');
  });
});

describe('diagnosticChecks', () => {
  it('passes every check on a well-configured HTTPS site', () => {
    const checks = diagnosticChecks(facts());
    expect(summary(checks)).toEqual([
      ['HTTPS', 'pass', 'Site is served over HTTPS'],
      ['Secure Context', 'pass', 'Browser recognizes secure context'],
      ['SSL Certificate', 'pass', 'SSL certificate accepted by the browser'],
      ['HTTPS Redirect', 'pass', 'HSTS tells browsers to always use HTTPS for this site'],
      ['Mixed Content', 'pass', 'No insecure images, scripts, stylesheets or fonts found'],
      ['Content Security Policy', 'pass', 'Content Security Policy is set'],
      ['Strict Transport Security', 'pass', 'Strict Transport Security is set'],
      ['Service Worker', 'pass', 'Service worker scopes are served securely'],
    ]);
    expect(overallStatus(checks)).toBe('pass');
  });

  it('on plain HTTP cannot verify the redirect and has no certificate to judge', () => {
    const checks = diagnosticChecks(
      facts({
        protocol: 'http:',
        isSecureContext: false,
        policies: { cspMeta: true, hstsMeta: false, cspHeader: true, hstsHeader: false },
        serviceWorkerScopes: null,
      }),
    );
    expect(byName(checks, 'SSL Certificate')).toBeUndefined();
    expect(byName(checks, 'Service Worker')).toBeUndefined();
    expect(byName(checks, 'HTTPS Redirect')).toMatchObject({
      status: 'warning',
      message: 'Unable to verify redirect configuration',
    });
    expect(byName(checks, 'Strict Transport Security')).toMatchObject({
      status: 'warning',
      message: 'HSTS header missing (recommended)',
    });
    expect(overallStatus(checks)).toBe('critical');
  });

  it('over HTTPS without HSTS cannot verify the redirect either', () => {
    const checks = diagnosticChecks(
      facts({ policies: { cspMeta: true, hstsMeta: false, cspHeader: true, hstsHeader: false } }),
    );
    expect(byName(checks, 'HTTPS Redirect')?.message).toBe(
      'Unable to verify redirect configuration',
    );
    expect(overallStatus(checks)).toBe('warning');
  });

  it('counts an HSTS meta tag when the header could not be read', () => {
    const checks = diagnosticChecks(
      facts({ policies: { cspMeta: false, hstsMeta: true, cspHeader: null, hstsHeader: null } }),
    );
    expect(byName(checks, 'Strict Transport Security')?.status).toBe('pass');
    expect(byName(checks, 'Content Security Policy')).toMatchObject({
      status: 'warning',
      message: 'CSP header missing (recommended)',
    });
  });

  it('accepts a CSP from the meta tag alone', () => {
    const checks = diagnosticChecks(
      facts({ policies: { cspMeta: true, hstsMeta: false, cspHeader: false, hstsHeader: true } }),
    );
    expect(byName(checks, 'Content Security Policy')?.status).toBe('pass');
  });

  it('flags a secure page whose browser withholds the secure context as a certificate issue', () => {
    const checks = diagnosticChecks(facts({ isSecureContext: false }));
    expect(byName(checks, 'SSL Certificate')).toMatchObject({
      status: 'fail',
      message: 'SSL certificate issues detected',
      critical: true,
    });
  });

  it('leaves out the policy checks until they are read', () => {
    const checks = diagnosticChecks(facts({ policies: null, serviceWorkerScopes: null }));
    expect(checks.map((c) => c.name)).toEqual([
      'HTTPS',
      'Secure Context',
      'SSL Certificate',
      'Mixed Content',
    ]);
  });

  it('fails, without being critical, on mixed content', () => {
    const mixedContent = mixedContentSummary([
      { kind: 'image', url: 'http://cdn.example/a.png' },
      { kind: 'script', url: 'http://cdn.example/a.js' },
    ]);
    const checks = diagnosticChecks(facts({ mixedContent }));
    expect(byName(checks, 'Mixed Content')).toMatchObject({
      status: 'fail',
      message: '1 insecure image found; 1 insecure script found',
      critical: false,
    });
    expect(overallStatus(checks)).toBe('fail');
  });

  it('reports no service worker, and concerns for one scoped over plain HTTP', () => {
    expect(
      byName(diagnosticChecks(facts({ serviceWorkerScopes: [] })), 'Service Worker'),
    ).toMatchObject({
      status: 'pass',
      message: 'No service worker registered',
    });
    const concern = diagnosticChecks(facts({ serviceWorkerScopes: ['http://aurum.example/'] }));
    expect(byName(concern, 'Service Worker')).toMatchObject({
      status: 'fail',
      message: 'Service worker security concerns detected',
    });
    const local = diagnosticChecks(facts({ serviceWorkerScopes: ['http://localhost:3000/'] }));
    expect(byName(local, 'Service Worker')?.status).toBe('pass');
  });

  it('ends with the localhost note in development', () => {
    const checks = diagnosticChecks(
      facts({ protocol: 'http:', hostname: 'localhost', serviceWorkerScopes: [] }),
    );
    expect(checks.at(-1)).toMatchObject({
      name: 'Environment',
      status: 'warning',
      message: 'Running on localhost (development)',
    });
    expect(byName(checks, 'HTTPS Redirect')).toBeUndefined();
  });
});

describe('mixed content', () => {
  it('treats plain http:// from anywhere but this machine as insecure', () => {
    expect(isInsecureResourceUrl('http://cdn.example/a.png')).toBe(true);
    expect(isInsecureResourceUrl('https://cdn.example/a.png')).toBe(false);
    expect(isInsecureResourceUrl('http://localhost:3000/a.png')).toBe(false);
    expect(isInsecureResourceUrl('http://127.0.0.1/a.png')).toBe(false);
    expect(isInsecureResourceUrl('http://[::1]:8080/a.png')).toBe(false);
    expect(isInsecureResourceUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isInsecureResourceUrl('not a url')).toBe(false);
  });

  it("leaves a plain-HTTP page's own files to the HTTPS check", () => {
    const page = 'http://aurum.example';
    expect(isInsecureResourceUrl('http://aurum.example/assets/app.js', page)).toBe(false);
    expect(isInsecureResourceUrl('http://cdn.example/lib.js', page)).toBe(true);
    expect(
      mixedContentSummary(
        [
          { kind: 'script', url: 'http://aurum.example/assets/app.js' },
          { kind: 'script', url: 'http://cdn.example/lib.js' },
        ],
        page,
      ).issues,
    ).toEqual(['1 insecure script found']);
  });

  it('knows the local host names', () => {
    expect(['localhost', 'app.localhost', '127.0.0.2', '::1'].every(isLocalhost)).toBe(true);
    expect(isLocalhost('aurum.co.za')).toBe(false);
  });

  it('counts distinct insecure resources per kind, with plurals by rule (PRODUCT.md)', () => {
    const result = mixedContentSummary([
      { kind: 'image', url: 'http://cdn.example/a.png' },
      { kind: 'image', url: 'http://cdn.example/a.png' },
      { kind: 'image', url: 'http://cdn.example/b.png' },
      { kind: 'font', url: 'http://fonts.example/f.woff2' },
      { kind: 'stylesheet', url: 'http://cdn.example/s.css' },
      { kind: 'stylesheet', url: 'https://cdn.example/safe.css' },
      { kind: 'script', url: 'http://localhost:5173/dev.js' },
    ]);
    expect(result).toEqual({
      hasIssues: true,
      issues: ['2 insecure images found', '1 insecure stylesheet found', '1 insecure font found'],
      totalIssues: 4,
    });
    expect(mixedContentSummary([])).toEqual(clean);
  });

  it('words every kind, one and many', () => {
    expect(insecureResourcesMessage(3, 'script')).toBe('3 insecure scripts found');
    expect(insecureResourcesMessage(1, 'stylesheet')).toBe('1 insecure stylesheet found');
    expect(insecureResourcesMessage(2, 'font')).toBe('2 insecure fonts found');
    expect(insecureResourcesMessage(4, 'image')).toBe('4 insecure images found');
  });

  it('classifies resource entries by file name, else by initiator', () => {
    const kind = (name: string, initiatorType = 'other') => resourceKindOf({ name, initiatorType });
    expect(kind('http://x.example/f.woff2?v=2', 'css')).toBe('font');
    expect(kind('http://x.example/bg.webp', 'css')).toBe('image');
    expect(kind('http://x.example/app.css', 'link')).toBe('stylesheet');
    expect(kind('http://x.example/app.mjs', 'link')).toBe('script');
    expect(kind('http://x.example/pixel', 'img')).toBe('image');
    expect(kind('http://x.example/loader', 'script')).toBe('script');
    expect(kind('http://x.example/api/data', 'fetch')).toBeNull();
  });
});

describe('overallStatus', () => {
  it('ranks critical over fail over warning over pass, with the badge texts', () => {
    expect(overallStatus([check('warning'), check('fail'), check('fail', true)])).toBe('critical');
    expect(overallStatus([check('warning'), check('fail')])).toBe('fail');
    expect(overallStatus([check('pass'), check('warning')])).toBe('warning');
    expect(overallStatus([check('pass'), check('warning', true)])).toBe('warning');
    expect(overallStatus([check('pass')])).toBe('pass');
    expect(OVERALL_STATUS_LABELS).toEqual({
      pass: 'Secure',
      warning: 'Warnings',
      fail: 'Issues Found',
      critical: 'Critical Issues',
    });
  });
});

describe('compact status', () => {
  const flags = {
    httpsEnabled: true,
    validCertificate: true,
    noMixedContent: true,
    secureContext: true,
  };

  it('is secure with all four flags, a warning at 75 percent, insecure below', () => {
    expect(compactStatus(flags)).toBe('secure');
    expect(compactStatus({ ...flags, noMixedContent: false })).toBe('warning');
    expect(compactStatus({ ...flags, noMixedContent: false, httpsEnabled: false })).toBe(
      'insecure',
    );
    expect(
      compactStatus({
        httpsEnabled: false,
        validCertificate: false,
        noMixedContent: false,
        secureContext: false,
      }),
    ).toBe('insecure');
    expect(COMPACT_STATUS_LABELS).toEqual({
      secure: 'Secure',
      warning: 'Warning',
      insecure: 'Insecure',
    });
  });

  it('derives the flags from the connection and the mixed-content scan', () => {
    expect(
      compactSecurityFlags({
        protocol: 'http:',
        isSecureContext: true,
        hostname: 'localhost',
        mixedContent: clean,
      }),
    ).toEqual({
      httpsEnabled: false,
      validCertificate: false,
      noMixedContent: true,
      secureContext: true,
    });
    const https = compactSecurityFlags({
      protocol: 'https:',
      isSecureContext: true,
      hostname: 'aurum.co.za',
      mixedContent: { hasIssues: true, issues: ['1 insecure font found'], totalIssues: 1 },
    });
    expect(https).toEqual({
      httpsEnabled: true,
      validCertificate: true,
      noMixedContent: false,
      secureContext: true,
    });
    expect(compactStatus(https)).toBe('warning');
  });
});
