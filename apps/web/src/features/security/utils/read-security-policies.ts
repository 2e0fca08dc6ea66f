import type { SecurityPolicyFacts } from '@aurum/shared/ui-rules/security-diagnostics';

const hasMeta = (doc: Document, httpEquiv: string) =>
  doc.querySelector(`meta[http-equiv="${httpEquiv}" i]`) !== null;

/**
 * The page's CSP and HSTS, from its meta tags and from the headers the server sends for its own URL
 * (scripts cannot read the headers the document itself arrived with, so the page asks again).
 * Headers stay null when that request fails, e.g. offline.
 */
export async function readSecurityPolicies(doc: Document = document): Promise<SecurityPolicyFacts> {
  const meta = {
    cspMeta: hasMeta(doc, 'Content-Security-Policy'),
    hstsMeta: hasMeta(doc, 'Strict-Transport-Security'),
  };
  try {
    const response = await fetch(doc.location.href, {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    void response.body?.cancel();
    return {
      ...meta,
      cspHeader: response.headers.has('content-security-policy'),
      hstsHeader: response.headers.has('strict-transport-security'),
    };
  } catch {
    return { ...meta, cspHeader: null, hstsHeader: null };
  }
}
