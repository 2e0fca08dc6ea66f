import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, confirmedMember, GOOD_PASSWORD, signIn, uniqueEmail } from '../test/auth-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../test/test-app';
import { TEST_TOTP_SECRET } from '../test/two-factor-fixtures';
import { totpCodeAt } from '../modules/auth/totp';
import { SealedBox } from '../platform/crypto/sealed-box';
import { runCreateStaff } from './create-staff';
import { createStaffAccount } from './staff-account';

describe.each(databaseKinds)('npm run staff:create on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Runs the command line against the test database, capturing what it prints. */
  async function run(args: string[], env: NodeJS.ProcessEnv = {}) {
    const out: string[] = [];
    const err: string[] = [];
    let opened = false;
    const code = await runCreateStaff(
      args,
      async () => {
        opened = true;
        return t.db;
      },
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      env,
      () => new SealedBox(t.config.DATA_ENCRYPTION_KEY),
    );
    return { code, out: out.join('\n'), err: err.join('\n'), opened };
  }

  /** Signs in (with the authenticator code when asked) and opens the console: its status. */
  const consoleStatus = async (email: string, password = GOOD_PASSWORD) => {
    let session = await signIn(t, email, password);
    expect(session.statusCode).toBe(200);
    if (session.json().mfa_required) {
      t.clock.advance(30);
      session = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/factors/verify',
        payload: {
          mfa_token: session.json().mfa_token,
          type: 'totp',
          code: totpCodeAt(TEST_TOTP_SECRET, t.clock.now()),
        },
      });
      expect(session.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/requests',
      headers: bearer(session.json()),
    });
    return res.statusCode;
  };

  it('creates a confirmed staff account that can open the staff console', async () => {
    const email = uniqueEmail('lead');
    const result = await run([
      '--email',
      email.toUpperCase(),
      '--password',
      GOOD_PASSWORD,
      '--name',
      'Lead Concierge',
      '--totp-secret',
      TEST_TOTP_SECRET,
    ]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Authenticator app turned on');
    expect(result.out).toMatch(
      new RegExp(`^Created staff account ${email} \\(id [0-9a-f-]{36}\\)`),
    );
    expect(await consoleStatus(email)).toBe(200);
  });

  it('takes the password from AURUM_STAFF_PASSWORD when --password is left out', async () => {
    const email = uniqueEmail('lead');
    const result = await run(['--email', email, '--name', 'Night Desk'], {
      AURUM_STAFF_PASSWORD: GOOD_PASSWORD,
      AURUM_STAFF_TOTP_SECRET: TEST_TOTP_SECRET,
    });
    expect(result.code).toBe(0);
    expect(await consoleStatus(email)).toBe(200);
  });

  it('refuses an existing e-mail, and with --promote makes that account staff', async () => {
    const member = await confirmedMember(t);
    expect(await consoleStatus(member.email)).toBe(403);
    const refused = await run([
      '--email',
      member.email,
      '--password',
      GOOD_PASSWORD,
      '--name',
      'Someone Else',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `An account with ${member.email} already exists. Add --promote to make it staff.`,
    );

    const promoted = await run(['--email', member.email, '--promote']);
    expect(promoted.code).toBe(0);
    expect(promoted.out).toContain(`Promoted to staff ${member.email}`);
    // Staff without a second factor: the console stays shut until they set one up (ADR 052).
    expect(await consoleStatus(member.email)).toBe(403);
    await run(['--email', member.email, '--promote', '--totp-secret', TEST_TOTP_SECRET]);
    expect(await consoleStatus(member.email)).toBe(200);
    expect((await run(['--email', member.email, '--promote'])).out).toContain('Already staff');
  });

  it.each([
    [
      ['--email', 'not-an-email', '--password', GOOD_PASSWORD, '--name', 'Lead'],
      '--email: Please enter a valid email address',
    ],
    [
      ['--email', 'a@b.co', '--password', 'short', '--name', 'Lead'],
      '--password: Password must be at least 8 characters long',
    ],
    [
      ['--email', 'a@b.co', '--password', 'Password123!', '--name', 'Lead'],
      '--password: This password is too common',
    ],
    [['--email', 'a@b.co', '--password', GOOD_PASSWORD], '--name: Name is required'],
    [
      ['--email', 'a@b.co', '--password', GOOD_PASSWORD, '--name', 'L3ad'],
      '--name: Name can only contain',
    ],
    [['--email', 'a@b.co', '--bogus'], "Unknown option '--bogus'"],
    [['--email', 'a@b.co', '--promote', '--totp-secret', 'short'], '--totp-secret: must be base32'],
  ])('exits with 1 and says why for %j, before opening the database', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.opened).toBe(false);
  });

  it('prints the usage for --help', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('npm run staff:create -- --email');
  });

  it('creates an account with --promote when the e-mail is new (password and name required)', async () => {
    const email = uniqueEmail('lead');
    const missing = await createStaffAccount(t.db, { email, promote: true });
    expect(missing).toMatchObject({ ok: false });
    const created = await createStaffAccount(t.db, {
      email,
      password: GOOD_PASSWORD,
      name: 'Weekend Desk',
      promote: true,
    });
    expect(created).toMatchObject({ ok: true, action: 'created', email });
  });
});
