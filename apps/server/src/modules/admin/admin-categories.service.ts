import {
  ADMIN_CATEGORY_MESSAGES as M,
  type AdminCategory,
  type CategoryValues,
} from '@aurum/shared/admin/categories-contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../../db/sql-helpers';
import { catalogueCategories as repo } from '../providers/providers.api';

export const categoryNotFound = () => new AppError('NOT_FOUND', M.notFound, 404);
const nameTaken = () =>
  new AppError('CATEGORY_NAME_TAKEN', M.nameTaken, 409, { errors: { name: M.nameTaken } });

/** Staff management of the service categories (spec 02 section 3). */
export class AdminCategoriesService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  list(): Promise<AdminCategory[]> {
    return repo.listCategories(this.db);
  }

  async get(id: string): Promise<AdminCategory> {
    const [category] = await repo.listCategories(this.db, id);
    if (!category) throw categoryNotFound();
    return category;
  }

  async create(values: CategoryValues): Promise<AdminCategory> {
    if (await repo.categoryNameTaken(this.db, values.name)) throw nameTaken();
    const id = await repo.insertCategory(this.db, values, this.clock.now());
    if (!id) throw nameTaken();
    return this.get(id);
  }

  async update(id: string, changes: Partial<CategoryValues>): Promise<AdminCategory> {
    if (changes.name && (await repo.categoryNameTaken(this.db, changes.name, id))) {
      throw nameTaken();
    }
    const found = await repo.updateCategory(this.db, id, changes).catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
    if (!found) throw categoryNotFound();
    return this.get(id);
  }
}
