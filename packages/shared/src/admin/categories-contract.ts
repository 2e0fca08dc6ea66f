import { z } from 'zod';
import {
  CATEGORY_ICONS,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_DESCRIPTION_MAX_LENGTH,
} from './categories-rules';

export * from './categories-rules';

export interface AdminCategory {
  id: string;
  name: string;
  description: string;
  icon: string;
  is_active: boolean;
  /** Providers filed under the category. */
  provider_count: number;
  created_at: string;
}

const categoryFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(CATEGORY_NAME_MAX_LENGTH, `Name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(
      CATEGORY_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${CATEGORY_DESCRIPTION_MAX_LENGTH} characters`,
    ),
  icon: z.enum(CATEGORY_ICONS, { error: 'Choose one of the listed icons' }),
  is_active: z.boolean({ error: 'Active must be true or false' }),
};

/** POST /api/admin/categories. */
export const categoryInputSchema = z.object({
  ...categoryFields,
  description: categoryFields.description.default(''),
  icon: categoryFields.icon.default('home'),
  is_active: categoryFields.is_active.default(true),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;

/** PATCH /api/admin/categories/:id. */
export const categoryPatchSchema = z
  .object(categoryFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one field');
export type CategoryPatch = z.input<typeof categoryPatchSchema>;

export const ADMIN_CATEGORY_MESSAGES = {
  nameTaken: 'A category with this name already exists.',
  notFound: 'Category not found',
} as const;
