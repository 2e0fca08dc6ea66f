import { SealedBox } from '../platform/crypto/sealed-box';
import { enrolTotpWithSecret } from '../modules/auth/accounts.service';
import type { TestApp } from './test-app';

/** A fixed authenticator secret for tests (base32, 160 bits). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Gives an account an authenticator app that is on (as the staff CLI's --totp-secret does): staff
 * need one before the console opens (ADR 052).
 */
export async function giveTotp(t: TestApp, userId: string, secret = TEST_TOTP_SECRET) {
  const box = new SealedBox(t.config.DATA_ENCRYPTION_KEY);
  await t.db.transaction((tx) =>
    enrolTotpWithSecret(tx, box, { userId, secret, now: t.clock.now(), by: 'test' }),
  );
}
