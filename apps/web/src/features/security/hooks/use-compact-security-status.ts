import { SECURITY_STATUS_RECHECK_MS } from '@aurum/shared/ui-rules/security-diagnostics';
import { useEffect, useState } from 'react';
import { runCompactStatus, type CompactReport } from '../utils/run-diagnostics';

/** The compact status, re-checked every 10 seconds while shown (spec 01 section 9). */
export function useCompactSecurityStatus(): CompactReport {
  const [report, setReport] = useState<CompactReport>(runCompactStatus);
  useEffect(() => {
    const timer = window.setInterval(
      () => setReport(runCompactStatus()),
      SECURITY_STATUS_RECHECK_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return report;
}
