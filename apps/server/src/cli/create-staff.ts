import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { type SealedBox, sealedBoxOf } from '../platform/crypto/sealed-box';
import { ConfigError, loadConfig } from '../platform/config';
import { createStaffAccount, staffInputProblems } from './staff-account';

export const USAGE = `Creates an Aurum staff account (the staff console is at /admin).

Usage:
  npm run staff:create -- --email lead@example.co.za --password '<password>' --name 'Lead Concierge'
  npm run staff:create -- --email member@example.co.za --promote

Options:
  --email      the account's e-mail (required)
  --password   8-128 characters with upper and lower case, a number and a special character;
               or set AURUM_STAFF_PASSWORD instead, to keep it out of the shell history
  --name       the staff member's name (required for a new account)
  --promote    make an existing account staff instead of refusing its e-mail
  --totp-secret  a base32 authenticator secret (at least 128 bits) to turn on for the account at
               once; or set AURUM_STAFF_TOTP_SECRET. Staff need a second factor before the
               console opens; without this option they set one up at /admin after signing in
  --help       show this text

The database is the one the server uses (DATABASE_URL, else the embedded one in DATA_DIR).
With the embedded database, stop the server first: only one process may open it.`;

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * The command line: parses the arguments, runs createStaffAccount against `db` and reports.
 * Answers the process exit code (0 done, 1 bad input or refused).
 */
export async function runCreateStaff(
  argv: string[],
  db: () => Promise<Database>,
  io: CliOutput,
  env: NodeJS.ProcessEnv = {},
  /** Seals a --totp-secret (ADR 048); built from the configuration's data encryption key. */
  box?: () => SealedBox,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        promote: { type: 'boolean', default: false },
        'totp-secret': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 1;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const input = {
    email: values.email,
    password: values.password ?? env.AURUM_STAFF_PASSWORD,
    name: values.name,
    promote: values.promote,
    totpSecret: values['totp-secret'] ?? env.AURUM_STAFF_TOTP_SECRET,
  };
  const refuse = (problems: string[]) => {
    for (const problem of problems) io.err(`Error: ${problem}`);
    io.err('Run with --help for usage.');
    return 1;
  };
  const problems = staffInputProblems(input);
  if (problems.length > 0) return refuse(problems);
  const result = await createStaffAccount(await db(), input, new Date(), box?.());
  if (!result.ok) return refuse(result.problems);
  const what = {
    created: 'Created staff account',
    promoted: 'Promoted to staff',
    unchanged: 'Already staff, nothing changed:',
  }[result.action];
  io.out(`${what} ${result.email} (id ${result.userId}). Sign in at /auth, then open /admin.`);
  if (input.totpSecret) io.out('Authenticator app turned on with the given secret.');
  return 0;
}

/** Opens the database as main.ts does; a relative DATA_DIR means the directory npm ran in. */
async function main() {
  const env = { ...process.env };
  const base = env.INIT_CWD ?? process.cwd();
  env.DATA_DIR = path.resolve(base, env.DATA_DIR || './data');
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const io: CliOutput = { out: console.log, err: console.error };
  try {
    const code = await runCreateStaff(
      process.argv.slice(2),
      async () => {
        const config = loadConfig(env);
        handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
        await handle.migrate();
        return handle.db;
      },
      io,
      env,
      () => sealedBoxOf(loadConfig(env)),
    );
    process.exitCode = code;
  } catch (error) {
    io.err(
      error instanceof ConfigError
        ? `Aurum configuration is not valid.\n${error.message}`
        : `Could not create the staff account: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
