import {
  AVAILABILITY_FILTERS,
  PRICE_RANGES,
  type AvailabilityFilter,
  type MarketplaceCategory,
  type PriceRange,
} from '@aurum/shared/marketplace/marketplace-rules';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useDraftText, useDraftValue } from '../hooks/use-draft-value';
import type { MarketplaceChanges } from '../hooks/use-marketplace-params';
import type { BrowseFilters } from '../utils/browse-params';

export interface FilterPanelProps {
  id: string;
  filters: BrowseFilters;
  categories: MarketplaceCategory[];
  onChange: (changes: MarketplaceChanges, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

const ratingText = (rating: number) => (rating === 0 ? 'Any rating' : `${rating} stars and up`);

/** Category, location, price range, minimum rating and availability (spec 02 section 2). */
export function FilterPanel({ id, filters, categories, onChange, onClear }: FilterPanelProps) {
  const ratingId = useId();
  const [location, setLocation] = useDraftText(filters.location, (text) =>
    onChange({ location: text }, { replace: true }),
  );
  // The slider owns its position too: held arrow keys move it at once, the address follows.
  const [rating, setRating] = useDraftValue(filters.rating, (value) =>
    onChange({ rating: value }, { replace: true }),
  );
  return (
    <section
      id={id}
      aria-label="Filters"
      className="rounded-2xl border border-gold-500/20 bg-ink-800/60 p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ControlField label="Category">
          {(control) => (
            <Select
              {...control}
              value={filters.category}
              onChange={(event) => onChange({ category: event.target.value })}
            >
              <option value="">All categories</option>
              {categories.map((category) => (
                <option key={category.id} value={category.name}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </ControlField>
        <ControlField label="Location">
          {(control) => (
            <Input
              {...control}
              value={location}
              placeholder="e.g. Sandton, Cape Town"
              maxLength={80}
              onChange={(event) => setLocation(event.target.value)}
            />
          )}
        </ControlField>
        <ControlField label="Price range">
          {(control) => (
            <Select
              {...control}
              value={filters.price}
              onChange={(event) => onChange({ price: event.target.value as PriceRange | '' })}
            >
              <option value="">Any price</option>
              {Object.entries(PRICE_RANGES).map(([value, range]) => (
                <option key={value} value={value}>
                  {range.label}
                </option>
              ))}
            </Select>
          )}
        </ControlField>
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={ratingId}>Minimum rating</Label>
            <span aria-hidden="true" className="text-sm font-semibold text-gold-300">
              {ratingText(rating)}
            </span>
          </div>
          <input
            id={ratingId}
            type="range"
            min={0}
            max={5}
            step={0.5}
            value={rating}
            aria-valuetext={ratingText(rating)}
            onChange={(event) => setRating(Number(event.target.value))}
            className="h-11 w-full cursor-pointer accent-gold-500"
          />
        </div>
        <ControlField label="Availability">
          {(control) => (
            <Select
              {...control}
              value={filters.availability}
              onChange={(event) =>
                onChange({ availability: event.target.value as AvailabilityFilter | '' })
              }
            >
              <option value="">Any time</option>
              {Object.entries(AVAILABILITY_FILTERS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </ControlField>
        <div className="flex items-end">
          <Button variant="ghost" className="w-full sm:w-auto" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      </div>
    </section>
  );
}
