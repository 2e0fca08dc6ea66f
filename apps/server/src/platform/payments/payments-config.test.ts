import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aurum-payments-config-')) });
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-that-is-long-enough-0123',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('payment settings', () => {
  it('uses the sandbox checkout outside production, and not in production unless asked', () => {
    expect(loadConfig(base()).PAYMENTS_SANDBOX).toBe(true);
    expect(loadConfig({ ...base(), ...production }).PAYMENTS_SANDBOX).toBe(false);
    expect(
      loadConfig({ ...base(), ...production, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX,
    ).toBe(true);
  });

  it('takes both Paystack keys of one mode, with Paystack’s API by default', () => {
    const config = loadConfig({
      ...base(),
      PAYSTACK_SECRET_KEY: 'sk_live_abc123',
      PAYSTACK_PUBLIC_KEY: 'pk_live_def456',
    });
    expect(config.PAYSTACK_API_URL).toBe('https://api.paystack.co');
    expect(config.PAYSTACK_TIMEOUT_MS).toBe(10_000);
  });

  it.each([
    [{ PAYSTACK_SECRET_KEY: 'sk_test_abc' }, /set both/],
    [{ PAYSTACK_SECRET_KEY: 'sk_live_abc', PAYSTACK_PUBLIC_KEY: 'pk_test_abc' }, /same mode/],
    [{ PAYSTACK_SECRET_KEY: 'pk_test_abc', PAYSTACK_PUBLIC_KEY: 'pk_test_abc' }, /secret key/],
  ])('refuses %j', (env, problem) => {
    expect(problemsOf(env).join('\n')).toMatch(problem);
  });
});
