import { REQUEST_FILTERS, type RequestFilter } from '@aurum/shared/requests/request-status';
import { cn } from '../../../lib/cn';
import { FILTER_LABELS } from '../utils/request-display';

/** All Requests, Pending, Confirmed, Declined: toggle buttons, the current one pressed. */
export function StatusFilterButtons({
  value,
  onChange,
}: {
  value: RequestFilter;
  onChange: (filter: RequestFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter requests"
      className="flex w-full gap-1 overflow-x-auto rounded-full border border-ink-600 bg-ink-900/70 p-1 sm:inline-flex sm:w-auto"
    >
      {REQUEST_FILTERS.map((filter) => {
        const pressed = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter)}
            className={cn(
              'h-9 flex-auto cursor-pointer rounded-full px-1.5 text-xs font-semibold whitespace-nowrap transition-colors sm:px-4 sm:text-sm',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
              pressed
                ? 'bg-gold-500 text-ink-950'
                : 'text-zinc-200 hover:bg-white/5 hover:text-gold-300',
            )}
          >
            {FILTER_LABELS[filter]}
          </button>
        );
      })}
    </div>
  );
}
