import type { ConnectionFacts } from '@aurum/shared/ui-rules/security-diagnostics';

/** What the browser itself says about this page's connection; nothing is assumed. */
export function readConnection(): ConnectionFacts {
  return {
    protocol: window.location.protocol,
    isSecureContext: window.isSecureContext,
    hostname: window.location.hostname,
  };
}

export const isServedOverHttps = () => window.location.protocol === 'https:';
