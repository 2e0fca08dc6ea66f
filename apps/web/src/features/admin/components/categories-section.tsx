import type { AdminCategory } from '@aurum/shared/admin/categories-contract';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAdminCategories } from '../api/manage-categories';
import { ActiveBadge } from './admin-badges';
import { CategoryFormDialog } from './category-form-dialog';
import { CategoryIcon } from '../../../components/category-icon';
import { plural } from '@aurum/shared/format/words';

/** Categories: all of them, with their providers, to add and edit. */
export function CategoriesSection() {
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<{ category: AdminCategory | null } | null>(null);
  return (
    <div>
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ category: null })}>
          <Plus aria-hidden="true" className="size-4" />
          New category
        </Button>
      </div>
      <div className="mt-5">
        {categories.isPending ? (
          <p role="status" className="py-10 text-center text-zinc-400">
            Loading categories...
          </p>
        ) : categories.isError ? (
          <p className="py-10 text-center text-red-300">The categories could not be loaded.</p>
        ) : categories.data.length === 0 ? (
          <p className="py-10 text-center text-zinc-400">No categories yet.</p>
        ) : (
          <ul aria-label="Categories" className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
            {categories.data.map((category) => (
              <li
                key={category.id}
                className="flex items-start gap-3 rounded-xl border border-ink-600 bg-ink-800/60 p-4"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-gold-500/40 bg-gold-500/10 text-gold-300">
                  <CategoryIcon name={category.icon} className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-zinc-50">{category.name}</span>
                    <ActiveBadge active={category.is_active} />
                  </div>
                  <p className="mt-1 text-sm text-zinc-400">
                    {category.description || 'No description'}
                  </p>
                  <p className="mt-1 text-xs text-zinc-500">
                    {plural(category.provider_count, 'provider')}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing({ category })}
                  aria-label={`Edit ${category.name}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <CategoryFormDialog
        open={editing !== null}
        category={editing?.category ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </div>
  );
}
