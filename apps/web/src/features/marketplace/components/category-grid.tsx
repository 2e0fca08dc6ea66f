import type { MarketplaceCategory } from '@aurum/shared/marketplace/marketplace-rules';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { CategoryIcon } from '../../../components/category-icon';
import { plural } from '@aurum/shared/format/words';

export interface CategoryGridProps {
  categories: MarketplaceCategory[] | undefined;
  loading: boolean;
  selected: string;
  /** Called with the category's name, or '' when the selected card is chosen again. */
  onSelect: (name: string) => void;
}

/** The category cards; choosing the selected card again clears the choice. */
export function CategoryGrid({ categories, loading, selected, onSelect }: CategoryGridProps) {
  if (loading) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  if (!categories?.length) return null;
  return (
    <ul
      aria-label="Service categories"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
      {categories.map((category) => {
        const isSelected = category.name === selected;
        return (
          <li key={category.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(isSelected ? '' : category.name)}
              className={cn(
                'relative flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-xl border p-3 text-left transition-colors sm:p-4',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
                isSelected
                  ? 'border-gold-400 bg-gold-500/15'
                  : 'border-ink-600 bg-ink-800/60 hover:border-gold-500/50',
              )}
            >
              <span className="flex w-full items-start justify-between gap-2">
                <span className="flex size-9 items-center justify-center rounded-lg border border-gold-500/40 bg-gold-500/10 text-gold-300">
                  <CategoryIcon name={category.icon} className="size-4" />
                </span>
                {isSelected && (
                  <Badge>
                    <Check aria-hidden="true" />
                    Selected
                  </Badge>
                )}
              </span>
              <span className="text-sm font-semibold text-zinc-50">{category.name}</span>
              <span className="text-xs text-zinc-400">
                {plural(category.provider_count, 'provider')}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
