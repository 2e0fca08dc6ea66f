import { expect, type Page } from '@playwright/test';
import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
// @ts-expect-error plain ESM module shared with the server launcher
import { STAFF } from './staff.mjs';

const PERIOD_MS = 30_000;
const staffApp = new TOTP({
  secret: Secret.fromBase32(STAFF.totpSecret as string),
  digits: 6,
  period: 30,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The code of the authenticator app for a time step. */
export const codeForStep = (totp: TOTP, step: number) =>
  totp.generate({ timestamp: step * PERIOD_MS + 1 });

/** A lock older than this was left by a killed run: it is taken over. */
const STALE_LOCK_MS = 60_000;

async function takeLock(lock: string) {
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      return;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { force: true });
      } catch {
        // Released meanwhile.
      }
      await sleep(100);
    }
  }
}

/**
 * Uses a staff code the server has not seen yet. The server takes each 30 s step once and only
 * steps after the last one it took (a replay is refused), with one step of drift; so a code is
 * handed out and answered under one lock shared by the test workers (a file per server): a code
 * handed out earlier but answered later than another would be refused as a replay. A second
 * sign-in in the same step uses the next step's code, and a third waits.
 */
export async function withFreshStaffCode<T>(
  baseURL: string,
  use: (code: string) => Promise<T>,
): Promise<T> {
  const key = baseURL.replace(/\W+/g, '_');
  const state = path.join(tmpdir(), `aurum-e2e-staff-step${key}`);
  const lock = `${state}.lock`;
  await takeLock(lock);
  try {
    let last = -1;
    try {
      last = Number(readFileSync(state, 'utf8')) || -1;
    } catch {
      // The first code of this run.
    }
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(current, last + 1);
    // The server takes a code up to one step ahead: further ahead, wait for the step before it.
    if (step > current + 1) await sleep((step - 1) * PERIOD_MS + 1000 - Date.now());
    writeFileSync(state, String(step));
    return await use(codeForStep(staffApp, step));
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Answers the sign-in's code step for the staff account, typed like a person. */
export async function answerStaffCode(page: Page) {
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  const baseURL = new URL(page.url()).origin;
  await withFreshStaffCode(baseURL, async (code) => {
    await field.pressSequentially(code, { delay: 30 });
    const answered = page.waitForResponse((answer) =>
      answer.url().includes('/auth/v1/factors/verify'),
    );
    await page.getByRole('button', { name: 'Verify' }).click();
    await answered;
  });
}

/** Signs the staff account in at /auth (password, then the authenticator code) and opens /admin. */
export async function signInAsStaff(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await answerStaffCode(page);
  await expect(page).toHaveURL(/\/admin/);
}
