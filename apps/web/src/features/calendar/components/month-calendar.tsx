import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import {
  fullDate,
  monthGrid,
  monthTitle,
  shiftDay,
  weekdayNames,
  type GridDay,
  type IsoDate,
  type MonthKey,
} from '../utils/calendar-dates';

const WEEKDAYS = weekdayNames();

const KEY_STEPS: Partial<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

export interface MonthCalendarProps {
  month: MonthKey;
  selected: IsoDate;
  today: IsoDate;
  /** Days that hold at least one entry get a dot. */
  busyDates: ReadonlySet<IsoDate>;
  onSelect: (date: IsoDate) => void;
  onMonthChange: (delta: number) => void;
}

/**
 * The month grid, Sunday to Saturday. The selected day is the one tab stop; arrow keys move the
 * selection by a day or a week, PageUp and PageDown by a month.
 */
export function MonthCalendar({
  month,
  selected,
  today,
  busyDates,
  onSelect,
  onMonthChange,
}: MonthCalendarProps) {
  const id = useId();
  const weeks = useMemo(() => monthGrid(month), [month]);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusSelected = useRef(false);

  useEffect(() => {
    if (!focusSelected.current) return;
    focusSelected.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: IsoDate) => {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusSelected.current = true;
      onSelect(shiftDay(date, step));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      focusSelected.current = true;
      onMonthChange(event.key === 'PageUp' ? -1 : 1);
    }
  };

  const dayButton = (day: GridDay) => {
    const isSelected = day.date === selected;
    const isToday = day.date === today;
    const busy = busyDates.has(day.date);
    return (
      <button
        type="button"
        data-date={day.date}
        aria-label={fullDate(day.date)}
        aria-pressed={isSelected}
        aria-current={isToday ? 'date' : undefined}
        aria-describedby={busy ? `${id}-busy` : undefined}
        tabIndex={isSelected ? 0 : -1}
        onClick={() => onSelect(day.date)}
        onKeyDown={(event) => onKeyDown(event, day.date)}
        className={cn(
          'relative mx-auto flex h-11 w-full max-w-14 cursor-pointer flex-col items-center justify-center rounded-xl text-sm font-medium transition-colors sm:h-14 sm:text-base',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
          day.inMonth ? 'text-zinc-100' : 'text-zinc-400',
          !isSelected && 'hover:bg-white/5',
          isToday && !isSelected && 'font-bold text-gold-300 ring-1 ring-gold-500/70 ring-inset',
          isSelected &&
            'bg-gold-500 font-bold text-ink-950 shadow-[0_8px_20px_-10px_rgba(212,175,55,0.9)]',
        )}
      >
        {day.dayOfMonth}
        {busy && (
          <span
            aria-hidden="true"
            className={cn(
              'absolute bottom-1.5 size-1.5 rounded-full sm:bottom-2',
              isSelected ? 'bg-ink-950' : 'bg-gold-400',
            )}
          />
        )}
      </button>
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label="Previous month"
          onClick={() => onMonthChange(-1)}
          className="size-10 p-0"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <h2
          id={`${id}-title`}
          aria-live="polite"
          className="font-display text-xl font-semibold text-zinc-50 sm:text-2xl"
        >
          {monthTitle(month)}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Next month"
          onClick={() => onMonthChange(1)}
          className="size-10 p-0"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <table ref={gridRef} aria-labelledby={`${id}-title`} className="w-full table-fixed">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.short}
                scope="col"
                abbr={weekday.long}
                className="pb-2 text-xs font-semibold tracking-wide text-gold-400 sm:text-sm"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <td key={day.date} className="p-0.5 sm:p-1">
                  {dayButton(day)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <span id={`${id}-busy`} hidden>
        Has events
      </span>
    </Card>
  );
}
