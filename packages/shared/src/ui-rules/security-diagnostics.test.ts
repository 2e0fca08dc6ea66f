import { describe, expect, it } from 'vitest';
import { connectionChecks, overallStatus, type DiagnosticCheck } from './security-diagnostics';

const check = (status: DiagnosticCheck['status'], critical = false): DiagnosticCheck => ({
  name: 'x',
  status,
  message: 'm',
  critical,
});

describe('connectionChecks', () => {
  it('fails HTTPS and secure context on a plain HTTP public host', () => {
    const checks = connectionChecks({
      protocol: 'http:',
      isSecureContext: false,
      hostname: 'aurum.example',
    });
    expect(checks.map((c) => [c.status, c.message])).toEqual([
      ['fail', 'Site is NOT served over HTTPS'],
      ['fail', 'Browser does NOT recognize secure context'],
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

  it('passes over HTTPS', () => {
    const checks = connectionChecks({
      protocol: 'https:',
      isSecureContext: true,
      hostname: 'a.za',
    });
    expect(overallStatus(checks)).toBe('pass');
  });
});

describe('overallStatus', () => {
  it('ranks critical over fail over warning over pass', () => {
    expect(overallStatus([check('warning'), check('fail'), check('fail', true)])).toBe('critical');
    expect(overallStatus([check('warning'), check('fail')])).toBe('fail');
    expect(overallStatus([check('pass'), check('warning')])).toBe('warning');
    expect(overallStatus([check('pass')])).toBe('pass');
  });
});
