import type { FactorType, MfaChallenge } from '@aurum/shared/auth/two-factor-rules';
import type { Database, Executor } from '../../db/client';
import type { FirstStep, PendingSignIns } from './pending-sign-ins';
import * as repo from './two-factor.repo';

/**
 * One kind of second factor an account may have. TOTP is built in; passkeys add a 'webauthn'
 * source (`SecondFactors.add`), and every place that asks "has this account a factor?" (the
 * sign-in challenge, the reset, the staff gate, the staff reset) hears of them at once.
 */
export interface FactorSource {
  type: FactorType;
  /** Whether the account has this factor turned on. */
  has(db: Executor, userId: string): Promise<boolean>;
  /** Removes all of the account's factors of this kind (staff reset); inside the caller's tx. */
  removeAll(tx: Executor, userId: string): Promise<void>;
}

const totpSource: FactorSource = {
  type: 'totp',
  has: async (db, userId) => Boolean((await repo.findTotp(db, userId))?.confirmedAt),
  removeAll: async (tx, userId) => {
    await repo.deleteTotp(tx, userId);
  },
};

/** The account's second factors, and the MFA challenge a first step answers with them. */
export class SecondFactors {
  private sources: FactorSource[] = [totpSource];

  constructor(
    private db: Database,
    private pending: PendingSignIns,
  ) {}

  /** Adds a kind of factor (passkeys: `{ type: 'webauthn', ... }`). */
  add(source: FactorSource) {
    this.sources.push(source);
  }

  /** The factors a challenge offers: each kind that is on, then recovery codes if any are left. */
  async typesOf(userId: string, db: Executor = this.db): Promise<FactorType[]> {
    const types: FactorType[] = [];
    for (const source of this.sources) if (await source.has(db, userId)) types.push(source.type);
    if (types.length > 0 && (await repo.countUnusedRecoveryCodes(db, userId)) > 0) {
      types.push('recovery_code');
    }
    return types;
  }

  async hasAny(userId: string, db: Executor = this.db) {
    for (const source of this.sources) if (await source.has(db, userId)) return true;
    return false;
  }

  /** Removes every factor and the recovery codes (staff reset after an identity check). */
  async removeAll(tx: Executor, userId: string) {
    for (const source of this.sources) await source.removeAll(tx, userId);
    await repo.deleteRecoveryCodes(tx, userId);
  }

  /**
   * After a first step (password, reset link): an MFA challenge when the account has a second
   * factor, null when the session may open at once.
   */
  async challengeFor(
    userId: string,
    firstStep: FirstStep,
    now: Date,
  ): Promise<MfaChallenge | null> {
    const types = await this.typesOf(userId);
    if (types.length === 0) return null;
    const opened = await this.pending.open(userId, firstStep, now);
    return { mfa_required: true, ...opened, factors: types.map((type) => ({ type })) };
  }
}
