import { useCallback, useEffect, useRef, useState } from 'react';
import {
  runDiagnostics,
  runQuickDiagnostics,
  type DiagnosticsReport,
} from '../utils/run-diagnostics';

/**
 * The full diagnostics: what the page knows at once on the first render, then every check.
 * `checking` is true while a run is under way; `recheck` starts another.
 */
export function useSecurityDiagnostics() {
  const [report, setReport] = useState<DiagnosticsReport>(runQuickDiagnostics);
  const [checking, setChecking] = useState(true);
  const latestRun = useRef(0);

  const run = useCallback(async () => {
    const id = ++latestRun.current;
    const next = await runDiagnostics();
    // A newer run (or an unmount) supersedes this one.
    if (id !== latestRun.current) return;
    setReport(next);
    setChecking(false);
  }, []);

  useEffect(() => {
    void run();
    return () => {
      latestRun.current += 1;
    };
  }, [run]);

  const recheck = useCallback(() => {
    setChecking(true);
    return run();
  }, [run]);

  return { report, checking, recheck };
}
