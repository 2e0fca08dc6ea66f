import {
  ADMIN_PROVIDER_MESSAGES as M,
  type AdminProvider,
  type ProviderValues,
} from '@aurum/shared/admin/providers-contract';
import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import { VALIDATION_MESSAGES } from '@aurum/shared/auth/auth-contract';
import type { z } from 'zod';
import type { providerAccountSchema } from '@aurum/shared/admin/providers-contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import {
  createConfirmedAccount,
  EmailTakenError,
  hashPassword,
  isCommonPassword,
} from '../auth/accounts.service';
import { isUniqueViolation } from '../../db/sql-helpers';
import { catalogueProviders as repo } from '../providers/providers.api';

type ProviderAccount = z.output<typeof providerAccountSchema>;

export const providerNotFound = () => new AppError('NOT_FOUND', M.notFound, 404);
const emailTaken = () =>
  new AppError('PROVIDER_EMAIL_TAKEN', M.emailTaken, 409, {
    errors: { contact_email: M.emailTaken },
  });
const badCategory = () =>
  new AppError('VALIDATION_ERROR', 'Choose a valid category', 400, {
    errors: { category_id: 'Choose a valid category' },
  });

/** Staff management of the provider catalogue (spec 02 section 3 with the marketplace fields). */
export class AdminProvidersService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  list(filters: repo.ProviderFilters): Promise<AdminProvider[]> {
    return repo.listProviders(this.db, filters);
  }

  async get(id: string): Promise<AdminProvider> {
    const provider = await repo.findProvider(this.db, id);
    if (!provider) throw providerNotFound();
    return provider;
  }

  async create(values: ProviderValues): Promise<AdminProvider> {
    const id = await this.write(async (tx, now) => {
      await this.checkCategory(tx, values.category_id);
      const inserted = await repo.insertProvider(tx, values, now);
      if (!inserted) throw emailTaken();
      return inserted;
    });
    return this.get(id);
  }

  async update(id: string, changes: Partial<ProviderValues>): Promise<AdminProvider> {
    await this.write(async (tx, now) => {
      await this.checkCategory(tx, changes.category_id);
      if (changes.contact_email && (await repo.contactEmailTaken(tx, changes.contact_email, id))) {
        throw emailTaken();
      }
      if (!(await repo.updateProvider(tx, id, changes, now))) throw providerNotFound();
    });
    return this.get(id);
  }

  /** A deactivated provider is no longer matched, offered or listed to members. */
  setActive(id: string, isActive: boolean) {
    return this.update(id, { is_active: isActive });
  }

  /** A confirmed sign-in with role provider, linked to the provider, in one transaction. */
  async createAccount(id: string, input: ProviderAccount, staffId: string) {
    if (isCommonPassword(input.password)) {
      throw new AppError('AUTH_WEAK_PASSWORD', AUTH_ERRORS.AUTH_WEAK_PASSWORD, 400, {
        errors: { password: VALIDATION_MESSAGES.passwordCommon },
      });
    }
    const passwordHash = await hashPassword(input.password);
    const now = this.clock.now();
    await this.db
      .transaction(async (tx) => {
        const provider = await repo.lockProvider(tx, id);
        if (!provider) throw providerNotFound();
        if (provider.userId) throw new AppError('PROVIDER_HAS_ACCOUNT', M.hasAccount, 409);
        const user = await createConfirmedAccount(
          tx,
          { email: input.email, passwordHash, name: input.name, role: 'provider', now },
          { event: 'provider_account_created', details: { providerId: id, by: staffId } },
        );
        await repo.linkAccount(tx, id, user.id, now);
      })
      .catch((error: unknown) => {
        if (error instanceof EmailTakenError) {
          throw new AppError('EMAIL_TAKEN', M.accountEmailTaken, 409, {
            errors: { email: M.accountEmailTaken },
          });
        }
        throw error;
      });
    return this.get(id);
  }

  private async checkCategory(tx: Executor, categoryId: string | null | undefined) {
    if (categoryId && !(await repo.categoryExists(tx, categoryId))) throw badCategory();
  }

  /** One transaction; a contact e-mail taken concurrently (unique index) is a 409 too. */
  private async write<T>(work: (tx: Executor, now: Date) => Promise<T>): Promise<T> {
    const now = this.clock.now();
    try {
      return await this.db.transaction((tx) => work(tx, now));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }
}
