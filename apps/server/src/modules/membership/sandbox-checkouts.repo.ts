import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxCheckouts } from '../../db/schema/membership';

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;

export async function insertCheckout(
  db: Executor,
  checkout: Omit<SandboxCheckout, 'status' | 'decidedAt'>,
) {
  await db.insert(sandboxCheckouts).values(checkout);
}

export async function findByAccessCode(db: Executor, accessCode: string) {
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.accessCode, accessCode));
  return row ?? null;
}

export async function findByReference(db: Executor, reference: string) {
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.reference, reference));
  return row ?? null;
}

/** Pay or Decline, once: only an open checkout changes; null when it was already decided. */
export async function decide(
  db: Executor,
  accessCode: string,
  status: 'success' | 'failed',
  now: Date,
) {
  const [row] = await db
    .update(sandboxCheckouts)
    .set({ status, decidedAt: now })
    .where(and(eq(sandboxCheckouts.accessCode, accessCode), eq(sandboxCheckouts.status, 'open')))
    .returning();
  return row ?? null;
}
